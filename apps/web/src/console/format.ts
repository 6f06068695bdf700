// Numbers and times as the operator's language writes them.
import { i18n } from '../lib/i18n';

export const coins = (value: string | number | bigint) =>
  new Intl.NumberFormat(i18n.language).format(typeof value === 'string' ? BigInt(value) : value);

export const dateTime = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '—';
