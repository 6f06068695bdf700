// One ID photo slot: the shared photo picker worded for identity verification.
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/photo-picker';

export interface PhotoUploaderProps {
  id: string;
  label: string;
  hint: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function PhotoUploader({ label, ...props }: PhotoUploaderProps) {
  const { t } = useTranslation('account');
  const texts = {
    choose: t('kyc.choosePhoto', { name: label }),
    add: t('kyc.addPhoto'),
    preview: t('kyc.preview', { name: label }),
    remove: t('kyc.removePhoto', { name: label }),
    failed: t('kyc.photoFailed'),
    tooLarge: t('validation.photo_too_large', { ns: 'translation' }),
  };
  return <PhotoPicker label={label} texts={texts} {...props} />;
}
