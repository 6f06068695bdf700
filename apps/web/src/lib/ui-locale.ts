// The UI kit's own texts (confirm, cancel, loading...) in the interface language. The kit has no
// Filipino pack, so Filipino uses its English one.
import type { Locale } from '@hall/contracts/locale';
import type enUS from 'antd-mobile/es/locales/en-US';
// The kit bundles its zh-CN pack as its default anyway; importing it statically costs nothing.
import zhCN from 'antd-mobile/es/locales/zh-CN';

export type UiLocale = typeof enUS;

const loaders: Record<Locale, () => Promise<{ default: UiLocale }>> = {
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'zh-CN': () => Promise.resolve({ default: zhCN }),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  'fil-PH': () => import('antd-mobile/es/locales/en-US'),
  'vi-VN': () => import('antd-mobile/es/locales/vi-VN'),
};

export async function loadUiLocale(locale: Locale): Promise<UiLocale> {
  const module = await loaders[locale]();
  return module.default;
}
