// One answer to "what does a page show while its data loads or after it failed": a spinner, then the
// content, or the error with a retry. Every agent page's reads go through it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';

export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}
