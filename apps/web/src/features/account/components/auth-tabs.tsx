// The dialog's tab header: login and register (find-password has no tab of its own, SPEC.md
// section 2).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../components/tab-list';
import type { AuthTab } from '../stores/auth-dialog-store';

export const TABBED_VIEWS = ['login', 'register'] as const satisfies readonly AuthTab[];
export type TabbedView = (typeof TABBED_VIEWS)[number];

export const tabId = (view: TabbedView) => `auth-tab-${view}`;
export const panelId = (view: AuthTab) => `auth-panel-${view}`;

const isTabbed = (view: AuthTab): view is TabbedView => (TABBED_VIEWS as readonly AuthTab[]).includes(view);

/**
 * The element a view's tab controls (find-password, having no tab, is a plain region). It is rendered
 * around the loading indicator too, so the selected tab never points at an element that is not there.
 */
export function AuthPanel({ view, hidden, children }: { view: AuthTab; hidden?: boolean; children: ReactNode }) {
  const tabbed = isTabbed(view);
  return (
    <div
      id={panelId(view)}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? tabId(view) : undefined}
      hidden={hidden}
    >
      {children}
    </div>
  );
}

const labelKeys: Record<TabbedView, string> = { login: 'auth.signIn', register: 'auth.register' };

export function AuthTabs({ active, onSelect }: { active: AuthTab; onSelect: (view: TabbedView) => void }) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={TABBED_VIEWS}
      // Find-password is shown under no tab: then no tab is selected.
      value={active as TabbedView}
      onChange={onSelect}
      label={t('auth.tabsLabel')}
      tabId={tabId}
      panelId={panelId}
      renderLabel={(view) => t(labelKeys[view])}
      className="auth-tabs"
      tabClassName="auth-tab"
      testId={(view) => `auth-tab-${view}`}
    />
  );
}
