// Server-side messages in the seven locales, with the same fallback chain as the web app.
import { fallbackChain, type Locale } from '@hall/contracts/locale';
import { enUS, type MessageKey, type Messages } from './messages/en-US';
import { jaJP } from './messages/ja-JP';
import { koKR } from './messages/ko-KR';
import { zhCN } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';
import { filPH } from './messages/fil-PH';
import { viVN } from './messages/vi-VN';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const CATALOGUES: Record<Locale, Messages> = {
  'en-US': enUS,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  let template: string | undefined;
  for (const candidate of fallbackChain(locale)) {
    template = CATALOGUES[candidate][key];
    if (template) break;
  }
  return (template ?? enUS[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}

export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale];
}
