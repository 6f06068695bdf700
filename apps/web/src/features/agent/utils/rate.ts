// Rebate rates travel in basis points (150 = 1.5 % of the bets) and are shown and typed as percentages.
import { REBATE_RATE_MAX_BP } from '@hall/contracts/agent';

export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** '1.5' -> 150; null when it is not a percentage with at most two decimals within 0..the maximum. */
export function parseRatePercent(input: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(input);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= REBATE_RATE_MAX_BP ? bp : null;
}

/** The rate as the input shows it: 150 -> '1.5'. */
export function ratePercentInput(bp: number): string {
  return String(bp / 100);
}
