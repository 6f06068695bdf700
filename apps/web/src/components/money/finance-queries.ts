// Server state that several finance pages read: the coin balance and the player's bank cards. Kept here
// so the deposit, withdrawal and bank-card pages share one cache entry each.
import type { BankCard } from '@hall/contracts/bank';
import type { BalanceResponse } from '@hall/contracts/user';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

export const balanceQuery = queryOptions({
  queryKey: ['finance', 'balance'],
  queryFn: ({ signal }) => apiPost<z.infer<typeof BalanceResponse>>('/v2/app/user/balance', {}, { signal }),
  staleTime: 0,
});

export const bankCardsQuery = queryOptions({
  queryKey: ['finance', 'bank-cards'],
  queryFn: ({ signal }) => apiPost<BankCard[]>('/v2/app/user/get/bank', {}, { signal }),
});
