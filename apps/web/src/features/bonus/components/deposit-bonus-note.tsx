// A deposit order's bonus, in its record card once paid: the bonus it earned, or why none came with it.
// The order names the offer by its code; the running offers give its kind (and minimum) when known.
import type { DepositOrder } from '@hall/contracts/pay';
import { useTranslation } from 'react-i18next';
import { useBonusOffers } from '../api/get-offers';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { asRefusal } from '../utils/bonus-rules';

export function DepositBonusNote({ bonus }: { bonus: DepositOrder['bonus'] }) {
  const { t, ready } = useTranslation('bonus');
  const texts = useBonusTexts();
  const offers = useBonusOffers();
  if (!bonus || !ready) return null;
  const offer = offers.data?.list.find((o) => o.code === bonus.offer);
  const refusal = asRefusal(bonus.refusal);
  const granted = bonus.amount !== null && BigInt(bonus.amount) > 0n;
  return (
    <div data-testid="deposit-bonus">
      <dt>{t('note.label')}</dt>
      <dd>
        {granted
          ? t('note.granted', { coins: texts.bonusCoins(bonus.amount!), offer: texts.offerName(offer) })
          : refusal
            ? t('note.refused', { reason: texts.refusal(refusal, offer, offer?.minDeposit) })
            : t('note.none')}
      </dd>
    </div>
  );
}
