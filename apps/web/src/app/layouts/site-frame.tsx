// What both layouts share: header, drawer menu, footer and the phone's tab bar around the page.
import { useState, type ReactNode } from 'react';
import { AppHeader } from './app-header';
import { MenuDrawer } from './menu-drawer';
import { SiteFooter } from './site-footer';
import { TabBar } from './tab-bar';

export interface SiteFrameProps {
  variant: 'default' | 'home';
  aside?: ReactNode;
  children: ReactNode;
}

export function SiteFrame({ variant, aside, children }: SiteFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={`site site-${variant}`} data-layout={variant}>
      <AppHeader onOpenMenu={() => setMenuOpen(true)} />
      <div className="site-body">
        {aside}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <TabBar />
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}
