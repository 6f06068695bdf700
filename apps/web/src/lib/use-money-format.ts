// Formatters bound to the interface language of this page view (it changes only with a reload).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './locale';
import { formatDateTime } from './intl-format';
import { formatCoins, formatMoney, type MoneyCurrency } from './money';

/** Whether an amount of whole coins is above zero; anything that is not whole coins is not. */
function isPositiveCoins(coins: string | bigint): boolean {
  if (typeof coins === 'bigint') return coins > 0n;
  return /^-?\d+$/.test(coins.trim()) && BigInt(coins.trim()) > 0n;
}

export function useMoneyFormat() {
  const locale = currentLocale();
  const { t } = useTranslation('finance');
  return useMemo(
    () => ({
      locale,
      money: (minor: string | bigint, currency: MoneyCurrency) => formatMoney(minor, currency, locale),
      coins: (coins: string | bigint) => formatCoins(coins, locale),
      /** A gain or loss of coins with its sign: '+1,200', '-300', '0'. */
      signedCoins: (coins: string | bigint) => `${isPositiveCoins(coins) ? '+' : ''}${formatCoins(coins, locale)}`,
      /** '1 coin', '2,000 coins': the count picks the plural form of the language. */
      coinsText: (coins: string | bigint) =>
        t('units.coins', { amount: formatCoins(coins, locale), count: Number(coins) }),
      dateTime: (iso: string) => formatDateTime(iso, locale),
    }),
    [locale, t],
  );
}
