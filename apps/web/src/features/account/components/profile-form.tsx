// The profile part of account settings: nickname, last and first name, the date of birth (fixed with
// the real name), the pinyin (reading) name, the country with its dialling code, and the phone number.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BIRTH_DATE_MIN } from '@hall/contracts/fields';
import { UserUpdateRequest, type UserInfo } from '@hall/contracts/user';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { fieldErrorText } from '../../../lib/form-errors';
import { useCountries } from '../api/get-countries';
import { useUpdateProfile } from '../api/update-profile';

/** The contract's profile rules; "no country chosen" is an empty choice in the form. */
export const profileFormSchema = UserUpdateRequest.extend({
  countryCode: z.union([z.literal(''), UserUpdateRequest.shape.countryCode.unwrap()]),
});
type Input = z.input<typeof profileFormSchema>;
type Values = z.output<typeof profileFormSchema>;

export function profileDefaults(user: UserInfo): Input {
  return {
    nickname: user.nickname ?? '',
    lastName: user.lastName ?? '',
    firstName: user.firstName ?? '',
    pinyinName: user.pinyinName ?? '',
    phone: user.phone ?? '',
    countryCode: user.countryCode ?? '',
    birthDate: user.birthDate ?? '',
  };
}

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileDefaults(user),
  });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const dialCode = countries.data?.find((country) => country.code === countryCode)?.dialCode;
  // While the list loads, the stored choice is its only entry; keyed by code, that option stays the
  // same element when the list arrives, so the choice stays selected.
  const countryOptions =
    countries.data ?? (user.countryCode ? [{ code: user.countryCode, name: user.countryCode, dialCode: '' }] : []);
  const update = useUpdateProfile();

  const onSubmit = handleSubmit((values) => {
    const { countryCode: code, birthDate, ...fields } = values;
    // The date is sent only when changed (a locked one is disabled, so never sent).
    const rest = birthDate !== undefined && birthDate !== (user.birthDate ?? '') ? { ...fields, birthDate } : fields;
    update.mutate(code ? { ...rest, countryCode: code } : rest, {
      onSuccess: (saved) => {
        reset(profileDefaults(saved));
        toast.success(t('profile.saved'));
      },
    });
  });

  const error = (name: keyof Values, field: string) => {
    const message = errors[name]?.message;
    return errors[name] ? fieldErrorText(t, message, t(field)) : undefined;
  };

  return (
    <section className="form-section" aria-labelledby="profile-title">
      <h2 id="profile-title" className="form-section-title">
        {t('profile.title')}
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="profile-form">
        <TextField
          id="profile-nickname"
          label={t('profile.nickname')}
          autoComplete="nickname"
          maxLength={32}
          error={error('nickname', 'fields.nickname')}
          {...register('nickname')}
        />
        <div className="form-grid form-grid-2">
          <TextField
            id="profile-last-name"
            label={t('profile.lastName')}
            autoComplete="family-name"
            maxLength={64}
            error={error('lastName', 'fields.lastName')}
            {...register('lastName')}
          />
          <TextField
            id="profile-first-name"
            label={t('profile.firstName')}
            autoComplete="given-name"
            maxLength={64}
            error={error('firstName', 'fields.firstName')}
            {...register('firstName')}
          />
        </div>
        <TextField
          id="profile-birth-date"
          type="date"
          label={t('profile.birthDate')}
          hint={user.birthDateLocked ? t('profile.birthDateLocked') : t('profile.birthDateHint')}
          autoComplete="bday"
          min={BIRTH_DATE_MIN}
          max={new Date().toISOString().slice(0, 10)}
          error={error('birthDate', 'fields.birthDate')}
          {...register('birthDate', { disabled: user.birthDateLocked })}
        />
        <TextField
          id="profile-pinyin-name"
          label={t('profile.pinyinName')}
          hint={t('profile.pinyinHint')}
          maxLength={128}
          error={error('pinyinName', 'fields.pinyinName')}
          {...register('pinyinName')}
        />
        <div className="form-grid form-grid-2">
          <div className="form-field">
            <label htmlFor="profile-country">{t('profile.country')}</label>
            <select
              id="profile-country"
              className="select-input"
              autoComplete="country"
              aria-invalid={errors.countryCode ? true : undefined}
              aria-describedby={errors.countryCode ? 'profile-country-error' : undefined}
              aria-busy={countries.isPending || undefined}
              {...register('countryCode')}
            >
              <option value="">{t('profile.chooseCountry')}</option>
              {countryOptions.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.dialCode ? `${country.name} (+${country.dialCode})` : country.name}
                </option>
              ))}
            </select>
            {errors.countryCode && (
              <p id="profile-country-error" className="form-error" role="alert">
                {t('validation.country', { ns: 'translation' })}
              </p>
            )}
          </div>
          <TextField
            id="profile-phone"
            type="tel"
            inputMode="tel"
            label={t('profile.phone')}
            autoComplete="tel-national"
            maxLength={32}
            prefix={dialCode ? `+${dialCode}` : undefined}
            error={error('phone', 'fields.phone')}
            {...register('phone')}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" loading={update.isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
