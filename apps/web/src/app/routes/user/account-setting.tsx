// Account settings: profile, the e-mail address (confirmed here with a code when the account's agent
// typed it, or there is none), sign-in password and ID number; a copy of the player's data, the way to
// the page where the player objects to its use, and closing the account (the user agreement's
// section 8 sends the player here).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session-store';
import { CloseAccountSection } from '../../../features/account/components/close-account-section';
import { DataExportSection } from '../../../features/account/components/data-export-section';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form';
import { EmailConfirmSection } from '../../../features/account/components/email-confirm-section';
import { IdNumberForm } from '../../../features/account/components/id-number-form';
import { ProfileForm } from '../../../features/account/components/profile-form';
import '../../../features/account/account.css';

export default function AccountSettingRoute() {
  const { t, ready } = useTranslation(['account', 'translation']);
  const user = useSessionStore((state) => state.user);
  return (
    <PageShell
      title={t('routes.accountSetting', { ns: 'translation' })}
      intro={t('intros.accountSetting', { ns: 'translation' })}
    >
      {!ready || !user ? (
        <PageLoading />
      ) : user.passwordChangeRequired ? (
        // The account was made by its agent: nothing else opens until the player picks its own password.
        <div className="settings-stack" data-testid="password-change-required">
          <Callout tone="warning" title={t('password.requiredTitle')}>
            <p>{t('password.requiredText')}</p>
          </Callout>
          <ChangePasswordForm />
        </div>
      ) : (
        <div className="settings-stack">
          <ProfileForm user={user} />
          <EmailConfirmSection user={user} />
          <ChangePasswordForm />
          <IdNumberForm user={user} />
          <DataExportSection />
          <section className="form-section" aria-labelledby="your-data-title">
            <h2 id="your-data-title" className="form-section-title">
              {t('dataUse.title')}
            </h2>
            <p className="form-section-text">{t('dataUse.settingsText')}</p>
            <Link to={paths.yourData.getHref()} className="text-link" data-testid="to-your-data">
              {t('routes.yourData', { ns: 'translation' })}
            </Link>
          </section>
          <CloseAccountSection />
        </div>
      )}
    </PageShell>
  );
}
