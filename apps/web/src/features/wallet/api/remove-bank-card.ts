// POST /v2/app/user/bank/remove: unbinds one of the player's cards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { bankCardsQuery } from './get-bank-cards';

export function removeBankCard(cardId: number): Promise<unknown> {
  return apiPost<unknown>('/v2/app/user/bank/remove', { cardId });
}

export function useRemoveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCardsQuery.queryKey }),
  });
}
