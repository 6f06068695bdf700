// POST /v2/app/bonus/history: the player's bonuses and rebates, newest first, a page at a time;
// `offerId` narrows it to one offer (a rebate's paid weeks).
import type { BonusHistory } from '@hall/contracts/bonus';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { bonusKeys } from './get-offers';

export type BonusHistoryPage = z.infer<typeof BonusHistory>;

export function getBonusHistory(
  body: { page: number; pageSize: number; offerId?: number },
  signal?: AbortSignal,
): Promise<BonusHistoryPage> {
  return apiPost<BonusHistoryPage>('/v2/app/bonus/history', body, { signal });
}

export const bonusHistoryQuery = (page: number, pageSize: number, offerId?: number) =>
  queryOptions({
    queryKey: bonusKeys.history(page, pageSize, offerId),
    queryFn: ({ signal }) => getBonusHistory({ page, pageSize, ...(offerId === undefined ? {} : { offerId }) }, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBonusHistory(page: number, pageSize: number, offerId?: number) {
  return useQuery(bonusHistoryQuery(page, pageSize, offerId));
}
