// A page opened in a window of its own to be read and closed (the user agreement from the register
// form: /about/user-agreement?view=window): the site's mark and a close button, no menus or footer
// to wander off through.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import './reading-window.css';

/** The address query that asks the default layout for this frame. */
export const READING_WINDOW_QUERY = { name: 'view', value: 'window' } as const;

export function ReadingWindow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="site site-window" data-layout="window">
      <header className="app-header window-header">
        <span className="brand">
          <Logo size={30} />
          <span className="brand-name">{t('app.name')}</span>
        </span>
        {/* Browsers let a page close a window that a link opened and that has no history of its own. */}
        <button type="button" className="button-link window-close" onClick={() => window.close()}>
          <Icon name="close" />
          <span>{t('common.close')}</span>
        </button>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
