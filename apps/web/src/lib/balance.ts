// POST /v2/app/user/balance: the player's coins. One query and one key for every page that shows them
// (user centre, cashier, machine). Every money action (deposit, withdrawal, spin, transfer) refreshes
// it through balanceKeys. It sits in lib rather than in the wallet because those actions belong to
// different features, and features may not import each other.
import type { BalanceResponse } from '@hall/contracts/user';
import type { z } from 'zod';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPost } from './api-client';

export type Balance = z.infer<typeof BalanceResponse>;

export const balanceKeys = {
  all: ['balance'] as const,
};

export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return apiPost<Balance>('/v2/app/user/balance', {}, { signal });
}

// Always refetched on mount: a page showing coins must not show what they were before a payout.
export const balanceQueryOptions = queryOptions({
  queryKey: balanceKeys.all,
  queryFn: ({ signal }) => getBalance(signal),
  staleTime: 0,
});

export function useBalance() {
  return useQuery(balanceQueryOptions);
}

/** After a money action whose answer does not carry the new balance. */
export function invalidateBalance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: balanceKeys.all });
}

/** After a money action whose answer carries the new balance (a spin). */
export function setBalance(queryClient: QueryClient, coins: string): void {
  queryClient.setQueryData(balanceKeys.all, { coins });
}
