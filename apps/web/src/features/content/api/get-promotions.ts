// POST /v2/app/favorable/query: promotions or activities, a page at a time (home, /game/promotion,
// /activity).
import type { FavorablePage, FavorableQuery, PromotionKind } from '@hall/contracts/content';
import type { z } from 'zod';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { nextPageOf } from './next-page';

export type PromotionList = z.infer<typeof FavorablePage>;

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (kind: PromotionKind, pageSize: number) => [...promotionKeys.all, 'list', kind, pageSize] as const,
  detail: (id: number) => [...promotionKeys.all, 'detail', id] as const,
};

export function getPromotions(body: FavorableQuery, signal?: AbortSignal): Promise<PromotionList> {
  return apiPost<PromotionList>('/v2/app/favorable/query', body, { signal });
}

export const promotionsQuery = (kind: PromotionKind, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: promotionKeys.list(kind, pageSize),
    queryFn: ({ pageParam, signal }) => getPromotions({ page: pageParam, pageSize, kind }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

/** As many promotions as the lobby's promotion strip shows. */
export const PROMOTION_STRIP_COUNT = 3;

/** The lobby's promotion strip: the lobby works without it, so no toast when it fails. */
export const promotionStripQuery = () => ({
  ...promotionsQuery('promotion', PROMOTION_STRIP_COUNT),
  meta: { silent: true },
});
