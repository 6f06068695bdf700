// POST /v2/app/pay/query: the deposit channels a player can use now, names in the interface language.
import type { PayChannel } from '@hall/contracts/pay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const depositChannelKeys = {
  all: ['finance', 'deposit-channels'] as const,
};

export function getDepositChannels(signal?: AbortSignal): Promise<PayChannel[]> {
  return apiPost<PayChannel[]>('/v2/app/pay/query', {}, { signal });
}

export const depositChannelsQuery = queryOptions({
  queryKey: depositChannelKeys.all,
  queryFn: ({ signal }) => getDepositChannels(signal),
});

export function useDepositChannels() {
  return useQuery(depositChannelsQuery);
}
