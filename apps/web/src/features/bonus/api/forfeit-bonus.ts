// POST /v2/app/bonus/forfeit: the player gives up the bonus being wagered; the answer is the wallet
// after it, which replaces the cached one. A bonus that already ended is answered 404 (the shell's
// toast says so).
import type { BonusWallet } from '@hall/contracts/bonus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { bonusWalletKeys, invalidateBonusWallet } from '../../../lib/bonus-wallet';
import { bonusKeys } from './get-offers';

export function forfeitBonus(grantId: number): Promise<BonusWallet> {
  return apiPost<BonusWallet>('/v2/app/bonus/forfeit', { grantId });
}

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonus,
    onSuccess: async (wallet) => {
      queryClient.setQueryData(bonusWalletKeys.all, wallet);
      await Promise.all([queryClient.invalidateQueries({ queryKey: bonusKeys.all }), invalidateBalance(queryClient)]);
    },
    // The bonus ended meanwhile (wagered through, expired): the page shows how it stands now.
    onError: () => invalidateBonusWallet(queryClient),
  });
}
