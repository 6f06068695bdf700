// Interface texts (react-i18next). Each language is its own JSON chunk, loaded on demand; missing keys
// fall back to ja-JP, and zh-TW tries zh-CN first (SPEC.md section 9). English is the reference every
// other locale is checked against (locales/locales.test.ts: the same keys everywhere), so an English
// page has nothing to fall back for and does not download the Japanese texts.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@hall/contracts/locale';

type Messages = Record<string, unknown>;

// The shared texts live in locales/<locale>.json (namespace `translation`); a feature with many
// texts of its own keeps them in locales/<namespace>/<locale>.json, loaded when a page first asks
// for that namespace (useTranslation('finance')).
// The operator console's own texts are not among them: the console adds them (console/i18n.ts), so the
// player's first page does not carry the way to load them.
const localeFiles: Record<string, () => Promise<Messages>> = import.meta.glob<Messages>(
  ['../locales/*.json', '../locales/*/*.json', '!../locales/console/*.json'],
  { import: 'default' },
);

/** More texts to load on demand, keyed like the ones above ('../locales/<namespace>/<locale>.json'). */
export function addLocaleFiles(files: Record<string, () => Promise<Messages>>): void {
  Object.assign(localeFiles, files);
}

export function loadMessages(locale: string, namespace = 'translation'): Promise<Messages> {
  const file = namespace === 'translation' ? `../locales/${locale}.json` : `../locales/${namespace}/${locale}.json`;
  const load = localeFiles[file];
  return load ? load() : Promise.reject(new Error(`No messages for ${locale} in ${namespace}`));
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const FALLBACK_LANGUAGES = { 'zh-TW': ['zh-CN', 'ja-JP'], 'en-US': [], default: ['ja-JP'] };

/**
 * Loaded with the shared texts rather than when a page first asks: the lobby (the usual first page)
 * and the header's unread badge need them, and fetching them alongside saves the lobby a round trip.
 */
export const FIRST_NAMESPACES = ['translation', 'content'];

export async function initI18n(locale: Locale, instance: I18n = i18next): Promise<I18n> {
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: FIRST_NAMESPACES,
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  document.documentElement.lang = locale;
  return instance;
}

export { i18next as i18n };
