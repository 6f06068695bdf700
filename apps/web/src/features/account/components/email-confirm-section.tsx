// A player whose e-mail address is not confirmed (an account its agent opened, with the address the
// agent typed or none; one whose address its owner took back) confirms an address of its own: a code
// is mailed to it, and the code makes it the account's address. Until then the address signs nothing
// in and resets no password. Refusals are said under the field they concern.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailConfirmRequest } from '@hall/contracts/auth';
import { Email } from '@hall/contracts/fields';
import type { UserInfo } from '@hall/contracts/user';
import { Callout } from '../../../components/callout';
import { EmailCodeFields } from './email-code-fields';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { type CONFIRM_EMAIL_FIELD_REASONS, useConfirmEmail } from '../api/confirm-email';
import { type SEND_EMAIL_CONFIRM_CODE_FIELD_REASONS, useSendEmailConfirmCode } from '../api/send-email-confirm-code';
import { fieldRefusal, showFieldRefusal, type RefusalFields } from '../utils/field-refusal';
import { isPlaceholderEmail as isPlaceholder } from '../utils/placeholder-email';

type Input = z.input<typeof EmailConfirmRequest>;
type Values = z.output<typeof EmailConfirmRequest>;

const RESEND_SECONDS = 60;

const SEND_REFUSALS: RefusalFields<typeof SEND_EMAIL_CONFIRM_CODE_FIELD_REASONS, 'email'> = {
  email_taken: 'email',
  email_confirmed: 'email',
};
const CONFIRM_REFUSALS: RefusalFields<typeof CONFIRM_EMAIL_FIELD_REASONS, 'email' | 'code'> = {
  code_invalid: 'code',
  code_burned: 'code',
  email_taken: 'email',
  identity_excluded: 'email',
};

export function EmailConfirmSection({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    trigger,
    setFocus,
    setError,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(EmailConfirmRequest),
    defaultValues: { email: isPlaceholder(user.email) ? '' : user.email, code: '' },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const countdown = useCountdown(`email-confirm:${email.trim().toLowerCase()}`);
  const sendCode = useSendEmailConfirmCode();
  const confirm = useConfirmEmail();

  const onSendCode = async () => {
    if (!(await trigger('email'))) return;
    sendCode.mutate(
      { email: email.trim() },
      {
        onSuccess: (data) => {
          countdown.start(data?.resendAfterSeconds ?? RESEND_SECONDS);
          setFocus('code');
        },
        onError: (error) => {
          // Asked too soon (another tab, a reload): wait as long as the server says.
          if (error instanceof ApiError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
          const refused = fieldRefusal(error, SEND_REFUSALS);
          if (refused) showFieldRefusal(setError, refused);
        },
      },
    );
  };

  const onSubmit = handleSubmit((values) => {
    confirm.mutate(values, {
      onSuccess: (result) => {
        toast.success(t('emailConfirm.done', { email: result.email }));
        reset({ email: result.email, code: '' });
      },
      onError: (error) => {
        const refused = fieldRefusal(error, CONFIRM_REFUSALS);
        if (refused) showFieldRefusal(setError, refused);
      },
    });
  });

  return (
    <section className="form-section" aria-labelledby="email-confirm-title" data-testid="email-confirm">
      <h2 id="email-confirm-title" className="form-section-title">
        {t('emailConfirm.title')}
      </h2>
      {user.emailVerified ? (
        <p className="form-section-text" data-testid="email-confirmed">
          {t('emailConfirm.confirmed', { email: user.email })}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate data-testid="email-confirm-form">
          <Callout tone="warning">
            <p>{t(isPlaceholder(user.email) ? 'emailConfirm.none' : 'emailConfirm.unconfirmed')}</p>
          </Callout>
          <EmailCodeFields
            idPrefix="email-confirm"
            email={email}
            emailField={register('email')}
            codeField={register('code')}
            errors={errors}
            countdown={countdown}
            sendDisabled={!Email.safeParse(email).success}
            sending={sendCode.isPending}
            onSendCode={() => void onSendCode()}
          />
          <div className="form-actions">
            <Button type="submit" color="primary" size="large" loading={confirm.isPending}>
              {t('emailConfirm.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
