// POST /v2/app/bonus/rebate/estimate: what the rebate's current, open period has earned the player so
// far (the bets or net loss counted, the rebate they make) and when the period is paid.
import type { RebateEstimate } from '@hall/contracts/bonus';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { bonusKeys } from './get-offers';

export type RebateEstimateData = z.infer<typeof RebateEstimate>;

export function getRebateEstimate(offerId: number, signal?: AbortSignal): Promise<RebateEstimateData> {
  return apiPost<RebateEstimateData>('/v2/app/bonus/rebate/estimate', { offerId }, { signal });
}

export const rebateEstimateQuery = (offerId: number) =>
  queryOptions({
    queryKey: bonusKeys.rebateEstimate(offerId),
    queryFn: ({ signal }) => getRebateEstimate(offerId, signal),
    staleTime: 0,
  });

export function useRebateEstimate(offerId: number, enabled: boolean) {
  return useQuery({ ...rebateEstimateQuery(offerId), enabled });
}
