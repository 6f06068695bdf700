// The default layout: the page beside the menu of its section (side menu from 768 px), or alone in a
// reading window when the address asks for one (?view=window).
import { Outlet, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { sectionMenus, visibleItems } from '../menus';
import { useRouteMeta } from '../use-route-meta';
import { MenuList } from './menu-list';
import { READING_WINDOW_QUERY, ReadingWindow } from './reading-window';
import { SiteFrame } from './site-frame';

export function DefaultLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const isAgent = useSessionStore((state) => state.isAgent);
  const [searchParams] = useSearchParams();
  const menu = sectionMenus[meta?.section ?? 'game'];
  if (searchParams.get(READING_WINDOW_QUERY.name) === READING_WINDOW_QUERY.value) {
    return (
      <ReadingWindow>
        <Outlet />
      </ReadingWindow>
    );
  }
  return (
    <SiteFrame
      variant="default"
      aside={
        <aside className="side-menu">
          <MenuList title={t(menu.titleKey)} items={visibleItems(menu.items, isAgent)} />
        </aside>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
