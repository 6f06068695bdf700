// A rebate rate as an operator types it, in percent: with the decimal mark of the console's
// language (a comma in Vietnamese, a point in the others) or a point in any of them, an optional
// "%" sign, and at most two decimals (the rate is kept in basis points). Nothing is clamped or
// guessed: a rate out of range or not readable is refused with the reason, never changed to another
// one (an operator typing 5 where 3 is the most must not approve 3 without being told).
export type RateReading =
  { ok: true; basisPoints: number } | { ok: false; reason: 'unreadable' | 'precision' | 'range' };

/** The decimal mark `locale` writes numbers with. */
export function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

export function readRatePercent(text: string, locale: string, maxBasisPoints: number): RateReading {
  const mark = decimalMark(locale);
  let value = text.trim().replace(/\s*%$/, '');
  if (mark !== '.') value = value.replace(mark, '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return { ok: false, reason: 'unreadable' };
  const [, decimals = ''] = value.split('.');
  if (decimals.replace(/0+$/, '').length > 2) return { ok: false, reason: 'precision' };
  const basisPoints = Math.round(Number(value) * 100);
  if (basisPoints > maxBasisPoints) return { ok: false, reason: 'range' };
  return { ok: true, basisPoints };
}

/** A rate in basis points as the operator's language writes it in percent: 50 → "0.5" ("0,5" in Vietnamese). */
export function writeRatePercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(basisPoints / 100);
}
