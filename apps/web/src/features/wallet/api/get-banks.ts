// POST /v2/app/user/bank/list: the banks a card can be bound at, names in the interface language.
import type { z } from 'zod';
import type { Bank } from '@hall/contracts/bank';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const bankKeys = {
  all: ['bank-card', 'banks'] as const,
};

export type BankOption = z.infer<typeof Bank>;

export function getBanks(signal?: AbortSignal): Promise<BankOption[]> {
  return apiPost<BankOption[]>('/v2/app/user/bank/list', {}, { signal });
}

export const banksQuery = queryOptions({
  queryKey: bankKeys.all,
  queryFn: ({ signal }) => getBanks(signal),
  staleTime: 10 * 60_000,
});

export function useBanks() {
  return useQuery(banksQuery);
}
