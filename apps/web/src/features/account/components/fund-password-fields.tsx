// The new fund password and its confirmation: six digits, typed twice.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FundPassword } from '@hall/contracts/fields';
import { TextField } from '../../../components/form/text-field';
import { fieldErrorText, shownError } from '../../../lib/form-errors';
import type { SET_FUND_PASSWORD_FIELD_REASONS } from '../api/set-fund-password';
import type { RefusalFields } from '../utils/field-refusal';

/** Six digits; an empty field asks for input rather than for the format. */
export const RequiredFundPassword = z.string().min(1, { error: 'validation.required' }).pipe(FundPassword);

/** A new fund password that is the sign-in password is said under the new fund password. */
export const FUND_PASSWORD_REFUSAL_FIELDS: RefusalFields<typeof SET_FUND_PASSWORD_FIELD_REASONS, 'newFundPassword'> = {
  fund_password_same_as_password: 'newFundPassword',
};

export interface NewFundPasswordValues {
  newFundPassword: string;
  confirmPassword: string;
}

export const fundDigitsProps = {
  type: 'password',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
  autoComplete: 'off',
} as const;

export function NewFundPasswordFields<T extends NewFundPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewFundPasswordValues>;
}) {
  const { t } = useTranslation('account');
  const reg = register as unknown as UseFormRegister<NewFundPasswordValues>;
  return (
    <>
      <TextField
        id="fund-new"
        label={t('fund.new')}
        hint={t('fund.digitsHint')}
        {...fundDigitsProps}
        error={errors.newFundPassword && shownError(t, errors.newFundPassword, t('fields.newFundPassword'))}
        {...reg('newFundPassword')}
      />
      <TextField
        id="fund-confirm"
        label={t('fund.confirm')}
        {...fundDigitsProps}
        error={
          errors.confirmPassword && fieldErrorText(t, errors.confirmPassword.message, t('fields.confirmFundPassword'))
        }
        {...reg('confirmPassword')}
      />
    </>
  );
}
