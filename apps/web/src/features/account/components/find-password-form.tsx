// Find password (SPEC.md sections 3-5), opened from the login tab's forgot-password link. Step 1:
// account and captcha mail a code, with a "sent" tip; step 2: the code and a new password (twice),
// then a success message and the dialog closes. A reset link from an e-mail (/login#reset=&code=)
// opens it at step 2 with the account and the code filled in.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResetCodeRequest, ResetPasswordRequest } from '@hall/contracts/auth';
import { CaptchaAnswer } from '@hall/contracts/fields';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { fieldErrorText, shownError } from '../../../lib/form-errors';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { useCaptchaQuery } from '../api/get-captcha';
import { useProviders } from '../api/get-providers';
import { type RESET_PASSWORD_FIELD_REASONS, useResetPassword } from '../api/reset-password';
import { type SEND_RESET_CODE_FIELD_REASONS, useSendResetCode } from '../api/send-reset-code';
import type { ResetPrefill } from '../stores/auth-dialog-store';
import { fieldRefusal, showFieldRefusal, type RefusalFields } from '../utils/field-refusal';
import { CaptchaField } from './captcha-field';

/**
 * The find-password request's contract requires a captcha answer even while the captcha is off (the
 * login request's does not); the server ignores it then, so a placeholder is sent.
 */
export const CAPTCHA_OFF_ANSWER = '-';

// Step 1's qrcode is the captcha answer, step 2's the e-mailed code.
const SEND_CODE_REFUSAL_FIELDS: RefusalFields<typeof SEND_RESET_CODE_FIELD_REASONS, 'qrcode'> = {
  captcha_invalid: 'qrcode',
};
const RESET_REFUSAL_FIELDS: RefusalFields<typeof RESET_PASSWORD_FIELD_REASONS, 'qrcode' | 'newPassword'> = {
  code_invalid: 'qrcode',
  code_burned: 'qrcode',
  fund_password_same_as_password: 'newPassword',
};

export function findPasswordAccountSchema(captcha: boolean) {
  return ResetCodeRequest.pick({ account: true }).extend({
    qrcode: captcha ? CaptchaAnswer : z.string().optional(),
  });
}

export const findPasswordResetSchema = withConfirmedPassword(
  ResetPasswordRequest.pick({ newPassword: true, qrcode: true }).extend({ confirmPassword: z.string() }),
  'newPassword',
);

export interface FindPasswordFormProps {
  /** From a reset link: start at step 2 with this account and code. */
  prefill?: ResetPrefill | null;
  /** The password is reset: show the success message and close the dialog. */
  onDone: () => void;
  onBackToLogin: () => void;
  autoFocus?: boolean;
}

export function FindPasswordForm({ prefill, onDone, onBackToLogin, autoFocus = true }: FindPasswordFormProps) {
  const { t } = useTranslation('account');
  const [account, setAccount] = useState<string | null>(prefill?.account ?? null);
  const [lastAccount, setLastAccount] = useState(prefill?.account ?? '');
  // The link's code belongs to its account only: another account starts without it.
  const code = prefill && account === prefill.account ? prefill.code : undefined;

  return (
    <div className="auth-form-wrap">
      {account === null ? (
        <AccountStep
          defaultAccount={lastAccount}
          autoFocus={autoFocus}
          onSent={(name) => {
            setLastAccount(name);
            setAccount(name);
          }}
        />
      ) : (
        <ResetStep
          account={account}
          code={code}
          onBack={() => setAccount(null)}
          onDone={() => {
            toast.success(t('findPassword.done'));
            onDone();
          }}
        />
      )}
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onBackToLogin}>
          {t('findPassword.backToLogin')}
        </button>
      </p>
    </div>
  );
}

