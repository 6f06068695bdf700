// A new password with its strength meter and the same password again, as registration and find
// password both ask for it (SPEC.md section 5).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../components/form/password-strength';
import { TextField } from '../../../components/form/text-field';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  label: string;
  /** The current value, for the strength meter. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        id={`${props.idPrefix}-password`}
        type="password"
        revealable
        label={props.label}
        placeholder={t('register.passwordPlaceholder')}
        autoComplete="new-password"
        error={props.passwordError}
        hint={<PasswordStrength password={props.password} />}
        {...props.passwordField}
      />
      <TextField
        id={`${props.idPrefix}-confirm`}
        type="password"
        label={t('register.confirmPassword')}
        placeholder={t('register.confirmPlaceholder')}
        autoComplete="new-password"
        error={props.confirmError}
        {...props.confirmField}
      />
    </>
  );
}
