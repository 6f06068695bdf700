// Beside the deposit form: what the amount being typed would earn, asked once the player pauses, before
// paying: "You will get 5,000 bonus coins (wager 20× within 30 days)", or why no bonus comes with it.
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useSettledValue } from '../../../lib/use-settled-value';
import { useBonusOffers } from '../api/get-offers';
import { useDepositPreview } from '../api/get-deposit-preview';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { previewOutcome } from '../utils/bonus-rules';
import '../bonus.css';

/** A pause this long after the last key asks the server. */
export const PREVIEW_PAUSE_MS = 400;

export function DepositBonusPreview({ coins }: { coins: bigint | null }) {
  const typed = coins === null || coins <= 0n ? null : coins.toString();
  const settled = useSettledValue(typed, PREVIEW_PAUSE_MS);
  const preview = useDepositPreview(settled);
  const { ready } = useTranslation('bonus');
  // One region, always there, so what it comes to say is read out when it changes.
  return (
    <div className="bonus-preview" aria-live="polite" data-testid="deposit-bonus-preview">
      {ready && typed !== null && (
        <PreviewBody
          checking={settled !== typed || preview.isPending || preview.isPlaceholderData}
          data={preview.data}
        />
      )}
    </div>
  );
}

function PreviewBody({ checking, data }: { checking: boolean; data: ReturnType<typeof useDepositPreview>['data'] }) {
  const { t } = useTranslation('bonus');
  const texts = useBonusTexts();
  const format = useMoneyFormat();
  const offers = useBonusOffers();
  if (checking) return <p className="bonus-muted">{t('preview.checking')}</p>;
  if (!data) return null;
  const outcome = previewOutcome(data);
  if (outcome.kind === 'none') return null;
  if (outcome.kind === 'granted') {
    const { offer } = outcome;
    const rules = offers.data?.list.find((o) => o.id === offer.offerId);
    const required = BigInt(offer.bonus) * BigInt(offer.wageringMultiple);
    return (
      <Callout
        tone="success"
        title={t('preview.granted', { amount: format.coins(offer.bonus), count: Number(offer.bonus) })}
        testId="deposit-bonus-granted"
      >
        <p>
          {offer.wageringMultiple === 0
            ? t('preview.noWagering', { offer: texts.offerName(offer) })
            : rules
              ? t('preview.wagering', {
                  offer: texts.offerName(offer),
                  multiple: offer.wageringMultiple,
                  required: format.coins(required),
                  count: rules.validDays,
                })
              : t('preview.wageringNoDays', {
                  offer: texts.offerName(offer),
                  multiple: offer.wageringMultiple,
                  required: format.coins(required),
                })}
        </p>
      </Callout>
    );
  }
  return (
    <Callout tone="info" title={t('preview.none')} testId="deposit-bonus-refused">
      <ul className="bonus-reasons">
        {outcome.offers.map((offer) => (
          <li key={offer.offerId}>
            <strong>{texts.offerName(offer)}</strong>: {texts.refusal(offer.refusal!, offer, offer.minDeposit)}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
