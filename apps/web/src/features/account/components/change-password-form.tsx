// Changing the sign-in password: the current one, the new one with its strength meter, and the new
// one again. On success the player's other sessions end, and the page says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordUpdateRequest } from '@hall/contracts/auth';
import { PasswordStrength } from '../../../components/form/password-strength';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { fieldErrorText, shownError } from '../../../lib/form-errors';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { type CHANGE_PASSWORD_FIELD_REASONS, useChangePassword } from '../api/change-password';
import { fieldRefusal, showFieldRefusal, type RefusalFields } from '../utils/field-refusal';

export const changePasswordSchema = withConfirmedPassword(
  PasswordUpdateRequest.extend({ confirmPassword: z.string() }),
  'newPassword',
);
type Input = z.input<typeof changePasswordSchema>;
type Values = z.output<typeof changePasswordSchema>;

/** A new password that is the fund password is said under the new password. */
const REFUSAL_FIELDS: RefusalFields<typeof CHANGE_PASSWORD_FIELD_REASONS, 'newPassword'> = {
  fund_password_same_as_password: 'newPassword',
};

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';
  const change = useChangePassword();

  const onSubmit = handleSubmit((values) => {
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset();
          toast.success(t('password.changed'), { duration: 4000 });
        },
        onError: (error) => {
          const refusal = fieldRefusal(error, REFUSAL_FIELDS);
          if (refusal) showFieldRefusal(setError, refusal);
        },
      },
    );
  });

  return (
    <section className="form-section" aria-labelledby="password-title">
      <h2 id="password-title" className="form-section-title">
        {t('password.title')}
      </h2>
      <p className="form-section-text">{t('password.intro')}</p>
      {change.isSuccess && (
        <p className="notice notice-success" role="status" data-testid="password-changed">
          {t('password.changed')}
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <TextField
          id="password-old"
          type="password"
          revealable
          label={t('password.old')}
          autoComplete="current-password"
          error={errors.oldPassword && fieldErrorText(t, errors.oldPassword.message, t('fields.oldPassword'))}
          {...register('oldPassword')}
        />
        <TextField
          id="password-new"
          type="password"
          revealable
          label={t('password.new')}
          autoComplete="new-password"
          error={errors.newPassword && shownError(t, errors.newPassword, t('fields.newPassword'))}
          hint={<PasswordStrength password={password} />}
          {...register('newPassword')}
        />
        <TextField
          id="password-confirm"
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          error={
            errors.confirmPassword && fieldErrorText(t, errors.confirmPassword.message, t('fields.confirmPassword'))
          }
          {...register('confirmPassword')}
        />
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
