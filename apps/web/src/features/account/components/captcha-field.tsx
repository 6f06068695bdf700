// The captcha answer with its picture beside it; a click on the picture fetches a new one. Shown only
// while the server has the captcha on (providers.captcha).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import type { useCaptchaQuery } from '../api/get-captcha';
import { captchaImageSrc } from '../api/get-captcha';

export interface CaptchaFieldProps {
  id: string;
  captcha: ReturnType<typeof useCaptchaQuery>;
  onRefresh: () => void;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function CaptchaField({ id, captcha, onRefresh, error, registration }: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  const src = captchaImageSrc(captcha.data);
  return (
    <TextField
      id={id}
      label={t('captcha.label')}
      placeholder={t('captcha.placeholder')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      error={error}
      {...registration}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid={`${id}-image`}
          aria-busy={captcha.isFetching || undefined}
        >
          {src ? <img src={src} alt="" width={112} height={44} /> : <span>{t('captcha.loading')}</span>}
        </button>
      }
    />
  );
}
