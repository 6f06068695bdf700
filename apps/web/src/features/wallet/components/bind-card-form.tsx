// Binding a card: bank, card number, branch and the holder's name, which must be the player's real name
// (SPEC.md section 5). The names start filled in from the profile, and the rule is said beside them.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BankCardSaveRequest } from '@hall/contracts/bank';
import type { UserInfo } from '@hall/contracts/user';
import { Callout } from '../../../components/callout';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/locale';
import type { BankOption } from '../api/get-banks';
import { useSaveBankCard } from '../api/save-bank-card';
import { paths } from '../../../config/paths';

type Input = z.input<typeof BankCardSaveRequest>;
type Output = z.output<typeof BankCardSaveRequest>;
type FieldName = keyof Input;

/** Languages that write the family name first show that field first. */
export function familyNameFirst(locale: string): boolean {
  return /^(ja|ko|zh|vi)\b/.test(locale);
}

const fieldRefusals: Record<string, { field: FieldName; messageKey: string }> = {
  holder_mismatch: { field: 'holderLastName', messageKey: 'bankCard.refusals.holder_mismatch' },
  card_duplicate: { field: 'cardNumber', messageKey: 'bankCard.refusals.card_duplicate' },
  bank_unknown: { field: 'bankId', messageKey: 'bankCard.refusals.bank_unknown' },
};

export interface BindCardFormProps {
  banks: BankOption[];
  user: UserInfo;
  /** The player already has the most cards allowed. */
  full: boolean;
  maxCards: number;
}

export function BindCardForm({ banks, user, full, maxCards }: BindCardFormProps) {
  const { t } = useTranslation('finance');
  const save = useSaveBankCard();
  const [notice, setNotice] = useState<string | null>(null);
  const defaults: Input = {
    bankId: undefined as unknown as number,
    cardNumber: '',
    branchCode: '',
    branchName: '',
    holderFirstName: user.firstName ?? '',
    holderLastName: user.lastName ?? '',
    holderPinyinName: user.pinyinName ?? '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(BankCardSaveRequest), defaultValues: defaults });
  const realName = [user.lastName, user.firstName].filter(Boolean).join(' ');
  const profileComplete = Boolean(user.firstName && user.lastName);

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    const body: Output = {
      ...values,
      branchCode: values.branchCode || undefined,
      branchName: values.branchName || undefined,
      holderPinyinName: values.holderPinyinName || undefined,
    };
    save.mutate(body, {
      onSuccess: (card) => {
        toast.success(t('bankCard.bound', { card: `${card.bankName} ${card.cardNumberMasked}` }));
        reset(defaults);
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? (error.data as { reason?: string } | null)?.reason : undefined;
        const field = reason ? fieldRefusals[reason] : undefined;
        if (field) setError(field.field, { message: field.messageKey }, { shouldFocus: true });
        else if (reason === 'profile_incomplete') setNotice('bankCard.refusals.profile_incomplete');
        else if (reason === 'too_many_cards') setNotice('bankCard.refusals.too_many_cards');
      },
    });
  });

  if (!profileComplete) {
    return (
      <Callout tone="warning" role="status" title={t('bankCard.refusals.profile_incomplete')} testId="profile-first">
        <p>{t('bankCard.profileText')}</p>
        <Link className="button-link button-link-primary" to={paths.accountSetting.getHref()}>
          {t('withdraw.links.completeProfile')}
        </Link>
      </Callout>
    );
  }
  if (full) {
    return (
      <Callout tone="info" role="status" testId="cards-full">
        <p>{t('bankCard.refusals.too_many_cards', { max: maxCards })}</p>
      </Callout>
    );
  }

  const message = (name: FieldName, labelKey: string) => {
    const text = errors[name]?.message;
    if (!text) return null;
    const key =
      text === 'validation.required'
        ? 'validation.pleaseInput'
        : text.startsWith('bankCard.') || text.startsWith('validation.')
          ? text
          : 'validation.invalid';
    return (
      <p id={`bind-${name}-error`} className="form-error" role="alert">
        {t(key, { field: t(labelKey), max: maxCards })}
      </p>
    );
  };
  const describedBy = (name: FieldName, hint?: string) =>
    [hint, errors[name] ? `bind-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = (name: FieldName) => (errors[name] ? true : undefined);

  /** One text input with its label, error and hint ids wired for screen readers. */
  const field = (
    name: Exclude<FieldName, 'bankId'>,
    labelKey: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: { id: string; text?: ReactNode },
  ) => (
    <div className="form-field" key={name}>
      <label htmlFor={`bind-${name}`}>{t(labelKey)}</label>
      <input
        id={`bind-${name}`}
        className="text-input"
        autoComplete="off"
        {...props}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, hint?.id)}
        {...register(name)}
      />
      {hint?.text && (
        <p id={hint.id} className="field-hint">
          {hint.text}
        </p>
      )}
      {message(name, labelKey)}
    </div>
  );
  const holderHint = { id: 'bind-holder-hint' };
  const lastName = field('holderLastName', 'bankCard.lastName', { autoComplete: 'family-name' }, holderHint);
  const firstName = field('holderFirstName', 'bankCard.firstName', { autoComplete: 'given-name' }, holderHint);

  return (
    <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="bind-card-form">
      <div className="form-field">
        <label htmlFor="bind-bankId">{t('bankCard.bank')}</label>
        <select
          id="bind-bankId"
          className="text-input select-input"
          aria-invalid={invalid('bankId')}
          aria-describedby={describedBy('bankId')}
          {...register('bankId', { setValueAs: (value: string) => (value ? Number(value) : undefined) })}
        >
          <option value="">{t('bankCard.chooseBank')}</option>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankId && (
          <p id="bind-bankId-error" className="form-error" role="alert">
            {t(errors.bankId.message?.startsWith('bankCard.') ? errors.bankId.message : 'validation.pleaseChoose', {
              field: t('bankCard.bank'),
            })}
          </p>
        )}
      </div>

      {field('cardNumber', 'bankCard.cardNumber', {
        inputMode: 'numeric',
        placeholder: t('bankCard.cardNumberPlaceholder'),
      })}

      <div className="form-row">
        {field('branchCode', 'bankCard.branchCode')}
        {field('branchName', 'bankCard.branchName')}
      </div>

      <fieldset className="holder-fieldset">
        <legend className="filter-legend">{t('bankCard.holder')}</legend>
        <p id="bind-holder-hint" className="field-hint">
          {t('bankCard.holderRule', { name: realName })}
        </p>
        <div className="form-row">
          {familyNameFirst(currentLocale()) ? [lastName, firstName] : [firstName, lastName]}
        </div>
        {field(
          'holderPinyinName',
          'bankCard.pinyinName',
          {},
          { id: 'bind-pinyin-hint', text: t('bankCard.pinyinHint') },
        )}
      </fieldset>

      {notice && (
        <Callout tone="danger" role="alert">
          <p>{t(notice, { max: maxCards })}</p>
          {notice === 'bankCard.refusals.profile_incomplete' && (
            <Link className="text-link" to={paths.accountSetting.getHref()}>
              {t('withdraw.links.completeProfile')}
            </Link>
          )}
        </Callout>
      )}

      <Button block type="submit" color="primary" size="large" loading={save.isPending}>
        {t('bankCard.submit')}
      </Button>
    </form>
  );
}
