// POST /v2/app/user/get/bank: the player's bound bank cards, shared by the withdrawal and bank-card pages.
import type { BankCard } from '@hall/contracts/bank';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const bankCardKeys = {
  all: ['bank-cards'] as const,
};

export function getBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  return apiPost<BankCard[]>('/v2/app/user/get/bank', {}, { signal });
}

export const bankCardsQuery = queryOptions({
  queryKey: bankCardKeys.all,
  queryFn: ({ signal }) => getBankCards(signal),
});
