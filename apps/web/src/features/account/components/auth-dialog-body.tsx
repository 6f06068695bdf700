// The dialog's content, loaded with its first opening. A view's form mounts when first shown and
// stays mounted (hidden) while the dialog is open, so switching tabs keeps what was typed.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { closeAuthDialog, setAuthTab, useAuthDialogStore, type AuthTab } from '../stores/auth-dialog-store';
import { AuthPanel } from './auth-tabs';
import { LoginForm } from './login-form';

const RegisterForm = lazy(() => import('./register-form'));
const FindPasswordForm = lazy(() => import('./find-password-form'));

export default function AuthDialogBody({ view }: { view: AuthTab }) {
  const { ready } = useTranslation(['account', 'translation']);
  const reset = useAuthDialogStore((state) => state.reset);
  const [visited, setVisited] = useState<ReadonlySet<AuthTab>>(() => new Set([view]));
  // Views reached by a link or opened directly start in their first field; a tab click keeps focus
  // on the tab, as the tabs pattern expects.
  const [focusView, setFocusView] = useState<AuthTab | null>(view);
  if (!visited.has(view)) setVisited(new Set(visited).add(view));

  const go = (next: AuthTab) => {
    setFocusView(next);
    setAuthTab(next);
  };

  if (!ready) {
    return (
      <AuthPanel view={view}>
        <DialogLoading />
      </AuthPanel>
    );
  }

  return (
    <>
      {visited.has('login') && (
        <AuthPanel view="login" hidden={view !== 'login'}>
          <LoginForm
            autoFocus={focusView === 'login'}
            onSignedIn={() => closeAuthDialog(true)}
            onForgotPassword={() => go('findPassword')}
            onRegister={() => go('register')}
          />
        </AuthPanel>
      )}
      {visited.has('register') && (
        <AuthPanel view="register" hidden={view !== 'register'}>
          <Suspense fallback={<DialogLoading />}>
            <RegisterForm autoFocus={focusView === 'register'} onRegistered={() => closeAuthDialog(true)} />
          </Suspense>
        </AuthPanel>
      )}
      {visited.has('findPassword') && (
        <AuthPanel view="findPassword" hidden={view !== 'findPassword'}>
          <Suspense fallback={<DialogLoading />}>
            <FindPasswordForm
              key={reset ? `${reset.account}:${reset.code}` : 'typed'}
              prefill={reset}
              autoFocus={focusView === 'findPassword'}
              onDone={() => closeAuthDialog(false)}
              onBackToLogin={() => go('login')}
            />
          </Suspense>
        </AuthPanel>
      )}
    </>
  );
}
