// The four ways money moves, as tabs above every finance page: bank deposit and withdrawal, and their
// cryptocurrency counterparts.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';

const tabs: { to: string; labelKey: string; icon: IconName }[] = [
  { to: '/user/finance/deposit', labelKey: 'menu.deposit', icon: 'arrowDown' },
  { to: '/user/finance/withdraw', labelKey: 'menu.withdraw', icon: 'arrowUp' },
  { to: '/user/finance/deposit/cryptocurrency', labelKey: 'menu.cryptoDeposit', icon: 'coin' },
  { to: '/user/finance/withdraw/cryptocurrency', labelKey: 'menu.cryptoWithdraw', icon: 'coin' },
];

export function FinanceTabs() {
  const { t } = useTranslation();
  return (
    <nav className="finance-tabs" aria-label={t('tabs.label', { ns: 'finance' })}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className="finance-tab">
              <Icon name={tab.icon} size={18} />
              <span>{t(tab.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
