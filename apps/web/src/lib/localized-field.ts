// Reads the interface-language variant of a localised entity field (`titleEn`, `titleJp`, `titleZhTW`
// ...). The chain is SPEC.md section 9's: the chosen language, zh-TW then zh-CN, ja-JP, English, and
// at last any variant with text, so a half-translated notice still shows something readable.
import { fallbackChain, LOCALE_FIELD_SUFFIX, LOCALES, type Locale } from '@hall/contracts/locale';
import { currentLocale } from './locale';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The languages to try for a field, in order, each once. */
export function fieldLocaleChain(locale: Locale): Locale[] {
  return [...new Set<Locale>([...fallbackChain(locale), 'en-US', ...LOCALES])];
}

/**
 * The best variant of `base` for `locale`: `localizedField(notice, 'title', 'zh-TW')` reads titleZhTW,
 * then titleZh, titleJp, titleEn, then the other variants, then a plain `title` the server may have
 * localised already. Undefined when none has text: callers show their own placeholder, never an empty
 * string or a translation key.
 */
export function localizedField(entity: object, base: string, locale: Locale): string | undefined {
  const record = entity as Record<string, unknown>;
  for (const candidate of fieldLocaleChain(locale)) {
    const value = record[`${base}${LOCALE_FIELD_SUFFIX[candidate]}`];
    if (nonEmpty(value)) return value;
  }
  const plain = record[base];
  return nonEmpty(plain) ? plain : undefined;
}

/** localizedField bound to the interface language of this page view. */
export function localizedText(entity: object, base: string): string | undefined {
  return localizedField(entity, base, currentLocale());
}
