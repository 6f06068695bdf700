// A letter from the site made of two catalogue messages: a title and a one-paragraph body, in every
// language, with the parameters as each language writes them (numbers, rates). What goes into the
// body (an operator's reason, a note) is escaped: the letter says it, it never becomes markup.
import type { Locale } from '@hall/contracts/locale';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';

export function messageLetter(
  title: MessageKey,
  body: MessageKey,
  params: (locale: Locale) => MessageParams = () => ({}),
): (locale: Locale) => { title: string; body: string } {
  return (locale) => ({
    title: translate(locale, title),
    body: `<p>${escapeHtml(translate(locale, body, params(locale)))}</p>`,
  });
}
