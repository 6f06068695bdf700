// A count beside a menu entry (unread station letters), or a dot on the closed user menu. The number
// is shown to the eye; screen readers hear "3 unread" with the entry's name.
import { useTranslation } from 'react-i18next';
import { useUnreadLetterCount } from '../../features/content/api/get-unread-count';
import type { MenuBadgeKind } from '../menus';
import './menu-badge.css';

export function MenuBadge({ kind, variant = 'count' }: { kind: MenuBadgeKind; variant?: 'count' | 'dot' }) {
  const count = useUnreadLetterCount();
  const { t, ready } = useTranslation('content');
  if (kind !== 'unreadLetters' || count === 0) return null;
  const spoken = ready ? <span className="visually-hidden">{t('station.badge', { count })}</span> : null;
  if (variant === 'dot') {
    return (
      <>
        <span className="menu-dot" aria-hidden="true" data-testid="unread-dot" />
        {spoken}
      </>
    );
  }
  return (
    <>
      <span className="menu-badge" aria-hidden="true" data-testid="unread-badge">
        {count > 99 ? '99+' : count}
      </span>
      {spoken}
    </>
  );
}
