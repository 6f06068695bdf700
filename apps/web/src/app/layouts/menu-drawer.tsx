// The phone and tablet menu: a drawer from the left with every menu group the visitor may use.
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useSessionStore } from '../../lib/session-store';
import { aboutMenu, agentMenu, gameMenu, userCenterMenu } from '../menus';
import { MenuList } from './menu-list';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  const isAgent = useSessionStore((state) => state.isAgent);
  const trapRef = useFocusTrap(open, onClose);

  return (
    <Popup visible={open} position="left" onClose={onClose} onMaskClick={onClose} bodyClassName="menu-drawer-body">
      <div
        ref={trapRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('common.menu')}
        className="menu-drawer"
        tabIndex={-1}
      >
        <div className="menu-drawer-header">
          <span className="menu-drawer-title">{t('common.menu')}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.closeMenu')}>
            <Icon name="close" />
          </button>
        </div>
        <MenuList title={t('menu.groups.game')} items={gameMenu} onNavigate={onClose} />
        {signedIn && <MenuList title={t('menu.groups.userCenter')} items={userCenterMenu} onNavigate={onClose} />}
        {signedIn && isAgent && <MenuList title={t('menu.groups.agent')} items={agentMenu} onNavigate={onClose} />}
        <MenuList title={t('menu.groups.about')} items={aboutMenu} onNavigate={onClose} />
      </div>
    </Popup>
  );
}
