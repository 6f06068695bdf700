// POST /v2/app/user/bank/save: binds a card in the player's real name. The number goes in once; only
// its last four digits come back.
import type { BankCard, BankCardSaveRequest } from '@hall/contracts/bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { bankCardsQuery } from './get-bank-cards';

export function saveBankCard(body: BankCardSaveRequest): Promise<BankCard> {
  return apiPost<BankCard>('/v2/app/user/bank/save', body);
}

export function useSaveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCardsQuery.queryKey }),
  });
}
