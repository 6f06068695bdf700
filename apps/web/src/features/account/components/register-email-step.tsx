// Registration step 1 (SPEC.md sections 3-5): the e-mail address, a code e-mailed to it, and the
// user agreement (its link opens the agreement in a new window). The address is checked before a
// code is sent; the send button waits out the resend countdown.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RegisterValidRequest } from '@hall/contracts/register';
import { Email } from '@hall/contracts/fields';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { EmailCodeFields } from './email-code-fields';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendRegisterCode } from '../api/send-register-code';
import { type VERIFY_REGISTER_CODE_FIELD_REASONS, useVerifyRegisterCode } from '../api/verify-register-code';
import { paths } from '../../../config/paths';
import { fieldRefusal, showFieldRefusal, type FieldRefusal, type RefusalFields } from '../utils/field-refusal';

export const registerEmailSchema = RegisterValidRequest;
type Input = z.input<typeof registerEmailSchema>;
type Values = z.output<typeof registerEmailSchema>;

// ?view=window shows the agreement alone, in a reading window with a close button.
export const USER_AGREEMENT_PATH = paths.userAgreement.getHref('window');
const RESEND_SECONDS = 60;

const REFUSAL_FIELDS: RefusalFields<typeof VERIFY_REGISTER_CODE_FIELD_REASONS, 'code'> = {
  code_invalid: 'code',
  code_burned: 'code',
};

/** A refusal of step 2 about the address (taken, or its verification ran out), said here. */
export type RegisterEmailRefusal = FieldRefusal<'email' | 'code'>;

export interface RegisterEmailStepProps {
  defaultEmail: string;
  onVerified: (email: string) => void;
  autoFocus?: boolean;
  /** Why step 2 sent the player back: said under its field. */
  refusal?: RegisterEmailRefusal | null;
}

export function RegisterEmailStep({ defaultEmail, onVerified, autoFocus = false, refusal }: RegisterEmailStepProps) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    trigger,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(registerEmailSchema),
    // Unticked at first; the schema accepts only a ticked box, hence the cast of the starting value.
    defaultValues: { email: defaultEmail, code: '', acceptTerms: false as unknown as true },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailValid = Email.safeParse(email).success;
  const countdown = useCountdown(`register:${email.trim().toLowerCase()}`);
  const sendCode = useSendRegisterCode();
  const verify = useVerifyRegisterCode();

  // Back from step 2 with a refusal: the focus goes to the refused field instead.
  useEffect(() => {
    if (refusal) showFieldRefusal(setError, refusal);
    else if (autoFocus) setFocus('email');
  }, [autoFocus, refusal, setError, setFocus]);

  const onSendCode = async () => {
    if (!(await trigger('email'))) return;
    sendCode.mutate(
      { email: email.trim() },
      {
        onSuccess: (data) => {
          countdown.start(data?.resendAfterSeconds ?? RESEND_SECONDS);
          setFocus('code');
        },
        // Asked too soon (another tab, a reload): wait as long as the server says.
        onError: (error) => {
          if (error instanceof ApiError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
        },
      },
    );
  };

  const onSubmit = handleSubmit((values) => {
    verify.mutate(values, {
      onSuccess: () => onVerified(values.email),
      onError: (error) => {
        const refused = fieldRefusal(error, REFUSAL_FIELDS);
        if (refused) showFieldRefusal(setError, refused);
      },
    });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="register-email-form">
      <p className="auth-step" aria-live="polite">
        {t('register.step', { step: 1, total: 2 })}
      </p>
      <EmailCodeFields
        idPrefix="register"
        email={email}
        emailField={register('email')}
        codeField={register('code')}
        errors={errors}
        countdown={countdown}
        sendDisabled={!emailValid}
        sending={sendCode.isPending}
        onSendCode={() => void onSendCode()}
      />
      <CheckboxField
        id="register-terms"
        label={
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              agreement: (
                <a href={USER_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer" className="text-link">
                  {' '}
                </a>
              ),
            }}
          />
        }
        error={errors.acceptTerms && t(errors.acceptTerms.message ?? 'validation.accept_terms', { ns: 'translation' })}
        {...register('acceptTerms')}
      />
      <Button block type="submit" color="primary" size="large" loading={verify.isPending}>
        {t('register.next')}
      </Button>
    </form>
  );
}
