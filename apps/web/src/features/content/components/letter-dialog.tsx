// One letter, opened: its title, when it was sent and its body, with delete and close.
import type { StationLetter } from '@hall/contracts/content';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/rich-html';
import { PopupDialog } from '../../../components/popup-dialog';
import { formatDateTime } from '../../../lib/intl-format';
import { currentLocale } from '../../../lib/locale';
import { localizedText } from '../../../lib/localized-field';

export interface LetterDialogProps {
  letter: StationLetter | null;
  onClose: () => void;
  onDelete: (letter: StationLetter) => void;
}

export function LetterDialog({ letter, onClose, onDelete }: LetterDialogProps) {
  const { t } = useTranslation('content');
  const body = letter ? localizedText(letter, 'body') : undefined;
  return (
    <PopupDialog
      visible={letter !== null}
      title={letter ? (localizedText(letter, 'title') ?? t('common.untitled')) : ''}
      onClose={onClose}
      width={640}
      testId="letter-dialog"
    >
      {letter && (
        <>
          <p className="letter-dialog-meta">
            <time dateTime={letter.sentAt}>{formatDateTime(letter.sentAt, currentLocale())}</time>
            {letter.broadcast && <span className="letter-tag">{t('station.toAll')}</span>}
          </p>
          {body && <RichHtml html={body} className="letter-dialog-body" />}
          <div className="letter-dialog-actions">
            <Button fill="outline" color="danger" onClick={() => onDelete(letter)}>
              {t('station.delete')}
            </Button>
            <Button color="primary" onClick={onClose}>
              {t('common.close', { ns: 'translation' })}
            </Button>
          </div>
        </>
      )}
    </PopupDialog>
  );
}
