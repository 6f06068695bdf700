// Field helpers shared by every kind of content: the seven language variants of a text, the same
// resolved for the reader's language, and rich text run through the sanitiser on its way in.
import { LOCALIZED_SUFFIXES, type LocalizedSuffix } from '@hall/contracts/content';
import type { Locale } from '@hall/contracts/locale';
import { sanitiseHtml } from '../../lib/html-sanitiser';
import { localized } from '../../lib/localized';

type Variants<B extends string> = { [K in `${B}${LocalizedSuffix}`]: string };

/** The seven stored variants of a text (`titleEn` ... `titleVi`). */
export function variants<B extends string>(row: Record<string, unknown>, base: B): Variants<B> {
  return Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`${base}${s}`, row[`${base}${s}`] ?? ''])) as Variants<B>;
}

/** The variants plus the text resolved for a reader's language under the bare name (`title`). */
export function readable<B extends string>(row: Record<string, unknown>, base: B, locale: Locale) {
  return { [base]: localized(row, base, locale), ...variants(row, base) } as { [K in B]: string } & Variants<B>;
}

/** A copy of `input` with the rich-text variants of each of `bases` sanitised. */
export function sanitised<T extends Record<string, unknown>>(input: T, bases: readonly string[]): T {
  const out: Record<string, unknown> = { ...input };
  for (const base of bases)
    for (const s of LOCALIZED_SUFFIXES) {
      const key = `${base}${s}`;
      if (typeof out[key] === 'string') out[key] = sanitiseHtml(out[key]);
    }
  return out as T;
}

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
