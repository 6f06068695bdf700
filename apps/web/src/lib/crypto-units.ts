// Crypto amounts travel in the coin's smallest unit (satoshi, wei, 10^-6 USDT) as strings of digits;
// here they become what a person reads and types, without floating point.

/** "25500000" with 6 decimals → "25.5". */
export function unitsToText(units: string, decimals: number): string {
  const digits = units.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "25.5" with 6 decimals → 25500000n; null for anything else or more decimals than the coin has. */
export function textToUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * Coins for an amount at a JPY rate per whole coin (a decimal string), as the server works them out:
 * rounded down for what a deposit credits, up for what a withdrawal holds.
 */
export function coinsForUnits(
  units: bigint,
  decimals: number,
  jpyRate: string,
  coinsPerJpy: number,
  round: 'down' | 'up' = 'down',
): bigint {
  const [whole, fraction = ''] = jpyRate.split('.');
  const scaled = BigInt(whole!) * 10n ** 8n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  const value = units * scaled * BigInt(coinsPerJpy);
  const per = 10n ** BigInt(decimals) * 10n ** 8n;
  return round === 'up' ? (value + per - 1n) / per : value / per;
}
