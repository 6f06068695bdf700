// POST /v2/app/pay/order/cancel: the player gives up an unpaid deposit order of their own. A payment
// that still arrives for it is refused by the server, so nothing is credited silently.
import type { CancelDepositRequest, DepositOrder } from '@hall/contracts/pay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { depositRecordKeys } from './get-deposit-records';

export function cancelDepositOrder(body: CancelDepositRequest): Promise<DepositOrder> {
  return apiPost<DepositOrder>('/v2/app/pay/order/cancel', body);
}

export function useCancelDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositOrder,
    // Paid, expired or already cancelled meanwhile: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositRecordKeys.all }),
  });
}
