// POST /v2/app/user/balance: the player's coins, as a string of whole coins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface Balance {
  coins: string;
}

export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return apiPost<Balance>('/v2/app/user/balance', {}, { signal });
}

export const balanceQueryOptions = queryOptions({
  queryKey: ['user', 'balance'],
  queryFn: ({ signal }) => getBalance(signal),
  staleTime: 10_000,
});

export function useBalance() {
  return useQuery(balanceQueryOptions);
}
