// POST /v2/app/bonus/deposit/preview: what a deposit of this many coins would earn, or why not, asked
// while the player types the amount (once they pause), before anything is paid.
import type { DepositBonusPreview } from '@hall/contracts/bonus';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { bonusKeys } from './get-offers';

export function getDepositPreview(coins: string, signal?: AbortSignal): Promise<DepositBonusPreview> {
  return apiPost<DepositBonusPreview>('/v2/app/bonus/deposit/preview', { coins }, { signal });
}

export const depositPreviewQuery = (coins: string) =>
  queryOptions({
    queryKey: bonusKeys.preview(coins),
    queryFn: ({ signal }) => getDepositPreview(coins, signal),
    staleTime: 30_000,
    // A preview that fails only leaves the hint out; the deposit itself is not affected.
    meta: { silent: true },
  });

/** `coins` null: nothing worth asking about (no valid amount yet). */
export function useDepositPreview(coins: string | null) {
  return useQuery({
    ...depositPreviewQuery(coins ?? '0'),
    enabled: coins !== null,
    placeholderData: keepPreviousData,
  });
}
