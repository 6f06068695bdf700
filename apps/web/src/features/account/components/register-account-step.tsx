// Registration step 2 (SPEC.md sections 3-5): user name (letters and digits), password with its
// strength meter, the same password again, the agent code, prefilled from ?agentCode=, and the box
// confirming the player is of the site's minimum age (the server refuses the account without it).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RegisterUserRequest } from '@hall/contracts/register';
import { NewPasswordFields } from './new-password-fields';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { fieldErrorText, shownError } from '../../../lib/form-errors';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { useProviders } from '../api/get-providers';
import { type REGISTER_USER_FIELD_REASONS, useRegisterUser } from '../api/register-user';
import { storedAgentCode } from '../utils/agent-code';
import { higherAgesText } from '../utils/higher-ages';
import { fieldRefusal, showFieldRefusal, type RefusalFields } from '../utils/field-refusal';
import type { RegisterEmailRefusal } from './register-email-step';

export const registerAccountSchema = withConfirmedPassword(
  RegisterUserRequest.pick({ account: true, password: true, agentCode: true }).extend({
    confirmPassword: z.string(),
    // The contract's literal `true` as a check: a failed literal would stop the other checks, and an
    // unticked box would hide the other fields' messages.
    ageConfirmed: z.boolean().refine((ticked) => ticked, { error: 'validation.age_confirm' }),
  }),
);
type Input = z.input<typeof registerAccountSchema>;
type Values = z.output<typeof registerAccountSchema>;

// The address's fields are on step 1.
const REFUSAL_FIELDS: RefusalFields<typeof REGISTER_USER_FIELD_REASONS, 'account' | 'agentCode' | 'email' | 'code'> = {
  account_taken: 'account',
  agent_code_unknown: 'agentCode',
  agent_tree_full: 'agentCode',
  email_taken: 'email',
  email_refused: 'email',
  email_not_verified: 'code',
};

export interface RegisterAccountStepProps {
  email: string;
  onRegistered: () => void;
  /** Back to step 1: to change the address, or to be told there why the server refused it. */
  onBack: (refusal?: RegisterEmailRefusal) => void;
}

export function RegisterAccountStep({ email, onRegistered, onBack }: RegisterAccountStepProps) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(registerAccountSchema),
    defaultValues: {
      account: '',
      password: '',
      confirmPassword: '',
      agentCode: storedAgentCode(),
      ageConfirmed: false,
    },
  });
  // The minimum age comes from the server's configuration; until it is known the box says it without the
  // number. Countries whose law sets a higher age (Japan: 20) are named with it.
  const providers = useProviders().data;
  const minimumAge = providers?.minimumAge;
  const higher = higherAgesText(providers?.minimumAgeByCountry);
  const password = useWatch({ control, name: 'password' }) ?? '';
  const registerUser = useRegisterUser();

  useEffect(() => setFocus('account'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    registerUser.mutate(
      {
        account: values.account,
        email,
        password: values.password,
        agentCode: values.agentCode || undefined,
        // Only a ticked box passes the form's check.
        ageConfirmed: true,
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          const refusal = fieldRefusal(error, REFUSAL_FIELDS);
          if (!refusal) return;
          const { field, message } = refusal;
          if (field === 'email' || field === 'code') onBack({ field, message });
          else showFieldRefusal(setError, { field, message });
        },
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="register-account-form">
      <p className="auth-step" aria-live="polite">
        {t('register.step', { step: 2, total: 2 })}
      </p>
      <p className="auth-verified">
        <span>{t('register.verifiedEmail', { email })}</span>{' '}
        <button type="button" className="link-button" onClick={() => onBack()}>
          {t('register.changeEmail')}
        </button>
      </p>
      <TextField
        id="register-account"
        label={t('register.account')}
        placeholder={t('register.accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        error={errors.account && shownError(t, errors.account, t('fields.userName'))}
        {...register('account')}
      />
      <NewPasswordFields
        idPrefix="register"
        label={t('register.password')}
        password={password}
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={errors.password && fieldErrorText(t, errors.password.message, t('fields.password'))}
        confirmError={
          errors.confirmPassword && fieldErrorText(t, errors.confirmPassword.message, t('fields.confirmPassword'))
        }
      />
      <TextField
        id="register-agent-code"
        label={t('register.agentCode')}
        placeholder={t('register.agentCodePlaceholder')}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        error={errors.agentCode && shownError(t, errors.agentCode, t('fields.agentCode'))}
        {...register('agentCode')}
      />
      <CheckboxField
        id="register-age"
        label={
          !minimumAge
            ? t('register.ageConfirmGeneric')
            : higher
              ? t('register.ageConfirmHigher', { age: minimumAge, higher })
              : t('register.ageConfirm', { age: minimumAge })
        }
        error={errors.ageConfirmed && t(errors.ageConfirmed.message ?? 'validation.age_confirm', { ns: 'translation' })}
        {...register('ageConfirmed')}
      />
      <Button block type="submit" color="primary" size="large" loading={registerUser.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
