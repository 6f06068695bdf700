// A promotion's call to action when a bonus offer runs behind it: "Deposit now" for a deposit offer,
// "Claim" for a button offer, "See progress" while its bonus is being wagered, "Details" for a rebate,
// or, for a player who cannot have it, why not in plain words (with the page that mends it).
import type { BonusOffer } from '@hall/contracts/bonus';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { newRequestKey } from '../../../lib/request-key';
import { useSessionStore } from '../../../lib/session-store';
import { requestSignIn } from '../../../lib/sign-in-request';
import { claimRefusalOf, useClaimOffer } from '../api/claim-offer';
import { useBonusOffers } from '../api/get-offers';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { offerActionOf, offerOfPromotion } from '../utils/bonus-rules';
import '../bonus.css';

/** The pages that mend a refusal, where there is one. */
const MENDED_AT: Partial<Record<string, { to: string; labelKey: string }>> = {
  kyc_required: { to: paths.userCenter.getHref(), labelKey: 'action.verify' },
  bonus_active: { to: paths.bonus.getHref(), labelKey: 'action.progress' },
  excluded: { to: paths.responsiblePlay.getHref(), labelKey: 'action.saferPlay' },
};

export function OfferAction({ promotionId }: { promotionId: number }) {
  const { ready } = useTranslation('bonus');
  const offers = useBonusOffers();
  const offer = offers.data ? offerOfPromotion(offers.data.list, promotionId) : undefined;
  if (!ready || !offer) return null;
  return <OfferActionFor offer={offer} />;
}

function OfferActionFor({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('bonus');
  const texts = useBonusTexts();
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  const claim = useClaimOffer();
  const key = useRef<string | null>(null);
  const action = offerActionOf(offer, signedIn);
  const claimRefusal = claim.isError ? claimRefusalOf(claim.error) : null;
  const name = texts.offerName(offer);
  // Several promotions may each have a "Deposit now": the accessible name says which offer it is for.
  const named = (labelKey: string) => t('action.named', { action: t(labelKey), offer: name });

  const onClaim = () => {
    key.current ??= newRequestKey();
    claim.mutate(
      { offerId: offer.id, requestKey: key.current },
      {
        onSuccess: (grant) => {
          key.current = null;
          toast.success(t('action.claimed', { coins: texts.bonusCoins(grant.amount) }), { duration: 4000 });
        },
        onError: () => {
          key.current = null;
        },
      },
    );
  };

  const refusal = claimRefusal ?? (action.kind === 'refused' ? action.refusal : null);
  if (refusal) {
    const mend = MENDED_AT[refusal];
    return (
      <div className="bonus-action bonus-action-refused" role="status" data-testid="bonus-offer-action">
        <p>
          <strong>{name}</strong>: {texts.refusal(refusal, offer)}
        </p>
        {mend && (
          <Link className="text-link" to={mend.to}>
            {t(mend.labelKey)}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="bonus-action" data-testid="bonus-offer-action">
      {action.kind === 'deposit' && (
        <Link
          className="button-link button-link-primary"
          to={paths.deposit.getHref()}
          aria-label={named('action.deposit')}
        >
          {t('action.deposit')}
        </Link>
      )}
      {action.kind === 'progress' && (
        <Link
          className="button-link button-link-primary"
          to={paths.bonus.getHref()}
          aria-label={named('action.progress')}
        >
          {t('action.progress')}
        </Link>
      )}
      {action.kind === 'rebate' && (
        <Link
          className="button-link button-link-primary"
          to={paths.activityRebate.getHref(offer.id)}
          aria-label={named('action.details')}
        >
          {t('action.details')}
        </Link>
      )}
      {action.kind === 'claim' && (
        <Button color="primary" loading={claim.isPending} onClick={onClaim} aria-label={named('action.claim')}>
          {t('action.claim')}
        </Button>
      )}
      {action.kind === 'signInToClaim' && (
        <Button color="primary" onClick={() => void requestSignIn()}>
          {t('action.signInToClaim')}
        </Button>
      )}
    </div>
  );
}
