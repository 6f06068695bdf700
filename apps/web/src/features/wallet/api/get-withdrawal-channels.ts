// POST /v2/app/draw/channels: the payout channels, bounds and fees in coins.
import type { PayChannel } from '@hall/contracts/pay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const withdrawalChannelKeys = {
  all: ['finance', 'withdrawal-channels'] as const,
};

export function getWithdrawalChannels(signal?: AbortSignal): Promise<PayChannel[]> {
  return apiPost<PayChannel[]>('/v2/app/draw/channels', {}, { signal });
}

export const withdrawalChannelsQuery = queryOptions({
  queryKey: withdrawalChannelKeys.all,
  queryFn: ({ signal }) => getWithdrawalChannels(signal),
});

export function useWithdrawalChannels() {
  return useQuery(withdrawalChannelsQuery);
}
