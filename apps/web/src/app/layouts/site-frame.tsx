// What both layouts share: header, drawer menu, footer and the phone's tab bar around the page.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppHeader } from './app-header';
import { SiteFooter } from './site-footer';
import { TabBar } from './tab-bar';

// The drawer (and the kit's popup and animation code under it) loads when first opened: a phone's
// first page does not carry it.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export interface SiteFrameProps {
  variant: 'default' | 'home';
  aside?: ReactNode;
  children: ReactNode;
}

export function SiteFrame({ variant, aside, children }: SiteFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <div className={`site site-${variant}`} data-layout={variant}>
      <AppHeader
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      <div className="site-body">
        {aside}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <TabBar />
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
