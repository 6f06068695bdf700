// POST /v2/app/draw/list: the player's withdrawals in a period, one page at a time, with totals.
import type { WithdrawalListRequest, WithdrawalListResponse } from '@hall/contracts/withdrawal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export const withdrawalRecordKeys = {
  all: ['withdrawal-records'] as const,
  list: (body: WithdrawalListRequest) => [...withdrawalRecordKeys.all, body] as const,
};

export type WithdrawalRecords = z.infer<typeof WithdrawalListResponse>;

export function getWithdrawalRecords(body: WithdrawalListRequest, signal?: AbortSignal): Promise<WithdrawalRecords> {
  return apiPost<WithdrawalRecords>('/v2/app/draw/list', body, { signal });
}

export const withdrawalRecordsQuery = (body: WithdrawalListRequest) =>
  queryOptions({
    queryKey: withdrawalRecordKeys.list(body),
    queryFn: ({ signal }) => getWithdrawalRecords(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useWithdrawalRecords(body: WithdrawalListRequest, enabled = true) {
  return useQuery({ ...withdrawalRecordsQuery(body), enabled });
}
