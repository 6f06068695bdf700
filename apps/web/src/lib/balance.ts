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

let holds = 0;
let deferred: (() => void) | null = null;

/**
 * While a game shows its outcome, balance pushes from the live stream wait: the header must not tell
 * a win before the reels do. The game takes a hold when it spins and releases it once it has shown the
 * result and set the balance from its answer; the latest push held back is applied then.
 */
export function holdLiveBalance(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && deferred) {
      const apply = deferred;
      deferred = null;
      apply();
    }
  };
}

/** A balance pushed by the live stream (app/live-updates.tsx): set now, or once no game holds it. */
export function applyLiveBalance(queryClient: QueryClient, coins: string, then?: () => void): void {
  const apply = () => {
    setBalance(queryClient, coins);
    then?.();
  };
  if (holds > 0) deferred = apply;
  else apply();
}
