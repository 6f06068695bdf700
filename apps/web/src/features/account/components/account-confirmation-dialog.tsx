// The confirmation an account opened through Google, Line or by an agent gives before its first deposit
// or game, shown when the server refuses one with reason `confirmation_required`: the date of birth
// (the minimum age is that of the country: 20 in Japan), the country where the profile has none, and
// the terms. A refusal (under age, a locked date) is shown in the form in the server's words.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BIRTH_DATE_MIN } from '@hall/contracts/fields';
import { AccountConfirmRequest } from '@hall/contracts/user';
import { Callout } from '../../../components/callout';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { useSessionStore } from '../../../lib/session-store';
import { useConfirmAccount } from '../api/confirm-account';
import { useCountries } from '../api/get-countries';
import { useProviders } from '../api/get-providers';
import { closeAccountConfirmation, useAccountConfirmationStore } from '../stores/account-confirmation-store';
import { USER_AGREEMENT_PATH } from './register-email-step';

type Input = z.input<typeof AccountConfirmRequest>;
type Values = z.output<typeof AccountConfirmRequest>;

export function AccountConfirmationDialog() {
  const open = useAccountConfirmationStore((state) => state.open);
  const user = useSessionStore((state) => state.user);
  if (!open || !user) return null;
  return <AccountConfirmationForm hasCountry={Boolean(user.countryCode)} countryCode={user.countryCode ?? ''} />;
}

function AccountConfirmationForm({ hasCountry, countryCode }: { hasCountry: boolean; countryCode: string }) {
  const { t } = useTranslation('account');
  const providers = useProviders().data;
  const countries = useCountries();
  const confirm = useConfirmAccount();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(AccountConfirmRequest),
    defaultValues: { birthDate: '', countryCode: hasCountry ? undefined : '', acceptTerms: false as unknown as true },
  });
  const chosen = useWatch({ control, name: 'countryCode' }) || countryCode;
  const base = providers?.minimumAge ?? 18;
  const age = Math.max(base, (chosen && providers?.minimumAgeByCountry?.[chosen]) || 0);

  const onSubmit = handleSubmit((values) => {
    const body = hasCountry ? { birthDate: values.birthDate, acceptTerms: values.acceptTerms } : values;
    confirm.mutate(body, {
      onSuccess: () => {
        closeAccountConfirmation();
        toast.success(t('confirmation.done'));
      },
    });
  });
  const refusal = confirm.error instanceof ApiError ? confirm.error.message : null;

  return (
    <PopupDialog
      visible
      title={t('confirmation.title')}
      onClose={closeAccountConfirmation}
      closeOnMaskClick={false}
      testId="account-confirmation"
    >
      <form className="form" onSubmit={onSubmit} noValidate data-testid="account-confirmation-form">
        <p>{t('confirmation.intro')}</p>
        <TextField
          id="confirm-birth-date"
          type="date"
          label={t('profile.birthDate')}
          hint={t('confirmation.ageHint', { age })}
          autoComplete="bday"
          min={BIRTH_DATE_MIN}
          max={new Date().toISOString().slice(0, 10)}
          error={errors.birthDate && fieldErrorText(t, errors.birthDate.message, t('fields.birthDate'))}
          {...register('birthDate')}
        />
        {!hasCountry && (
          <div className="form-field">
            <label htmlFor="confirm-country">{t('profile.country')}</label>
            <select
              id="confirm-country"
              className="select-input"
              autoComplete="country"
              aria-invalid={errors.countryCode ? true : undefined}
              aria-describedby={errors.countryCode ? 'confirm-country-error' : undefined}
              aria-busy={countries.isPending || undefined}
              {...register('countryCode')}
            >
              <option value="">{t('profile.chooseCountry')}</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {errors.countryCode && (
              <p id="confirm-country-error" className="form-error" role="alert">
                {t('validation.country', { ns: 'translation' })}
              </p>
            )}
          </div>
        )}
        <CheckboxField
          id="confirm-terms"
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
          error={
            errors.acceptTerms && t(errors.acceptTerms.message ?? 'validation.accept_terms', { ns: 'translation' })
          }
          {...register('acceptTerms')}
        />
        {refusal && (
          <Callout tone="danger" role="alert" testId="account-confirmation-refusal">
            <p>{refusal}</p>
          </Callout>
        )}
        <Button block type="submit" color="primary" size="large" loading={confirm.isPending}>
          {t('confirmation.submit')}
        </Button>
      </form>
    </PopupDialog>
  );
}
