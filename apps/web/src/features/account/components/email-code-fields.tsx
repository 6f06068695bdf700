// The e-mail address and the code mailed to it, with the button that sends the code: one pair of
// fields for every form that proves an address (registration's first step, a member confirming the
// address its agent typed). The form keeps its own state and calls; this draws the fields alike.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/form/send-code-button';
import { TextField } from '../../../components/form/text-field';
import { shownError } from '../../../lib/form-errors';
import type { Countdown } from '../../../lib/use-countdown';

export interface EmailCodeFieldsProps {
  /** Prefix of the inputs' ids and of the send button's test id ("register" → register-email). */
  idPrefix: string;
  email: string;
  emailField: UseFormRegisterReturn<'email'>;
  codeField: UseFormRegisterReturn<'code'>;
  errors: { email?: FieldError | undefined; code?: FieldError | undefined };
  countdown: Countdown;
  /** The address is not one yet: nothing to send a code to. */
  sendDisabled: boolean;
  sending: boolean;
  onSendCode: () => void;
}

export function EmailCodeFields({
  idPrefix,
  email,
  emailField,
  codeField,
  errors,
  countdown,
  sendDisabled,
  sending,
  onSendCode,
}: EmailCodeFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        label={t('register.email')}
        placeholder={t('register.emailPlaceholder')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email && shownError(t, errors.email, t('fields.email'))}
        {...emailField}
      />
      <TextField
        id={`${idPrefix}-code`}
        inputMode="numeric"
        maxLength={6}
        label={t('register.code')}
        placeholder={t('register.codePlaceholder')}
        autoComplete="one-time-code"
        error={errors.code && shownError(t, errors.code, t('fields.code'))}
        hint={countdown.started ? t('register.codeSent', { email: email.trim() }) : undefined}
        {...codeField}
        addon={
          <SendCodeButton
            countdown={countdown}
            disabled={sendDisabled}
            loading={sending}
            onClick={onSendCode}
            testId={`${idPrefix}-send-code`}
          />
        }
      />
    </>
  );
}
