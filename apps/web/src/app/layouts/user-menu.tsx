// The signed-in user's menu in the header: a disclosure button with the userMenu links and logout.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { signOut } from '../../lib/session';
import { useDisclosure } from '../../lib/use-disclosure';
import { displayName, useSessionStore, type SessionUser } from '../../lib/session-store';
import { userMenu, visibleItems } from '../menus';
import { MenuBadge } from './menu-badge';

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const isAgent = useSessionStore((state) => state.isAgent);
  const menu = useDisclosure();

  return (
    <div className="user-menu" ref={menu.rootRef}>
      <button {...menu.buttonProps} className="user-menu-button" data-testid="user-menu-button">
        <Icon name="user" size={18} />
        <span className="user-menu-name">{displayName(user)}</span>
        <MenuBadge kind="unreadLetters" variant="dot" />
        <Icon name="chevronDown" size={16} />
      </button>
      <div {...menu.panelProps} className="user-menu-panel">
        <p className="user-menu-header">{t('user.signedInAs', { name: displayName(user) })}</p>
        <ul>
          {visibleItems(userMenu, isAgent).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="menu-link" onClick={menu.close}>
                <Icon name={item.icon} />
                <span>{t(item.labelKey)}</span>
                {item.badge && <MenuBadge kind={item.badge} />}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="menu-link" onClick={() => void signOut()}>
              <Icon name="logout" />
              <span>{t('auth.logout')}</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
