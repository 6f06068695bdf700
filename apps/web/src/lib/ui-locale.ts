// The UI kit's own texts (confirm, cancel, loading...) in the interface language. The kit has no
// Filipino pack, so Filipino uses its English one.
//
// They are set as the kit's default configuration rather than through its ConfigProvider: the
// language is fixed for a page's life (choosing another reloads the page), the default also reaches
// what the kit renders outside the React tree (Dialog.show, Toast), and the kit's configuration code
// then loads beside the texts instead of with every first page. The build makes English the kit's
// built-in default in place of Chinese (vite.config.ts, kitDefaultLocale), so an English page loads
// one pack and a Chinese page loads its own on demand like every other language.
import type { Locale } from '@hall/contracts/locale';
import type enUS from 'antd-mobile/es/locales/en-US';

export type UiLocale = typeof enUS;

const loaders: Record<Locale, () => Promise<{ default: UiLocale }>> = {
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  'fil-PH': () => import('antd-mobile/es/locales/en-US'),
  'vi-VN': () => import('antd-mobile/es/locales/vi-VN'),
};

async function loadUiLocale(locale: Locale): Promise<UiLocale> {
  const module = await loaders[locale]();
  return module.default;
}

/** Loads the kit's texts for `locale` and makes them its default; awaited before the first render. */
export async function applyUiLocale(locale: Locale): Promise<UiLocale> {
  const [config, pack] = await Promise.all([import('antd-mobile/es/components/config-provider'), loadUiLocale(locale)]);
  config.setDefaultConfig({ ...config.getDefaultConfig(), locale: pack });
  return pack;
}
