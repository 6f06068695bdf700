// POST /v2/app/bonus/claim: an offer with a Claim button. A refusal (409 bonus_refused) names why in
// data.refusal, which the button shows in place; the claimed grant refreshes the offers and wallet.
import { BonusRefusal, type BonusGrant } from '@hall/contracts/bonus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { invalidateBonusWallet } from '../../../lib/bonus-wallet';
import { bonusKeys } from './get-offers';

export function claimOffer(offerId: number, requestKey: string): Promise<BonusGrant> {
  return apiPost<BonusGrant>('/v2/app/bonus/claim', { offerId, requestKey });
}

export function useClaimOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, requestKey }: { offerId: number; requestKey: string }) => claimOffer(offerId, requestKey),
    meta: { quietReasons: ['bonus_refused'] },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
        invalidateBonusWallet(queryClient),
        invalidateBalance(queryClient),
      ]);
    },
  });
}

/** The refusal a claim was answered with, or null for any other error. */
export function claimRefusalOf(error: unknown): BonusRefusal | null {
  if (!(error instanceof ApiError) || error.reason !== 'bonus_refused') return null;
  const parsed = BonusRefusal.safeParse((error.data as { refusal?: unknown } | null)?.refusal);
  return parsed.success ? parsed.data : null;
}
