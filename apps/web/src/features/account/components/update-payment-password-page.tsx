// Changing the fund password: proven by the old fund password or by a code e-mailed to the player
// (with a send button and the resend countdown), then the new six digits twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { EmailCode } from '@hall/contracts/fields';
import { paths } from '../../../config/paths';
import '../../../components/form/form.css';
import { SendCodeButton } from '../../../components/form/send-code-button';
import { TextField } from '../../../components/form/text-field';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { useCountdown } from '../../../lib/use-countdown';
import { useSessionStore, type SessionUser } from '../../../lib/session-store';
import { useSendFundCode } from '../api/send-fund-code';
import { useSetFundPassword } from '../api/set-fund-password';
import { fieldRefusal, showFieldRefusal } from '../utils/field-refusal';
import {
  FUND_PASSWORD_REFUSAL_FIELDS,
  fundDigitsProps,
  NewFundPasswordFields,
  RequiredFundPassword,
} from './fund-password-fields';

export type Proof = 'old' | 'code';

export function updateFundPasswordSchema(proof: Proof) {
  return withConfirmedPassword(
    z.object({
      oldFundPassword: proof === 'old' ? RequiredFundPassword : z.string().optional(),
      code: proof === 'code' ? EmailCode : z.string().optional(),
      newFundPassword: RequiredFundPassword,
      confirmPassword: z.string(),
    }),
    'newFundPassword',
  );
}
type Input = z.input<ReturnType<typeof updateFundPasswordSchema>>;
type Values = z.output<ReturnType<typeof updateFundPasswordSchema>>;

export function UpdatePaymentPasswordPage() {
  const { t, ready } = useTranslation(['account', 'translation']);
  const user = useSessionStore((state) => state.user);
  return (
    <PageShell
      title={t('routes.updatePaymentPassword', { ns: 'translation' })}
      intro={t('intros.updatePaymentPassword', { ns: 'translation' })}
    >
      {!ready || !user ? (
        <PageLoading />
      ) : user.hasFundPassword ? (
        <UpdateFundPasswordForm user={user} />
      ) : (
        <section className="form-section" data-testid="fund-password-missing">
          <p className="form-section-text">{t('fund.notSetYet')}</p>
          <div className="form-actions">
            <Link to={paths.paymentPassword.getHref()} className="button-link button-link-primary">
              {t('fund.toSet')}
            </Link>
          </div>
        </section>
      )}
    </PageShell>
  );
}

const FUND_CODE_COUNTDOWN = 'fund-password';

function UpdateFundPasswordForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [proof, setProof] = useState<Proof>('old');
  const schema = useMemo(() => updateFundPasswordSchema(proof), [proof]);
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldFundPassword: '', code: '', newFundPassword: '', confirmPassword: '' },
  });
  const countdown = useCountdown(FUND_CODE_COUNTDOWN);
  const sendCode = useSendFundCode();
  const setFundPassword = useSetFundPassword();

  const onSendCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: (data) => {
        countdown.start(data?.resendAfterSeconds ?? 60);
        setFocus('code');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      },
    });

  const onSubmit = handleSubmit((values) => {
    setFundPassword.mutate(
      proof === 'old'
        ? { newFundPassword: values.newFundPassword, oldFundPassword: values.oldFundPassword }
        : { newFundPassword: values.newFundPassword, code: values.code },
      {
        onSuccess: () => {
          toast.success(t('fund.changeDone'));
          void navigate(paths.userCenter.getHref());
        },
        onError: (error) => {
          const refusal = fieldRefusal(error, FUND_PASSWORD_REFUSAL_FIELDS);
          if (refusal) showFieldRefusal(setError, refusal);
        },
      },
    );
  });

  return (
    <section className="form-section" aria-labelledby="fund-change-title">
      <h2 id="fund-change-title" className="form-section-title">
        {t('fund.changeTitle')}
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="update-fund-password-form">
        <fieldset className="choice-group">
          <legend>{t('fund.proofLegend')}</legend>
          {(['old', 'code'] as const).map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="fund-proof"
                value={option}
                checked={proof === option}
                onChange={() => {
                  setProof(option);
                  clearErrors();
                }}
              />
              <span>{t(`fund.proof.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {proof === 'old' ? (
          <TextField
            id="fund-old"
            label={t('fund.old')}
            {...fundDigitsProps}
            error={
              errors.oldFundPassword && fieldErrorText(t, errors.oldFundPassword.message, t('fields.oldFundPassword'))
            }
            {...register('oldFundPassword')}
          />
        ) : (
          <TextField
            id="fund-code"
            label={t('fund.code')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            hint={
              countdown.started ? t('fund.codeSent', { email: user.email }) : t('fund.codeHint', { email: user.email })
            }
            error={errors.code && fieldErrorText(t, errors.code.message, t('fields.code'))}
            {...register('code')}
            addon={
              <SendCodeButton
                countdown={countdown}
                loading={sendCode.isPending}
                onClick={onSendCode}
                testId="fund-send-code"
              />
            }
          />
        )}
        <NewFundPasswordFields register={register} errors={errors} />
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" loading={setFundPassword.isPending}>
            {t('fund.changeSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
