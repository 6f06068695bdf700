// The sign-in dialog host, mounted once in the app providers (SPEC.md section 2): login and register
// tabs, find-password opened from the login tab. Opens on a chosen tab, is not closed by the overlay,
// keeps keyboard focus inside, and Escape dismisses it. Its forms load only when it first opens.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { PopupDialog } from '../../../components/popup-dialog';
import { closeAuthDialog, setAuthTab, useAuthDialogStore, type AuthTab } from '../stores/auth-dialog-store';
import { AuthPanel, AuthTabs } from './auth-tabs';
import './auth-dialog.css';

const AuthDialogBody = lazy(() => import('./auth-dialog-body'));

export const authTitleKeys: Record<AuthTab, string> = {
  login: 'auth.loginTitle',
  register: 'auth.registerTitle',
  findPassword: 'auth.findPasswordTitle',
};

export function AuthDialog() {
  const { t } = useTranslation();
  const open = useAuthDialogStore((state) => state.open);
  const view = useAuthDialogStore((state) => state.tab);
  const title = t(authTitleKeys[view]);

  return (
    <PopupDialog
      visible={open}
      ariaLabel={title}
      header={
        view === 'findPassword' ? (
          <h2 className="popup-dialog-title">{title}</h2>
        ) : (
          <AuthTabs active={view} onSelect={setAuthTab} />
        )
      }
      onClose={() => closeAuthDialog(false)}
      testId="auth-dialog"
      className="auth-dialog"
      width={460}
    >
      <Suspense
        fallback={
          <AuthPanel view={view}>
            <DialogLoading />
          </AuthPanel>
        }
      >
        <AuthDialogBody view={view} />
      </Suspense>
    </PopupDialog>
  );
}
