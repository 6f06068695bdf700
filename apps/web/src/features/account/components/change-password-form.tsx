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
import { fieldErrorText } from '../../../lib/form-errors';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { useChangePassword } from '../api/change-password';

export const changePasswordSchema = withConfirmedPassword(
  PasswordUpdateRequest.extend({ confirmPassword: z.string() }),
  'newPassword',
);
type Input = z.input<typeof changePasswordSchema>;
type Values = z.output<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    control,
    reset,
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
          error={errors.newPassword && fieldErrorText(t, errors.newPassword.message, t('fields.newPassword'))}
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
