// POST /v2/app/station/query: the signed-in player's letters, unread first, a page at a time. Each
// page also carries the unread count, which keeps the menu badge in step.
import type { StationPage, StationQuery } from '@hall/contracts/content';
import type { z } from 'zod';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextPageOf } from './next-page';
import { apiPost } from '../../../lib/api-client';
import { unreadCountQuery } from './get-unread-count';

export const letterKeys = {
  all: ['station', 'letters'] as const,
};

export type LetterPage = z.infer<typeof StationPage>;

const PAGE_SIZE = 20;

export const lettersQuery = infiniteQueryOptions({
  queryKey: letterKeys.all,
  queryFn: ({ pageParam, signal }) =>
    apiPost<LetterPage>('/v2/app/station/query', { page: pageParam, pageSize: PAGE_SIZE } satisfies StationQuery, {
      signal,
    }),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 0,
});

export function useLetters(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...lettersQuery, enabled });
  const unread = query.data?.pages.at(-1)?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(unreadCountQuery.queryKey, { count: unread });
  }, [queryClient, unread]);
  return query;
}
