// Dates and plain numbers in the interface language (money has its own formatters in
// components/money). Invalid input comes back as given rather than as "Invalid Date".
import { dateTimeFormat, numberFormat } from './intl-cache';

/** A calendar day: '12 Mar 2025', '2025/03/12', '2025. 3. 12.' */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** A moment, day and time. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A period of days, the way the language writes ranges ('1–31 Mar 2025'); open ends show one date. */
export function formatDateRange(
  fromIso: string | null | undefined,
  toIso: string | null | undefined,
  locale: string,
  timeZone?: string,
): string | undefined {
  const from = fromIso ? new Date(fromIso) : null;
  const to = toIso ? new Date(toIso) : null;
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  if (from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime())) return format.formatRange(from, to);
  if (from && !Number.isNaN(from.getTime())) return format.format(from);
  if (to && !Number.isNaN(to.getTime())) return format.format(to);
  return undefined;
}

/** A count with the language's grouping: 12,000 or 12.000. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}
