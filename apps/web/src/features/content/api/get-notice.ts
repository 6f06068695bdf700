// POST /v2/app/notice/get: one notice in full.
import type { ContentId, Notice } from '@hall/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { noticeKeys } from './get-notices';

export function getNotice(id: number, signal?: AbortSignal): Promise<Notice> {
  return apiPost<Notice>('/v2/app/notice/get', { id } satisfies ContentId, { signal });
}

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: ({ signal }) => getNotice(id, signal),
    staleTime: 60_000,
    // A notice taken down answers 404: the page says so instead of a toast.
    meta: { silent: true },
  });
