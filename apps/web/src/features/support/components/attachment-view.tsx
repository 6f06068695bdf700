// The screenshot of a message, fetched only when the reader asks for it (pictures are large and
// private): a button first, then the picture with a text alternative.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useAttachment } from '../api/get-attachment';

export function AttachmentView({ messageId, when }: { messageId: number; when: string }) {
  const { t } = useTranslation('support');
  const [shown, setShown] = useState(false);
  const image = useAttachment(messageId, shown);
  if (!shown) {
    return (
      <button type="button" className="button-link support-attachment-button" onClick={() => setShown(true)}>
        <Icon name="camera" size={18} />
        <span>{t('detail.showScreenshot')}</span>
      </button>
    );
  }
  if (image.isPending) {
    return (
      <p className="support-attachment-status" role="status">
        {t('detail.loadingScreenshot')}
      </p>
    );
  }
  if (image.isError) {
    return (
      <p className="form-error" role="alert">
        {t('detail.screenshotFailed')}
      </p>
    );
  }
  return (
    <figure className="support-attachment">
      <img src={image.data.image} alt={t('detail.screenshotAlt', { date: when })} data-testid="support-screenshot" />
    </figure>
  );
}
