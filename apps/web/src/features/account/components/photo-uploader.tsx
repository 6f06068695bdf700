// One ID photo slot: the kit's image uploader limited to one picture, compressed before it is kept.
// The file input is named after the slot so screen readers know which photo it asks for.
import { ImageUploader, type ImageUploadItem, type ImageUploaderRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTO_BASE64 } from '@hall/contracts/kyc';
import { Icon } from '../../../components/icon';
import { toast } from '../../../components/toast';
import { compressPhoto } from '../utils/compress-photo';

export interface PhotoUploaderProps {
  id: string;
  label: string;
  hint: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function PhotoUploader({ id, label, hint, value, onChange, error, disabled = false }: PhotoUploaderProps) {
  const { t } = useTranslation('account');
  const uploaderRef = useRef<ImageUploaderRef>(null);
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;

  useEffect(() => {
    const input = uploaderRef.current?.nativeElement;
    if (!input) return;
    input.id = id;
    input.setAttribute('aria-label', t('kyc.choosePhoto', { name: label }));
    if (error) input.setAttribute('aria-describedby', errorId);
    else input.removeAttribute('aria-describedby');
  });

  const upload = async (file: File): Promise<ImageUploadItem> => {
    let url: string;
    try {
      url = await compressPhoto(file);
    } catch (cause) {
      toast.fail(t('kyc.photoFailed'));
      throw cause;
    }
    if (url.length > MAX_PHOTO_BASE64) {
      toast.fail(t('validation.photo_too_large', { ns: 'translation' }));
      throw new Error('Photo too large after compression');
    }
    onChange(url);
    return { url };
  };

  return (
    <div className="photo-slot" data-testid={id}>
      <span id={labelId} className="photo-slot-label">
        {label}
      </span>
      <ImageUploader
        ref={uploaderRef}
        value={value ? [{ url: value }] : []}
        onChange={(items) => {
          if (items.length === 0) onChange(null);
        }}
        upload={upload}
        maxCount={1}
        accept="image/jpeg,image/png,image/*"
        disableUpload={disabled}
        deletable={!disabled}
        className="photo-uploader"
        // Our own preview: the kit's has no text alternative and an unlabelled delete control.
        renderItem={(_node, item) => (
          <div className="photo-preview">
            <img src={item.url} alt={t('kyc.preview', { name: label })} />
            {!disabled && (
              <button
                type="button"
                className="photo-remove"
                aria-label={t('kyc.removePhoto', { name: label })}
                onClick={() => onChange(null)}
              >
                <Icon name="close" size={16} />
              </button>
            )}
          </div>
        )}
      >
        <span className="photo-slot-button" aria-hidden="true">
          <Icon name="camera" size={28} />
          <span>{t('kyc.addPhoto')}</span>
        </span>
      </ImageUploader>
      <span className="photo-slot-hint">{hint}</span>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
