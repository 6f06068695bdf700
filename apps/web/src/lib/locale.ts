// Which of the seven interface languages is active: stored choice, then the browser's, then English.
import { LOCALES, type Locale } from '@hall/contracts/locale';
import { LANG_STORAGE_KEY } from './config';
import { readStorage, writeStorage } from './storage';

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language named in itself, as the language switcher shows it. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'fil-PH': 'Filipino',
  'vi-VN': 'Tiếng Việt',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a browser language tag to one of ours, or undefined when none fits. */
export function matchBrowserLanguage(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
  }
  if (language === 'tl') return 'fil-PH';
  return LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
}

export function detectLocale(
  stored: string | null = readStorage(LANG_STORAGE_KEY),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

let activeLocale: Locale | undefined;

/** The language this page view runs in; decided once, because changing it reloads the page. */
export function currentLocale(): Locale {
  activeLocale ??= detectLocale();
  return activeLocale;
}

export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** Stores the choice and reloads, so every text, date format and cached response follows it. */
export function switchLocale(locale: Locale, reload: () => void = () => window.location.reload()): void {
  writeStorage(LANG_STORAGE_KEY, locale);
  reload();
}
