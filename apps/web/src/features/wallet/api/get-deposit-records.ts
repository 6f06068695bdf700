// POST /v2/app/pay/list: the player's deposit orders in a period, one page at a time, with totals over
// the whole filter.
import type { PayListRequest, PayListResponse } from '@hall/contracts/pay';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const depositRecordKeys = {
  all: ['deposit-records'] as const,
  list: (body: PayListRequest) => [...depositRecordKeys.all, body] as const,
};

export function getDepositRecords(body: PayListRequest, signal?: AbortSignal): Promise<PayListResponse> {
  return apiPost<PayListResponse>('/v2/app/pay/list', body, { signal });
}

export const depositRecordsQuery = (body: PayListRequest) =>
  queryOptions({
    queryKey: depositRecordKeys.list(body),
    queryFn: ({ signal }) => getDepositRecords(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDepositRecords(body: PayListRequest, enabled = true) {
  return useQuery({ ...depositRecordsQuery(body), enabled });
}
