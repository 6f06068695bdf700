// The four ways money moves, as tabs above every finance page: bank deposit and withdrawal, and their
// cryptocurrency counterparts.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';
// The tabs' look lives with the finance pages' styles; imported here so a page showing only the tabs
// (the crypto pages) has it on a direct load too.
import '../../../styles/money.css';

const tabs: { to: string; labelKey: string; icon: IconName }[] = [
  { to: paths.deposit.getHref(), labelKey: 'menu.deposit', icon: 'arrowDown' },
  { to: paths.withdraw.getHref(), labelKey: 'menu.withdraw', icon: 'arrowUp' },
  { to: paths.cryptoDeposit.getHref(), labelKey: 'menu.cryptoDeposit', icon: 'coin' },
  { to: paths.cryptoWithdraw.getHref(), labelKey: 'menu.cryptoWithdraw', icon: 'coin' },
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
