// The root of every page: progress bar while loading, the document title, scroll restoration, the
// agent code of an invite link (?agentCode=) opening registration for a visitor and kept for it later
// in the visit, and a player who signs in on a page and must first change its password taken to the
// form for it (the guard does the same on every later navigation). The age confirmation form opens
// over any page when the server asks for it.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountConfirmationDialog } from '../../features/account/components/account-confirmation-dialog';
import { openAuthDialog, useAuthDialogStore } from '../../features/account/stores/auth-dialog-store';
import { captureAgentCode, opensRegistration } from '../../features/account/utils/agent-code';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session-store';
import type { StorageKey } from '../../lib/storage-keys';
import { useRouteMeta } from '../use-route-meta';
import { useRouteProgress } from '../use-route-progress';

/** ScrollRestoration keeps the positions in session storage under this name (storage-keys.ts). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions' satisfies StorageKey;

export function RootLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { search } = useLocation();
  // An invite link opens registration for a visitor, with the code filled in; a signed-in player
  // following one stays where it is.
  const signedIn = useSessionStore((state) => Boolean(state.token));
  useEffect(() => {
    captureAgentCode(search);
    if (!signedIn && opensRegistration(search)) void openAuthDialog({ tab: 'register' });
  }, [search, signedIn]);
  useRouteProgress(useAuthDialogStore((state) => state.open));
  const mustChangePassword = useSessionStore((state) => state.user?.passwordChangeRequired === true);
  const navigate = useNavigate();
  useEffect(() => {
    if (mustChangePassword && meta && meta.name !== 'accountSetting')
      void navigate(paths.accountSetting.getHref(), { replace: true });
  }, [mustChangePassword, meta, navigate]);

  const appName = t('app.name');
  const pageTitle = meta?.title ?? (meta?.titleKey ? t(meta.titleKey) : '');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, appName]);

  return (
    <>
      <Outlet />
      <AccountConfirmationDialog />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}
