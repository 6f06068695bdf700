// An image address field with an upload button beside it: the picture is shrunk in the browser,
// sent to the server (which checks and re-encodes it) and its /media address fills the field. The
// current picture is shown under the field, so the editor sees what the address points at.
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaUploaded } from '@hall/contracts/media';
import { compressPhoto } from '../../lib/compress-photo';
import { NS } from '../i18n';
import { usePost } from './use-post';

/** What the server keeps of a banner (1920 px); a little quality is kept back for the re-encode. */
const BANNER_UPLOAD = { quality: 0.9, maxWidth: 1920, maxHeight: 1920 };

interface Props {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  width: number;
}

export function ImageUrlInput({ value, onChange, id, disabled, width }: Props) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { post } = usePost<MediaUploaded>();
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const image = await compressPhoto(file, BANNER_UPLOAD);
      const saved = await post('/v2/admin/media/upload', { image });
      onChange?.(saved.url);
      void message.success(t('content.uploaded'));
    } catch (error) {
      void message.error((error as { message?: string }).message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical">
      <Space wrap>
        <Input
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          style={{ width }}
          disabled={disabled}
        />
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          disabled={disabled || busy}
          // The file goes through compressPhoto and our envelope call, not antd's own request.
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} data-testid="image-upload">
            {t('content.upload_image')}
          </Button>
        </Upload>
      </Space>
      {value && (
        <img
          src={value}
          alt={t('content.current_image')}
          data-testid="image-current"
          style={{ maxWidth: width, maxHeight: 160, borderRadius: 6, objectFit: 'contain' }}
        />
      )}
    </Space>
  );
}
