// POST /v2/app/pay/order: creates a deposit order and returns the payment page to open. The request
// key makes a retry return the same order instead of a second one.
import type { PayOrderRequest, PayOrderResponse } from '@hall/contracts/pay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function createDepositOrder(body: PayOrderRequest): Promise<PayOrderResponse> {
  return apiPost<PayOrderResponse>('/v2/app/pay/order', body);
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['records', 'deposits'] }),
  });
}
