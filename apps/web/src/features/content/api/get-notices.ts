// POST /v2/app/notice/query: the notices, newest first, a page at a time (home marquee, /game/notice).
import type { NoticePage, NoticeQuery } from '@hall/contracts/content';
import type { z } from 'zod';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { nextPageOf } from './next-page';

export type NoticeList = z.infer<typeof NoticePage>;

export const noticeKeys = {
  all: ['notices'] as const,
  list: (pageSize: number) => [...noticeKeys.all, 'list', pageSize] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export function getNotices(body: NoticeQuery, signal?: AbortSignal): Promise<NoticeList> {
  return apiPost<NoticeList>('/v2/app/notice/query', body, { signal });
}

export const noticesQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list(pageSize),
    queryFn: ({ pageParam, signal }) => getNotices({ page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

/** As many notices as the lobby's notice bar shows. */
export const NOTICE_BAR_COUNT = 5;

/** The notice bar's query: the lobby reads it too (to hold the bar's space), and starts it early. */
export const noticeBarQuery = () => ({ ...noticesQuery(NOTICE_BAR_COUNT), meta: { silent: true } });
