// POST /v2/app/draw/list: the player's withdrawals in a period, one page at a time, with totals.
import type { DrawListRequest, DrawListResponse } from '@hall/contracts/draw';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export const withdrawalRecordKeys = {
  all: ['withdrawal-records'] as const,
  list: (body: DrawListRequest) => [...withdrawalRecordKeys.all, body] as const,
};

export type WithdrawalRecords = z.infer<typeof DrawListResponse>;

export function getWithdrawalRecords(body: DrawListRequest, signal?: AbortSignal): Promise<WithdrawalRecords> {
  return apiPost<WithdrawalRecords>('/v2/app/draw/list', body, { signal });
}

export const withdrawalRecordsQuery = (body: DrawListRequest) =>
  queryOptions({
    queryKey: withdrawalRecordKeys.list(body),
    queryFn: ({ signal }) => getWithdrawalRecords(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useWithdrawalRecords(body: DrawListRequest, enabled = true) {
  return useQuery({ ...withdrawalRecordsQuery(body), enabled });
}
