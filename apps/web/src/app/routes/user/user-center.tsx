// The user centre: who is signed in, the coin balance with the bonus funds beside it, shortcuts to the
// account pages, the identity verification (KYC) section and the marketing consent.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { displayName, useSessionStore } from '../../../lib/session-store';
import { KycSection } from '../../../features/account/components/kyc-section';
import { MarketingConsentSection } from '../../../features/account/components/marketing-consent';
import { isPlaceholderEmail } from '../../../features/account/utils/placeholder-email';
import { BalanceSummary } from '../../../features/wallet/components/balance-summary';
import { BonusWalletSummary } from '../../../features/bonus/components/bonus-wallet-summary';
import { paths } from '../../../config/paths';
import '../../../features/account/account.css';

export default function UserCenterRoute() {
  const { t, ready } = useTranslation(['account', 'translation']);
  const user = useSessionStore((state) => state.user);

  if (!ready || !user) {
    return (
      <PageShell title={t('routes.userCenter', { ns: 'translation' })}>
        <PageLoading />
      </PageShell>
    );
  }

  const shortcuts: { to: string; icon: IconName; label: string; testId: string }[] = [
    {
      to: paths.accountSetting.getHref(),
      icon: 'settings',
      label: t('center.accountSetting'),
      testId: 'to-account-setting',
    },
    { to: paths.bankcardSetting.getHref(), icon: 'card', label: t('center.bankCards'), testId: 'to-bank-cards' },
    { to: paths.deposit.getHref(), icon: 'wallet', label: t('center.finance'), testId: 'to-finance' },
    { to: paths.record.getHref(), icon: 'list', label: t('center.records'), testId: 'to-records' },
    {
      to: user.hasFundPassword ? paths.updatePaymentPassword.getHref() : paths.paymentPassword.getHref(),
      icon: 'lock',
      label: user.hasFundPassword ? t('center.changeFundPassword') : t('center.setFundPassword'),
      testId: 'to-fund-password',
    },
    {
      to: paths.responsiblePlay.getHref(),
      icon: 'shield',
      label: t('routes.responsiblePlay', { ns: 'translation' }),
      testId: 'to-responsible-play',
    },
    {
      to: paths.yourData.getHref(),
      icon: 'file',
      label: t('routes.yourData', { ns: 'translation' }),
      testId: 'to-your-data',
    },
    {
      to: paths.support.getHref(),
      icon: 'chat',
      label: t('routes.support', { ns: 'translation' }),
      testId: 'to-support',
    },
  ];

  return (
    <PageShell title={t('routes.userCenter', { ns: 'translation' })}>
      <section className="profile-card" aria-labelledby="profile-name">
        <span className="profile-avatar" aria-hidden="true">
          {displayName(user).slice(0, 1).toUpperCase()}
        </span>
        <div className="profile-who">
          <h2 id="profile-name" className="profile-name" data-testid="profile-name">
            {displayName(user)}
          </h2>
          <dl className="profile-facts">
            <div>
              <dt>{t('center.account')}</dt>
              <dd data-testid="profile-account">{user.account}</dd>
            </div>
            <div>
              <dt>{t('center.email')}</dt>
              <dd>
                {isPlaceholderEmail(user.email) ? null : user.email}{' '}
                {!user.emailVerified && (
                  <Link className="text-link" to={paths.accountSetting.getHref()} data-testid="confirm-email-link">
                    {t('center.confirmEmail')}
                  </Link>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <BalanceSummary />
      </section>

      <BonusWalletSummary />

      <nav aria-label={t('center.shortcuts')} className="shortcut-nav">
        <ul className="link-cards">
          {shortcuts.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="link-card" data-testid={item.testId}>
                <Icon name={item.icon} />
                <span>{item.label}</span>
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <KycSection />

      <MarketingConsentSection />
    </PageShell>
  );
}
