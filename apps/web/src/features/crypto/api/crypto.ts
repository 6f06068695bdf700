// The crypto cashier's calls: coins and networks with today's rate, the player's deposit address on a
// network, and the player's crypto deposits (refreshed while some are still confirming).
import type { CoinsResponse, CryptoDeposit, DepositAddress } from '@hall/contracts/crypto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const cryptoKeys = {
  coins: ['crypto', 'coins'] as const,
  address: (coin: string, network: string) => ['crypto', 'address', coin, network] as const,
  deposits: ['crypto', 'deposits'] as const,
};

export const coinsQuery = queryOptions({
  queryKey: cryptoKeys.coins,
  queryFn: ({ signal }) => apiPost<CoinsResponse>('/v2/cpp/coins', {}, { signal }),
});

export const useCoins = () => useQuery(coinsQuery);

export function useDepositAddress(coin: string | undefined, network: string | undefined) {
  return useQuery({
    queryKey: cryptoKeys.address(coin ?? '', network ?? ''),
    queryFn: ({ signal }) => apiPost<DepositAddress>('/v2/cpp/coins/deposit/address', { coin, network }, { signal }),
    enabled: Boolean(coin && network),
    // An address never changes.
    staleTime: Infinity,
  });
}

interface DepositPage {
  list: CryptoDeposit[];
  total: number;
}

export function useCryptoDeposits() {
  return useQuery({
    queryKey: cryptoKeys.deposits,
    queryFn: ({ signal }) => apiPost<DepositPage>('/v2/cpp/coins/deposit/list', { pageSize: 10 }, { signal }),
    // A deposit sent from a wallet appears and confirms over minutes: the open page keeps looking
    // (live pushes replace this when the site gets its event stream).
    refetchInterval: 10_000,
  });
}
