// The signed-in user's menu in the header: a disclosure button with the userMenu links and logout.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { signOut } from '../../lib/session';
import { displayName, useSessionStore, type SessionUser } from '../../lib/session-store';
import { userMenu, visibleItems } from '../menus';
import { MenuBadge } from './menu-badge';

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const isAgent = useSessionStore((state) => state.isAgent);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-button"
      >
        <Icon name="user" size={18} />
        <span className="user-menu-name">{displayName(user)}</span>
        <MenuBadge kind="unreadLetters" variant="dot" />
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={menuId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-header">{t('user.signedInAs', { name: displayName(user) })}</p>
        <ul>
          {visibleItems(userMenu, isAgent).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="menu-link" onClick={() => setOpen(false)}>
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
