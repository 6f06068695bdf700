// "Close my account" (user agreement, section 8): what closing means (coins withdrawn first, no
// payment still open, a bonus being wagered forfeited, no way back), then a confirmation dialog that
// asks for the sign-in password. The server's refusals are shown in place in the player's language;
// once closed, every session has ended, so the page says so and signs out.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountCloseRequest } from '@hall/contracts/privacy';
import { Callout } from '../../../components/callout';
import { TextField } from '../../../components/form/text-field';
import { PopupDialog } from '../../../components/popup-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { explainSessionEnd, logout } from '../../../lib/session-store';
import { useCloseAccount } from '../api/privacy';

export function CloseAccountSection({ signOut = () => logout() }: { signOut?: () => void }) {
  const { t } = useTranslation('account');
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState(false);
  const [refusal, setRefusal] = useState<{ reason?: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AccountCloseRequest>({
    resolver: zodResolver(AccountCloseRequest),
    defaultValues: { password: '' },
  });

  const open = () => {
    setRefusal(null);
    reset();
    setConfirming(true);
  };

  const send = handleSubmit((values) => {
    setRefusal(null);
    // The server ends every session as it answers, and the live stream may say so first.
    const releaseExplanation = explainSessionEnd();
    close.mutate(values, {
      onSuccess: () => {
        setConfirming(false);
        setClosed(true);
      },
      onError: (error) => {
        releaseExplanation();
        const reason = error instanceof ApiError ? error.reason : undefined;
        if (reason === 'password_wrong') setError('password', { type: 'server', message: error.message });
        else if (error instanceof ApiError && reason) setRefusal({ reason, message: error.message });
      },
    });
  });

  const passwordError = errors.password;
  return (
    <section className="form-section" aria-labelledby="close-account-title" data-testid="close-account">
      <h2 id="close-account-title" className="form-section-title">
        {t('closeAccount.title')}
      </h2>
      <p className="form-section-text">{t('closeAccount.intro')}</p>
      <ul className="close-account-points">
        <li>{t('closeAccount.pointBalance')}</li>
        <li>{t('closeAccount.pointBonus')}</li>
        <li>{t('closeAccount.pointFinal')}</li>
        <li>{t('closeAccount.pointRecords')}</li>
      </ul>
      <div className="form-actions">
        <Button color="danger" fill="outline" size="large" onClick={open}>
          {t('closeAccount.open')}
        </Button>
      </div>

      <PopupDialog
        visible={confirming}
        title={t('closeAccount.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
        confirmLoading={close.isPending}
        confirmText={t('closeAccount.confirm')}
        showCancelButton
        testId="close-account-confirm"
      >
        <form className="form" onSubmit={(event) => void send(event)} noValidate>
          <p className="close-account-warning">{t('closeAccount.confirmText')}</p>
          <TextField
            id="close-account-password"
            type="password"
            revealable
            autoComplete="current-password"
            label={t('closeAccount.password')}
            error={
              passwordError &&
              (passwordError.type === 'server' && passwordError.message
                ? passwordError.message
                : fieldErrorText(t, passwordError.message, t('closeAccount.passwordField')))
            }
            {...register('password')}
          />
          {refusal && (
            <Callout tone="danger" role="alert" testId="close-account-refusal">
              <p>{refusal.message}</p>
              {refusal.reason === 'balance_left' && (
                <p>
                  <Link className="text-link" to={paths.withdraw.getHref()}>
                    {t('closeAccount.withdraw')}
                  </Link>
                </p>
              )}
            </Callout>
          )}
        </form>
      </PopupDialog>

      <PopupDialog
        visible={closed}
        title={t('closeAccount.closedTitle')}
        onClose={signOut}
        onConfirm={signOut}
        confirmText={t('closeAccount.closedOk')}
        showCloseButton={false}
        testId="account-closed"
      >
        <p>{t('closeAccount.closed')}</p>
      </PopupDialog>
    </section>
  );
}
