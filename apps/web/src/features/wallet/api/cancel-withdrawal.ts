// POST /v2/app/draw/cancel: the player takes back a withdrawal of their own still in review; the
// coins return to the balance at once.
import type { CancelWithdrawalRequest, Withdrawal } from '@hall/contracts/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { withdrawalRecordKeys } from './get-withdrawal-records';

export function cancelWithdrawal(body: CancelWithdrawalRequest): Promise<Withdrawal> {
  return apiPost<Withdrawal>('/v2/app/draw/cancel', body);
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    // Approved meanwhile or cancelled: the list and the balance are refreshed either way.
    onSettled: () =>
      Promise.all([
        invalidateBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: withdrawalRecordKeys.all }),
      ]),
  });
}
