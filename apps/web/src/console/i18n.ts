// The console's texts: namespace `console` (locales/console/<locale>.json) on the site's i18next,
// antd's own texts in the same language, and refine's translate function over both.
import type { I18nProvider } from '@refinedev/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@hall/contracts/locale';
import { addLocaleFiles, i18n, initI18n } from '../lib/i18n';
import { switchLocale } from '../lib/locale';

export const NS = 'console';

addLocaleFiles(import.meta.glob<Record<string, unknown>>('../locales/console/*.json', { import: 'default' }));

// antd has no Filipino texts: its English ones stand in; ours are translated.
const ANTD_LOCALES: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'en-US': () => import('antd/es/locale/en_US'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
  'ko-KR': () => import('antd/es/locale/ko_KR'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'fil-PH': () => import('antd/es/locale/en_US'),
  'vi-VN': () => import('antd/es/locale/vi_VN'),
};

export async function initConsoleI18n(locale: Locale): Promise<AntdLocale> {
  const [antd] = await Promise.all([
    ANTD_LOCALES[locale]().then((m) => m.default),
    initI18n(locale).then((instance) => instance.loadNamespaces(NS)),
  ]);
  return antd;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    i18n.t(key, { ns: NS, defaultValue: defaultMessage ?? key, ...(options as object) }),
  changeLocale: (lang) => {
    switchLocale(lang as Locale);
    return Promise.resolve();
  },
  getLocale: () => i18n.language,
};