function AccountStep({
  defaultAccount,
  autoFocus,
  onSent,
}: {
  defaultAccount: string;
  autoFocus: boolean;
  onSent: (account: string) => void;
}) {
  const { t } = useTranslation('account');
  const providers = useProviders();
  const captchaOn = providers.data?.captcha === true;
  const captcha = useCaptchaQuery(captchaOn);
  const schema = useMemo(() => findPasswordAccountSchema(captchaOn), [captchaOn]);
  type Input = z.input<typeof schema>;
  type Values = z.output<typeof schema>;
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { account: defaultAccount, qrcode: '' },
  });
  const sendCode = useSendResetCode();

  useEffect(() => {
    if (autoFocus) setFocus('account');
  }, [autoFocus, setFocus]);

  const refreshCaptcha = () => {
    setValue('qrcode', '');
    void captcha.refetch();
  };

  const onSubmit = handleSubmit((values) => {
    sendCode.mutate(
      {
        account: values.account,
        qrcode: captchaOn ? (values.qrcode ?? '') : CAPTCHA_OFF_ANSWER,
        uuid: captchaOn ? (captcha.data?.uuid ?? '') : '',
      },
      {
        onSuccess: () => {
          toast.success(t('findPassword.sentTip'));
          onSent(values.account);
        },
        onError: (error) => {
          // Each captcha is good for one try.
          if (captchaOn) refreshCaptcha();
          const refusal = fieldRefusal(error, SEND_CODE_REFUSAL_FIELDS);
          if (!refusal) return;
          showFieldRefusal(setError, refusal);
          // The captcha is not on screen because the providers' answer is missing: fetched again,
          // the captcha shows, with the refusal under it.
          if (!captchaOn) void providers.refetch();
        },
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="find-password-account-form">
      <p className="auth-step">{t('findPassword.step', { step: 1, total: 2 })}</p>
      <p className="form-section-text">{t('findPassword.intro')}</p>
      <TextField
        id="find-account"
        label={t('findPassword.account')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.account && fieldErrorText(t, errors.account.message, t('fields.account'))}
        {...register('account')}
      />
      {captchaOn && (
        <CaptchaField
          id="find-captcha"
          captcha={captcha}
          onRefresh={refreshCaptcha}
          error={errors.qrcode && shownError(t, errors.qrcode, t('fields.captcha'))}
          registration={register('qrcode')}
        />
      )}
      <Button block type="submit" color="primary" size="large" loading={sendCode.isPending}>
        {t('findPassword.sendCode')}
      </Button>
    </form>
  );
}

type ResetInput = z.input<typeof findPasswordResetSchema>;
type ResetValues = z.output<typeof findPasswordResetSchema>;

function ResetStep({
  account,
  code,
  onBack,
  onDone,
}: {
  account: string;
  /** The code from a reset link, filled in. */
  code?: string | undefined;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(findPasswordResetSchema),
    defaultValues: { qrcode: code ?? '', newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';
  const reset = useResetPassword();

  // With the code filled in from a link, the new password is what is left to type.
  useEffect(() => setFocus(code ? 'newPassword' : 'qrcode'), [setFocus, code]);

  const onSubmit = handleSubmit((values) => {
    reset.mutate(
      { account, newPassword: values.newPassword, qrcode: values.qrcode },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refusal = fieldRefusal(error, RESET_REFUSAL_FIELDS);
          if (refusal) showFieldRefusal(setError, refusal);
        },
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="find-password-reset-form">
      <p className="auth-step">{t('findPassword.step', { step: 2, total: 2 })}</p>
      <p className="auth-sent-tip" role="status">
        {code ? t('findPassword.linkTip', { account }) : t('findPassword.sentTipFor', { account })}
      </p>
      <div className="form-field">
        <span className="form-label-static">{t('findPassword.account')}</span>
        <p className="auth-readonly">
          <span data-testid="find-password-account">{account}</span>
          <button type="button" className="link-button" onClick={onBack}>
            {t('findPassword.changeAccount')}
          </button>
        </p>
      </div>
      <TextField
        id="find-code"
        inputMode="numeric"
        maxLength={6}
        label={t('findPassword.code')}
        placeholder={t('register.codePlaceholder')}
        autoComplete="one-time-code"
        error={errors.qrcode && shownError(t, errors.qrcode, t('fields.code'))}
        {...register('qrcode')}
      />
      <NewPasswordFields
        idPrefix="find-new"
        label={t('findPassword.newPassword')}
        password={password}
        passwordField={register('newPassword')}
        confirmField={register('confirmPassword')}
        passwordError={errors.newPassword && shownError(t, errors.newPassword, t('fields.newPassword'))}
        confirmError={
          errors.confirmPassword && fieldErrorText(t, errors.confirmPassword.message, t('fields.confirmPassword'))
        }
      />
      <Button block type="submit" color="primary" size="large" loading={reset.isPending}>
        {t('findPassword.submit')}
      </Button>
    </form>
  );
}

export default FindPasswordForm;
