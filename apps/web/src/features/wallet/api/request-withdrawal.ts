// POST /v2/app/draw/withdraw: asks to pay coins out to a bound card. The coins are held at once and the
// withdrawal waits for review; the request key makes a retry safe. A bonus being wagered refuses it
// (409 bonus_active) until it is sent with `forfeitBonus`: the form asks the player, not a toast.
import type { Withdrawal, WithdrawRequest } from '@hall/contracts/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { invalidateBonusWallet } from '../../../lib/bonus-wallet';
import { BONUS_ACTIVE_REASON } from '../../../lib/bonus-active';
import { withdrawalRecordKeys } from './get-withdrawal-records';

export function requestWithdrawal(body: WithdrawRequest): Promise<Withdrawal> {
  return apiPost<Withdrawal>('/v2/app/draw/withdraw', body);
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    meta: { quietReasons: [BONUS_ACTIVE_REASON] },
    onSuccess: async () => {
      await Promise.all([
        invalidateBalance(queryClient),
        invalidateBonusWallet(queryClient),
        queryClient.invalidateQueries({ queryKey: withdrawalRecordKeys.all }),
      ]);
    },
  });
}
