// The ID number: set once, then shown masked (later changes go through customer service).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { IdNumberUpdateRequest, type UserInfo } from '@hall/contracts/user';
import { TextField } from '../../../components/form/text-field';
import { SupportText } from '../../../components/support-text';
import { toast } from '../../../components/toast';
import { fieldErrorText } from '../../../lib/form-errors';
import { useUpdateIdNumber } from '../api/update-id-number';

type Input = z.input<typeof IdNumberUpdateRequest>;
type Values = z.output<typeof IdNumberUpdateRequest>;

export function IdNumberForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(IdNumberUpdateRequest),
    defaultValues: { idNumber: '' },
  });
  const update = useUpdateIdNumber();

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, { onSuccess: () => toast.success(t('idNumber.saved')) });
  });

  return (
    <section className="form-section" aria-labelledby="id-number-title">
      <h2 id="id-number-title" className="form-section-title">
        {t('idNumber.title')}
      </h2>
      {user.idNumberMasked ? (
        <>
          <p className="masked-value" data-testid="id-number-masked">
            <span className="visually-hidden">{t('idNumber.label')}: </span>
            {user.idNumberMasked}
          </p>
          <p className="form-section-text">
            <SupportText text={t('idNumber.setOnce')} />
          </p>
        </>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate data-testid="id-number-form">
          <p className="form-section-text">{t('idNumber.intro')}</p>
          <TextField
            id="id-number"
            label={t('idNumber.label')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            error={errors.idNumber && fieldErrorText(t, errors.idNumber.message, t('fields.idNumber'))}
            {...register('idNumber')}
          />
          <div className="form-actions">
            <Button type="submit" color="primary" size="large" loading={update.isPending}>
              {t('idNumber.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
