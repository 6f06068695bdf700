// A titled list of menu links; the current page is marked for sighted and screen-reader users alike.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import type { MenuItem } from '../menus';
import { MenuBadge } from './menu-badge';

export interface MenuListProps {
  title: string;
  items: MenuItem[];
  onNavigate?: () => void;
  className?: string;
}

/**
 * A link is current only on its own page when another item of the list lies below it (Deposit and
 * Crypto deposit): otherwise both would be marked on the crypto page.
 */
const endsHere = (to: string, items: MenuItem[]) =>
  to === '/' || items.some((other) => other.to !== to && other.to.startsWith(`${to}/`));

export function MenuList({ title, items, onNavigate, className }: MenuListProps) {
  const { t } = useTranslation();
  return (
    <nav className={['menu-list', className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className="menu-list-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={endsHere(item.to, items)} className="menu-link" onClick={onNavigate}>
              <Icon name={item.icon} />
              <span>{t(item.labelKey)}</span>
              {item.badge && <MenuBadge kind={item.badge} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
