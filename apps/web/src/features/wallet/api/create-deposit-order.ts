// POST /v2/app/pay/order: creates a deposit order and returns the payment page to open. The request
// key makes a retry return the same order instead of a second one.
import type { PayOrderRequest, PayOrderResponse } from '@hall/contracts/pay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { depositRecordKeys } from './get-deposit-records';

export function createDepositOrder(body: PayOrderRequest): Promise<PayOrderResponse> {
  return apiPost<PayOrderResponse>('/v2/app/pay/order', body);
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    // The coins arrive with the gateway's notice, later; the balance is refetched so that any page
    // showing it asks again instead of trusting a cached figure.
    onSuccess: () =>
      Promise.all([invalidateBalance(queryClient), queryClient.invalidateQueries({ queryKey: depositRecordKeys.all })]),
  });
}
