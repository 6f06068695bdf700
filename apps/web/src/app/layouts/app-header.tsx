// The header of both layouts: menu button (narrow screens), logo, main navigation (wide screens),
// language switcher, and for a visitor the sign-in and register buttons, for a player the balance
// (kept current by the live event stream), a deposit button and the user's menu.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { balanceQueryOptions } from '../../lib/balance';
import { formatCoins } from '../../lib/money';
import { useSessionStore } from '../../lib/session-store';
import { openAuthDialog } from '../../features/account/stores/auth-dialog-store';
import { HeaderNav } from './header-nav';
import { UserMenu } from './user-menu';
import { paths } from '../../config/paths';

export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => (state.token ? state.user : null));

  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <button
        type="button"
        className="icon-button header-menu-button"
        onClick={onOpenMenu}
        aria-label={t('common.openMenu')}
        data-testid="open-menu"
      >
        <Icon name="menu" size={22} />
      </button>
      <Link to={paths.home.getHref()} className="brand">
        <Logo size={30} />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <HeaderNav />
      <div className="header-actions">
        <LanguageSwitcher />
        {user ? (
          <>
            <HeaderWallet />
            <UserMenu user={user} />
          </>
        ) : (
          <>
            {/* Plain buttons drawn like the kit's small ones: the header is on every first page, and the
                kit's button (with its loading animation) would add its code to that page for two links. */}
            <button
              type="button"
              className="header-button sign-in-button"
              onClick={() => void openAuthDialog({ tab: 'login' })}
              data-testid="sign-in-button"
            >
              {t('auth.signIn')}
            </button>
            <button
              type="button"
              className="header-button header-button-primary register-button"
              onClick={() => void openAuthDialog({ tab: 'register' })}
              data-testid="register-button"
            >
              {t('auth.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}

/** The player's coins (a link to the account page) and the way to add more. */
function HeaderWallet() {
  const { t, i18n } = useTranslation();
  // The live stream sets the balance as it changes; the header itself never asks again on its own.
  const balance = useQuery({ ...balanceQueryOptions, staleTime: Infinity });
  const coins = balance.data?.coins;
  return (
    <div className="header-wallet">
      <Link to={paths.userCenter.getHref()} className="header-balance" data-testid="header-balance">
        <Icon name="coin" size={16} />
        <span className="visually-hidden">{t('user.balance')}</span>
        <span className="header-balance-amount" data-testid="header-balance-amount">
          {coins === undefined ? '…' : formatCoins(coins, i18n.language)}
        </span>
      </Link>
      <Link to={paths.deposit.getHref()} className="header-deposit" data-testid="header-deposit">
        <Icon name="plusSquare" size={16} className="header-deposit-icon" />
        <span className="header-deposit-label">{t('menu.deposit')}</span>
      </Link>
    </div>
  );
}
