// One picture slot (an ID photo, a help-request screenshot): the kit's image uploader limited to one
// picture, compressed in the browser before it is kept as a data: URL. The file input is named after
// the slot so screen readers know which picture it asks for; the preview has a text alternative and
// a labelled remove button. The caller words every text in its own namespace.
import { ImageUploader, type ImageUploadItem, type ImageUploaderRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { MAX_PHOTO_BASE64 } from '@hall/contracts/kyc';
import { compressPhoto } from '../lib/compress-photo';
import { Icon } from './icon';
import { toast } from './toast';
import './photo-picker.css';

export interface PhotoPickerTexts {
  /** The file input's accessible name ("Choose a photo: front of the ID"). */
  choose: string;
  /** The visible words on the empty slot. */
  add: string;
  /** The preview's text alternative. */
  preview: string;
  /** The remove button's accessible name. */
  remove: string;
  /** Said when the picture cannot be read. */
  failed: string;
  /** Said when the picture stays too large after compression. */
  tooLarge: string;
}

export interface PhotoPickerProps {
  id: string;
  label: string;
  hint?: string | undefined;
  texts: PhotoPickerTexts;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function PhotoPicker({ id, label, hint, texts, value, onChange, error, disabled = false }: PhotoPickerProps) {
  const uploaderRef = useRef<ImageUploaderRef>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  useEffect(() => {
    const input = uploaderRef.current?.nativeElement;
    if (!input) return;
    input.id = id;
    input.setAttribute('aria-label', texts.choose);
    const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  });

  const upload = async (file: File): Promise<ImageUploadItem> => {
    let url: string;
    try {
      url = await compressPhoto(file);
    } catch (cause) {
      toast.fail(texts.failed);
      throw cause;
    }
    if (url.length > MAX_PHOTO_BASE64) {
      toast.fail(texts.tooLarge);
      throw new Error('Photo too large after compression');
    }
    onChange(url);
    return { url };
  };

  return (
    <div className="photo-slot" data-testid={id}>
      <span className="photo-slot-label">{label}</span>
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
            <img src={item.url} alt={texts.preview} />
            {!disabled && (
              <button type="button" className="photo-remove" aria-label={texts.remove} onClick={() => onChange(null)}>
                <Icon name="close" size={16} />
              </button>
            )}
          </div>
        )}
      >
        <span className="photo-slot-button" aria-hidden="true">
          <Icon name="camera" size={28} />
          <span>{texts.add}</span>
        </span>
      </ImageUploader>
      {hint && (
        <span id={hintId} className="photo-slot-hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
