// The crypto cashier's calls: coins and networks with today's rate, the player's deposit address on a
// network, the player's crypto deposits (refreshed by the live stream as they confirm), the check of a
// withdrawal address and the withdrawal itself.
import type {
  AddressCheck,
  CoinsResponse,
  CryptoDeposit,
  CryptoWithdrawRequest,
  DepositAddress,
} from '@hall/contracts/crypto';
import type { Withdrawal } from '@hall/contracts/withdrawal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { invalidateBonusWallet } from '../../../lib/bonus-wallet';
import { BONUS_ACTIVE_REASON } from '../../../lib/bonus-active';

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
    // A deposit sent from a wallet appears and confirms over minutes: each change is pushed by the
    // live event stream, which refetches this list (app/live-updates.tsx).
  });
}

/**
 * Whether an address can receive a withdrawal on the network: asked once the player pauses typing
 * (`address` is the settled value), and kept per address so going back and forth asks nothing new.
 */
export function useAddressCheck(coin: string, network: string, address: string) {
  return useQuery({
    queryKey: ['crypto', 'address-check', coin, network, address] as const,
    queryFn: ({ signal }) =>
      apiPost<AddressCheck>('/v2/cpp/coins/withdrawal/address/validit', { coin, network, address }, { signal }),
    enabled: address.length > 0,
    staleTime: Infinity,
  });
}

/**
 * POST /v2/cpp/coins/withdraw: the coins are held at once; the request key makes a retry safe. A bonus
 * being wagered refuses it (409 bonus_active) until sent with `forfeitBonus`: the form asks, no toast.
 */
export function useRequestCryptoWithdrawal(onDone: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CryptoWithdrawRequest) => apiPost<Withdrawal>('/v2/cpp/coins/withdraw', body),
    meta: { quietReasons: [BONUS_ACTIVE_REASON] },
    onSuccess: async () => {
      await Promise.all([invalidateBalance(queryClient), invalidateBonusWallet(queryClient), onDone()]);
    },
  });
}
