// The words every bonus screen shares: an offer's name (as a title and inside a sentence) and why a
// player cannot have an offer, in plain words.
import type { BonusKind, BonusOffer, BonusRefusal } from '@hall/contracts/bonus';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { formatDate } from '../../../lib/intl-format';
import { offerNameKey, periodOfKey } from '../utils/bonus-rules';

type Named = { kind: BonusKind; oncePer?: BonusOffer['oncePer'] | undefined };

export function useBonusTexts() {
  const { t } = useTranslation('bonus');
  const format = useMoneyFormat();
  return useMemo(
    () => ({
      t,
      /** 'First deposit bonus' */
      offerName: (offer: Named | undefined) => t(`offer.name.${offer ? offerNameKey(offer) : 'unknown'}`),
      /** 'first deposit bonus', as it reads inside a sentence. */
      offerInText: (offer: Named | undefined) => t(`offer.inText.${offer ? offerNameKey(offer) : 'unknown'}`),
      /** '5,000 bonus coins' */
      bonusCoins: (coins: string | bigint) =>
        t('units.bonusCoins', { amount: format.coins(coins), count: Number(coins) }),
      /** Why not, in plain words; `min` is the offer's minimum deposit when known. */
      refusal: (refusal: BonusRefusal, offer?: Named, min?: string) =>
        refusal === 'below_minimum' && min !== undefined
          ? t('refusal.below_minimum', {
              min: format.coins(min),
              offer: t(`offer.inText.${offer ? offerNameKey(offer) : 'unknown'}`),
            })
          : refusal === 'below_minimum'
            ? t('refusal.below_minimum_unknown')
            : t(`refusal.${refusal}`),
      /** A grant's or rebate's period from its key ('Week of 23 Nov – 29 Nov 2026'), or null. */
      period: (key: string) => {
        const period = periodOfKey(key);
        // The keys are calendar days of the site: shown as days, whatever the reader's time zone.
        const day = (date: string) => formatDate(date, format.locale, 'UTC');
        if (period.kind === 'week') return t('history.week', { from: day(period.from), to: day(period.to) });
        if (period.kind === 'day') return day(period.day);
        if (period.kind === 'month')
          return new Intl.DateTimeFormat(format.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
            new Date(`${period.month}-01T00:00:00Z`),
          );
        return null;
      },
    }),
    [t, format],
  );
}
