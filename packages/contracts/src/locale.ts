// The seven interface languages and the fallback rules every layer shares (SPEC.md section 9).
import { z } from 'zod';

export const LOCALES = ['en-US', 'ja-JP', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const FALLBACK_LOCALE: Locale = 'ja-JP';

/** Locales tried after the chosen one, in order: zh-TW falls back to zh-CN first, everything to ja-JP. */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  if (locale === 'zh-TW') chain.push('zh-CN');
  if (locale !== FALLBACK_LOCALE) chain.push(FALLBACK_LOCALE);
  return chain;
}

/**
 * The suffix each locale uses in localised entity fields (`nameZh`, `nameZhTW`, `nameEn`, `nameJp` from
 * SPEC.md's helper, plus `Ko`, `Fil` and `Vi` for the other three languages).
 */
export const LOCALE_FIELD_SUFFIX: Record<Locale, string> = {
  'en-US': 'En',
  'ja-JP': 'Jp',
  'ko-KR': 'Ko',
  'zh-CN': 'Zh',
  'zh-TW': 'ZhTW',
  'fil-PH': 'Fil',
  'vi-VN': 'Vi',
};

/**
 * Picks the best of our locales for an Accept-Language header (or a stored `lang` value):
 * exact tag first, then the language part (`zh-Hant` and `zh-HK` read as zh-TW), by q-weight.
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return FALLBACK_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}

function matchLocale(tag: string): Locale | undefined {
  const exact = LOCALES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const [lang, ...rest] = tag.split('-');
  if (lang === 'zh') {
    const traditional = rest.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s));
    return traditional ? 'zh-TW' : 'zh-CN';
  }
  if (lang === 'tl') return 'fil-PH';
  return LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === lang);
}
