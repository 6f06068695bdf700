// The login tab (SPEC.md sections 3-5): account (user name or e-mail), password, the captcha when
// the server has it on, remember me (on by default; keeps only the account), the forgot-password
// link, and Google/Line when configured. A failed attempt clears and refreshes the captcha; a wrong
// password or captcha answer is said under its field, where the player is looking, not in a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoginRequest } from '@hall/contracts/auth';
import { CaptchaAnswer } from '@hall/contracts/fields';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { fieldErrorText, shownError } from '../../../lib/form-errors';
import { useCaptchaQuery } from '../api/get-captcha';
import { useProviders } from '../api/get-providers';
import type { LOGIN_FIELD_REASONS } from '../api/login';
import { useLogin } from '../api/login';
import { fieldRefusal, showFieldRefusal, type RefusalFields } from '../utils/field-refusal';
import { rememberAccount, rememberedAccount } from '../utils/remember-me';
import { CaptchaField } from './captcha-field';
import { ThirdPartyLogin } from './third-party-login';

const LOGIN_REFUSAL_FIELDS: RefusalFields<typeof LOGIN_FIELD_REASONS, 'qrcode' | 'password'> = {
  captcha_invalid: 'qrcode',
  login_failed: 'password',
};

/** The contract's login rules, with the captcha answer required only while the captcha is on. */
export function loginFormSchema(captcha: boolean) {
  return LoginRequest.pick({ account: true, password: true }).extend({
    qrcode: captcha ? CaptchaAnswer : z.string().optional(),
    remember: z.boolean(),
  });
}

export type LoginFormInput = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginFormSchema>>;

export interface LoginFormProps {
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  autoFocus?: boolean;
}

export function LoginForm({ onSignedIn, onForgotPassword, onRegister, autoFocus = true }: LoginFormProps) {
  const { t } = useTranslation('account');
  const providers = useProviders();
  const captchaOn = providers.data?.captcha === true;
  const captcha = useCaptchaQuery(captchaOn);
  const schema = useMemo(() => loginFormSchema(captchaOn), [captchaOn]);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    setError,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { account: rememberedAccount(), password: '', qrcode: '', remember: true },
  });
  const loginMutation = useLogin();

  // The dialog opens to sign in: start in the first empty field.
  useEffect(() => {
    if (autoFocus) setFocus(rememberedAccount() ? 'password' : 'account');
  }, [autoFocus, setFocus]);

  const refreshCaptcha = () => {
    setValue('qrcode', '');
    void captcha.refetch();
  };

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(
      {
        account: values.account,
        password: values.password,
        uuid: captchaOn ? (captcha.data?.uuid ?? '') : '',
        qrcode: captchaOn ? (values.qrcode ?? '') : '',
      },
      {
        onSuccess: () => {
          rememberAccount(values.account, values.remember);
          onSignedIn();
        },
        onError: (error) => {
          // Each captcha is good for one try.
          if (captchaOn) refreshCaptcha();
          const refusal = fieldRefusal(error, LOGIN_REFUSAL_FIELDS);
          if (refusal) showFieldRefusal(setError, refusal);
          // A captcha the form never showed (the providers' answer was missing): fetched again, the
          // captcha appears with the refusal under it, instead of nothing being said at all.
          if (refusal?.field === 'qrcode' && !captchaOn) void providers.refetch();
        },
      },
    );
  });

  return (
    <div className="auth-form-wrap">
      <form className="form" onSubmit={onSubmit} noValidate data-testid="login-form">
        <TextField
          id="login-account"
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.account && fieldErrorText(t, errors.account.message, t('fields.account'))}
          {...register('account')}
        />
        <TextField
          id="login-password"
          type="password"
          revealable
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          error={errors.password && shownError(t, errors.password, t('fields.password'))}
          {...register('password')}
        />
        {captchaOn && (
          <CaptchaField
            id="login-captcha"
            captcha={captcha}
            onRefresh={refreshCaptcha}
            error={errors.qrcode && shownError(t, errors.qrcode, t('fields.captcha'))}
            registration={register('qrcode')}
          />
        )}
        <div className="auth-form-row">
          <CheckboxField id="login-remember" label={t('login.remember')} {...register('remember')} />
          <button type="button" className="link-button" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </button>
        </div>
        <Button block type="submit" color="primary" size="large" loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="auth-switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      </p>
      {providers.data && <ThirdPartyLogin providers={providers.data} onSignedIn={onSignedIn} />}
    </div>
  );
}

export default LoginForm;
