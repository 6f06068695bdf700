// The header of both layouts: menu button (narrow screens), logo, main navigation (wide screens),
// language switcher, and the sign-in button or the user's menu.
import { Button } from 'antd-mobile';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { useSessionStore } from '../../lib/session-store';
import { openAuthDialog } from '../../features/account/stores/auth-dialog-store';
import { gameMenu } from '../menus';
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
      <nav className="header-nav" aria-label={t('menu.groups.main')}>
        <ul>
          {gameMenu.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="header-nav-link">
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-actions">
        <LanguageSwitcher />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Button
            color="primary"
            size="small"
            className="sign-in-button"
            onClick={() => void openAuthDialog({ tab: 'login' })}
            data-testid="sign-in-button"
          >
            {t('auth.signIn')}
          </Button>
        )}
      </div>
    </header>
  );
}
