// Site content that several pages read: notices (home marquee, /game/notice) and promotions (home,
// /game/promotion, /activity). Kept here so those pages share one cache entry each. Lists come a
// page at a time; "show more" asks for the next page.
import type {
  ContentId,
  FavorablePage,
  FavorableQuery,
  Notice,
  NoticePage,
  NoticeQuery,
  Promotion,
  PromotionKind,
} from '@hall/contracts/content';
import type { z } from 'zod';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

type NoticeList = z.infer<typeof NoticePage>;
type PromotionList = z.infer<typeof FavorablePage>;

/** The page after `last`, or undefined when every row has been fetched. */
export function nextPageOf(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export const noticesQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['content', 'notices', pageSize],
    queryFn: ({ pageParam, signal }) =>
      apiPost<NoticeList>('/v2/app/notice/query', { page: pageParam, pageSize } satisfies NoticeQuery, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'notice', id],
    queryFn: ({ signal }) => apiPost<Notice>('/v2/app/notice/get', { id } satisfies ContentId, { signal }),
    staleTime: 60_000,
    // A notice taken down answers 404: the page says so instead of a toast.
    meta: { silent: true },
  });

export const promotionsQuery = (kind: PromotionKind, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['content', 'promotions', kind, pageSize],
    queryFn: ({ pageParam, signal }) =>
      apiPost<PromotionList>('/v2/app/favorable/query', { page: pageParam, pageSize, kind } satisfies FavorableQuery, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'promotion', id],
    queryFn: ({ signal }) => apiPost<Promotion>('/v2/app/favorable/get', { id } satisfies ContentId, { signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
