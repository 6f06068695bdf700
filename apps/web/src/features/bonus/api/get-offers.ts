// POST /v2/app/bonus/offers: the running offers with their rules; for a signed-in player also whether
// each is theirs to have (and why not) and their grant of it this period. Public, so the promotions
// pages show a visitor the rules too. Holds the feature's query-key factory.
import type { BonusOffers } from '@hall/contracts/bonus';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export type BonusOfferList = z.infer<typeof BonusOffers>;

export const bonusKeys = {
  all: ['bonus'] as const,
  /** Per player (null for a visitor): the answer is personal when signed in. */
  offers: (userId: number | null) => [...bonusKeys.all, 'offers', userId] as const,
  preview: (coins: string) => [...bonusKeys.all, 'preview', coins] as const,
  history: (page: number, pageSize: number, offerId?: number) =>
    [...bonusKeys.all, 'history', page, pageSize, offerId ?? null] as const,
  rebateEstimate: (offerId: number) => [...bonusKeys.all, 'rebate-estimate', offerId] as const,
};

export function getBonusOffers(signal?: AbortSignal): Promise<BonusOfferList> {
  return apiPost<BonusOfferList>('/v2/app/bonus/offers', {}, { signal });
}

export const bonusOffersQuery = (userId: number | null) =>
  queryOptions({
    queryKey: bonusKeys.offers(userId),
    queryFn: ({ signal }) => getBonusOffers(signal),
    staleTime: 30_000,
  });

/**
 * The offers as the current reader may have them. With a stored token the player's own answer is
 * waited for (user info first), so a player never sees a visitor's answer for a moment.
 */
export function useBonusOffers() {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useQuery({ ...bonusOffersQuery(userId), enabled: !token || userId !== null });
}
