// Setting the fund password that protects withdrawals: six digits, typed twice. A player who has one
// already is pointed to the change page.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { LOGIN_ROUTE_NAME, pathOfRouteName, paths } from '../../../config/paths';
import '../../../components/form/form.css';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { toast } from '../../../components/toast';
import { withConfirmedPassword } from '../../../lib/password-confirmation';
import { useSessionStore } from '../../../lib/session-store';
import { markFundPasswordSet, useSetFundPassword } from '../api/set-fund-password';
import { fieldRefusal, showFieldRefusal } from '../utils/field-refusal';
import { FUND_PASSWORD_REFUSAL_FIELDS, NewFundPasswordFields, RequiredFundPassword } from './fund-password-fields';

export const setFundPasswordSchema = withConfirmedPassword(
  z.object({ newFundPassword: RequiredFundPassword, confirmPassword: z.string() }),
  'newFundPassword',
);
type Input = z.input<typeof setFundPasswordSchema>;
type Values = z.output<typeof setFundPasswordSchema>;

export function PaymentPasswordPage() {
  const { t, ready } = useTranslation(['account', 'translation']);
  const user = useSessionStore((state) => state.user);
  return (
    <PageShell
      title={t('routes.paymentPassword', { ns: 'translation' })}
      intro={t('intros.paymentPassword', { ns: 'translation' })}
    >
      {!ready || !user ? (
        <PageLoading />
      ) : user.hasFundPassword ? (
        <section className="form-section" data-testid="fund-password-exists">
          <p className="form-section-text">{t('fund.alreadySet')}</p>
          <div className="form-actions">
            <Link to={paths.updatePaymentPassword.getHref()} className="button-link button-link-primary">
              {t('fund.toChange')}
            </Link>
          </div>
        </section>
      ) : (
        <SetFundPasswordForm />
      )}
    </PageShell>
  );
}

/** Where setting the password leads: back to the page that asked for it (?redirect=withdraw), else the user centre. */
export function afterFundPasswordSet(search: URLSearchParams): string {
  const name = search.get('redirect');
  const back = name && name !== LOGIN_ROUTE_NAME ? pathOfRouteName(name) : undefined;
  return back ?? paths.userCenter.getHref();
}

function SetFundPasswordForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(setFundPasswordSchema),
    defaultValues: { newFundPassword: '', confirmPassword: '' },
  });
  const setFundPassword = useSetFundPassword();

  const onSubmit = handleSubmit((values) => {
    setFundPassword.mutate(
      { newFundPassword: values.newFundPassword },
      {
        onSuccess: () => {
          toast.success(t('fund.setDone'));
          void Promise.resolve(navigate(afterFundPasswordSet(search))).then(markFundPasswordSet);
        },
        onError: (error) => {
          const refusal = fieldRefusal(error, FUND_PASSWORD_REFUSAL_FIELDS);
          if (refusal) showFieldRefusal(setError, refusal);
        },
      },
    );
  });

  return (
    <section className="form-section" aria-labelledby="fund-set-title">
      <h2 id="fund-set-title" className="form-section-title">
        {t('fund.setTitle')}
      </h2>
      <p className="form-section-text">{t('fund.setIntro')}</p>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="set-fund-password-form">
        <NewFundPasswordFields register={register} errors={errors} />
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" loading={setFundPassword.isPending}>
            {t('fund.setSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
