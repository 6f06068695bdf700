// Coins arrive as a string of whole coins (amounts never pass through floating point) and are shown
// with the grouping of the interface language.
export function formatCoins(coins: string, locale: string): string {
  if (!/^-?\d+$/.test(coins.trim())) return coins;
  return new Intl.NumberFormat(locale).format(BigInt(coins.trim()));
}
