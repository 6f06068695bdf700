// A saved letter draft as a player will see it, in any of the seven languages: its row in the inbox
// (unread) and the letter opened. It is drawn with the player site's own pieces: the same choice
// between languages, the same date format, the same rich-text component over the body the server
// stored (sanitised when saved), the inbox's style sheet, and the inbox's own words for "to everyone"
// and "untitled" in the language shown.
import { Card, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStationDraft } from '@hall/contracts/content';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import { RichHtml } from '../../components/rich-html';
import { loadMessages } from '../../lib/i18n';
import { formatDateTime } from '../../lib/intl-format';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import '../../features/content/letters.css';
import { NS } from '../i18n';
import { letterPreview } from './letter-values';

interface InboxWords {
  toAll: string;
  untitled: string;
}

/** The inbox's words in one language, from the player site's own texts. */
function useInboxWords(locale: Locale): InboxWords | undefined {
  const [words, setWords] = useState<{ locale: Locale; words: InboxWords }>();
  useEffect(() => {
    let current = true;
    loadMessages(locale, 'content').then(
      (messages) => {
        const m = messages as { station?: { toAll?: string }; common?: { untitled?: string } };
        if (current) setWords({ locale, words: { toAll: m.station?.toAll ?? '', untitled: m.common?.untitled ?? '' } });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return words?.locale === locale ? words.words : undefined;
}

export function LetterPreview({ letter, initialLocale }: { letter: AdminStationDraft; initialLocale?: Locale }) {
  const { t, i18n } = useTranslation(NS);
  const [locale, setLocale] = useState<Locale>(initialLocale ?? (i18n.language as Locale));
  const words = useInboxWords(locale);
  const view = letterPreview(letter, locale);
  const title = view.title ?? words?.untitled ?? '';
  const when = formatDateTime(view.sentAt, locale);
  const tag = view.broadcast && words ? <span className="letter-tag">{words.toAll}</span> : null;
  return (
    <Card title={t('letter.preview')} size="small">
      <Segmented
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
        style={{ marginBottom: 12, flexWrap: 'wrap' }}
      />
      <div className="console-preview console-letter-preview" lang={locale} data-testid="letter-preview">
        <p className="console-preview-caption">{t('letter.preview_inbox')}</p>
        <ul className="letter-list">
          <li className="letter-row letter-row-unread">
            <div className="letter-open">
              <span className="letter-dot" aria-hidden="true" />
              <span className="letter-text">
                <span className="letter-title" data-testid="letter-preview-row-title">
                  {title}
                </span>
                <span className="letter-meta">
                  <time dateTime={view.sentAt}>{when}</time>
                  {tag}
                </span>
              </span>
            </div>
          </li>
        </ul>
        <p className="console-preview-caption">{t('letter.preview_opened')}</p>
        <section className="console-letter-open" aria-label={title}>
          <h3 className="console-letter-title" data-testid="letter-preview-title">
            {title}
          </h3>
          <p className="letter-dialog-meta">
            <time dateTime={view.sentAt}>{when}</time>
            {tag}
          </p>
          {view.body && <RichHtml html={view.body} className="letter-dialog-body" />}
        </section>
      </div>
    </Card>
  );
}
