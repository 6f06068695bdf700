// Coins arrive as a string of whole coins (amounts never pass through floating point) and are shown
// with the grouping of the interface language.
import { numberFormat } from '../../../lib/intl-cache';

export function formatCoins(coins: string, locale: string): string {
  if (!/^-?\d+$/.test(coins.trim())) return coins;
  return numberFormat(locale).format(BigInt(coins.trim()));
}
