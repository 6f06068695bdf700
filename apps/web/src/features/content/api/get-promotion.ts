// POST /v2/app/favorable/get: one promotion or activity in full, with its terms.
import type { ContentId, Promotion } from '@hall/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { promotionKeys } from './get-promotions';

export function getPromotion(id: number, signal?: AbortSignal): Promise<Promotion> {
  return apiPost<Promotion>('/v2/app/favorable/get', { id } satisfies ContentId, { signal });
}

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 60_000,
    // A promotion taken down answers 404: the page says so instead of a toast.
    meta: { silent: true },
  });
