// Numbers and times as the operator's language writes them.
import { CURRENCY_SCALE } from '@hall/contracts/currency';
import { i18n } from '../lib/i18n';

export const coins = (value: string | number | bigint) =>
  new Intl.NumberFormat(i18n.language).format(typeof value === 'string' ? BigInt(value) : value);

export const dateTime = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '—';

/** A calendar day (YYYY-MM-DD, such as a date of birth) in the operator's language, never shifted by a time zone. */
export const day = (ymd: string | null | undefined) =>
  ymd
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${ymd}T00:00:00Z`),
      )
    : '—';

/** A country's name in the operator's language, with its code: "Japan (JP)". */
export function country(code: string | null | undefined) {
  if (!code) return '—';
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(i18n.language, { type: 'region' }).of(code);
  } catch {
    // An unknown code: the code alone says what there is.
  }
  return name && name !== code ? `${name} (${code})` : code;
}

/** Minor units in the currency's own decimals, with its code: 1250 CNY → "12.50 CNY" (exact, no floats). */
export function money(minor: string, currency: string) {
  const scale: number = CURRENCY_SCALE[currency as keyof typeof CURRENCY_SCALE] ?? 0;
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = new Intl.NumberFormat(i18n.language).format(value < 0n ? -(abs / unit) : abs / unit);
  if (scale === 0) return `${whole} ${currency}`;
  const point = new Intl.NumberFormat(i18n.language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const sign = value < 0n && abs / unit === 0n ? '-' : '';
  return `${sign}${whole}${point}${(abs % unit).toString().padStart(scale, '0')} ${currency}`;
}
