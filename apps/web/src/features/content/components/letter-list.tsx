// The inbox list: one row per letter, unread ones marked (dot, bold, and "Unread" for screen
// readers), each opening the letter, with its own delete button.
import type { StationLetter } from '@hall/contracts/content';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { formatDateTime } from '../../../lib/intl-format';
import { currentLocale } from '../../../lib/locale';
import { localizedText } from '../../../lib/localized-field';

export interface LetterListProps {
  letters: StationLetter[];
  onOpen: (letter: StationLetter) => void;
  onDelete: (letter: StationLetter) => void;
}

export function LetterList({ letters, onOpen, onDelete }: LetterListProps) {
  const { t } = useTranslation('content');
  const locale = currentLocale();
  return (
    <ul className="letter-list" aria-label={t('station.listLabel')}>
      {letters.map((letter) => {
        const title = localizedText(letter, 'title') ?? t('common.untitled');
        return (
          <li
            key={letter.id}
            className={`letter-row${letter.read ? '' : ' letter-row-unread'}`}
            data-testid="letter-row"
            data-read={letter.read}
          >
            <button type="button" className="letter-open" onClick={() => onOpen(letter)}>
              <span className="letter-dot" aria-hidden="true" />
              <span className="letter-text">
                <span className="letter-title">
                  {!letter.read && <span className="visually-hidden">{t('station.unreadLabel')}: </span>}
                  {title}
                </span>
                <span className="letter-meta">
                  <time dateTime={letter.sentAt}>{formatDateTime(letter.sentAt, locale)}</time>
                  {letter.broadcast && <span className="letter-tag">{t('station.toAll')}</span>}
                </span>
              </span>
            </button>
            <button
              type="button"
              className="icon-button letter-delete"
              aria-label={t('station.deleteNamed', { title })}
              onClick={() => onDelete(letter)}
            >
              <Icon name="trash" size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
