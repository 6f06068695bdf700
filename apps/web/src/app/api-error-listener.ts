// The ONE place where failed API calls become visible (SPEC.md section 8): a toast with the server's
// message (or 'Error' / 'Request Error'), and for 401/402 the end of the session. A deposit or spin
// refused until the account confirms its age opens the confirmation form instead.
import { toast } from '../components/toast';
import { openAccountConfirmation } from '../features/account/stores/account-confirmation-store';
import { ApiError, NetworkError } from '../lib/api-client';
import { hasToken, logout } from '../lib/session-store';

export interface ApiErrorListenerDeps {
  notify?: (message: string) => void;
  logout?: () => void;
}

export function createApiErrorListener({
  notify = (message) => toast.fail(message),
  logout: endSession = () => logout(),
}: ApiErrorListenerDeps = {}) {
  return (error: unknown): void => {
    if (error instanceof ApiError) {
      // A player who must first change its password is already held on the page that asks for it
      // (see guard.ts); the reads of the frame around that page need no toast each.
      if (error.reason === 'password_change_required') return;
      // An account that has not confirmed its age and the terms is shown the form for it, not a toast.
      if (error.reason === 'confirmation_required') return openAccountConfirmation();
      notify(error.message || 'Error');
      // Without a token there is no session to end (e.g. a wrong password answered with 401).
      if (error.endsSession && hasToken()) endSession();
      return;
    }
    if (error instanceof NetworkError) {
      notify(error.message || 'Request Error');
      return;
    }
    console.error(error);
    notify((error instanceof Error && error.message) || 'Request Error');
  };
}
