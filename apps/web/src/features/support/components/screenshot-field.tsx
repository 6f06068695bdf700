// The optional screenshot of a help request or reply: the shared photo picker (compressed in the
// browser; the server checks and re-encodes it like an ID photo), worded for screenshots.
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/photo-picker';

export interface ScreenshotFieldProps {
  id: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

export function ScreenshotField({ id, value, onChange, disabled = false }: ScreenshotFieldProps) {
  const { t } = useTranslation('support');
  const texts = {
    choose: t('screenshot.choose'),
    add: t('screenshot.add'),
    preview: t('screenshot.preview'),
    remove: t('screenshot.remove'),
    failed: t('screenshot.failed'),
    tooLarge: t('validation.photo_too_large', { ns: 'translation' }),
  };
  return (
    <PhotoPicker
      id={id}
      label={t('screenshot.label')}
      hint={t('screenshot.hint')}
      texts={texts}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
