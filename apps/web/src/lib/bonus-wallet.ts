// POST /v2/app/bonus/wallet: the player's cash, the locked bonus coins and the wagering of the bonus
// being played. One query and one key for the user centre, the bonus page and the machine. It sits in
// lib, as the balance does, because a spin (games) moves it and the bonus feature shows it, and
// features may not import each other.
import type { BonusWallet } from '@hall/contracts/bonus';
import type { SpinResponse } from '@hall/contracts/game';
import type { z } from 'zod';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPost } from './api-client';

export type SpinBonus = z.infer<typeof SpinResponse>['bonus'];

export const bonusWalletKeys = {
  all: ['bonus-wallet'] as const,
};

export function getBonusWallet(signal?: AbortSignal): Promise<BonusWallet> {
  return apiPost<BonusWallet>('/v2/app/bonus/wallet', {}, { signal });
}

// Refetched on every mount, as the balance is: a page must not show wagering from before a spin.
// A failure is each caller's to show (the bonus page says so, the machine plays on without the meter),
// not a toast over the page.
export const bonusWalletQueryOptions = queryOptions({
  queryKey: bonusWalletKeys.all,
  queryFn: ({ signal }) => getBonusWallet(signal),
  staleTime: 0,
  meta: { silent: true },
});

export function useBonusWallet(enabled = true) {
  return useQuery({ ...bonusWalletQueryOptions, enabled });
}

/** After anything that may start, move or end a bonus (a deposit, a withdrawal, a claim). */
export function invalidateBonusWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bonusWalletKeys.all });
}

/**
 * After a spin: its answer carries the cash and, while a bonus is wagered, the locked coins and the
 * wagering. A bonus that ended with the spin (wagered through, or played to nothing) answers null:
 * what became of it is asked again rather than guessed.
 */
export function setBonusFromSpin(queryClient: QueryClient, cash: string, bonus: SpinBonus): void {
  const wallet = queryClient.getQueryData<BonusWallet>(bonusWalletKeys.all);
  if (!wallet) return;
  if (bonus && wallet.active) {
    queryClient.setQueryData<BonusWallet>(bonusWalletKeys.all, {
      ...wallet,
      cash,
      bonus: bonus.balance,
      active: { ...wallet.active, wagered: bonus.wagered, wageringRequired: bonus.required },
    });
    return;
  }
  if (!bonus && !wallet.active) {
    queryClient.setQueryData<BonusWallet>(bonusWalletKeys.all, { ...wallet, cash });
    return;
  }
  void invalidateBonusWallet(queryClient);
}

/** Coins a bet may use: cash first, then the bonus being wagered. */
export function playableCoins(cash: bigint | null, wallet: BonusWallet | undefined): bigint | null {
  if (cash === null) return null;
  return cash + (wallet?.active ? BigInt(wallet.bonus) : 0n);
}
