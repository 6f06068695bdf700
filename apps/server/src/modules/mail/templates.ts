// E-mails in the recipient's language: plain text plus a simple HTML version.
import type { Locale } from '@hall/contracts/locale';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from './mailer';

const SUBJECTS = {
  register: 'mail.register.subject',
  reset: 'mail.reset.subject',
  fund: 'mail.fund.subject',
  email: 'mail.email.subject',
} as const;

export function codeMail(
  locale: Locale,
  purpose: keyof typeof SUBJECTS,
  to: string,
  code: string,
  minutes: number,
  /** A reset mail may carry a link that opens the site's reset form with the account and code filled in. */
  link?: string,
): MailMessage {
  const subject = translate(locale, SUBJECTS[purpose]);
  const body = translate(locale, 'mail.code.body', { code, minutes });
  const linkText = link ? translate(locale, 'mail.reset.link', { url: link, minutes }) : null;
  const text = linkText ? `${body}\n\n${linkText}` : body;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1a1a1a">` +
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>` +
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>` +
    `<p>${escapeHtml(body)}</p>` +
    (link
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(translate(locale, 'mail.reset.button'))}</a></p>` +
        `<p style="color:#555;font-size:13px">${escapeHtml(linkText!)}</p>`
      : '') +
    `</body></html>`;
  return { to, subject, text, html };
}
