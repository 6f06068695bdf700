// Picks the localised variant of a field (`nameEn`, `nameJp`, ...) for a locale, following the
// shared fallback chain and never returning an empty string while any variant has text.
import { fallbackChain, LOCALE_FIELD_SUFFIX, LOCALES, type Locale } from '@hall/contracts/locale';

export function localized(row: Record<string, unknown>, base: string, locale: Locale): string {
  const chain = [...fallbackChain(locale), ...LOCALES];
  for (const candidate of chain) {
    const value = row[`${base}${LOCALE_FIELD_SUFFIX[candidate]}`];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
