// refine's auth provider: the sign-in page does the password and authenticator steps itself and
// hands the finished session to `login`; an ended session (401/402) signs the console out.
import type { AuthProvider } from '@refinedev/core';
import { dataProvider } from './data-provider';
import { clearSession, readSession, writeSession, type OperatorSession } from './session';

export const authProvider: AuthProvider = {
  login: async (session: OperatorSession) => {
    writeSession(session);
    return { success: true, redirectTo: '/' };
  },
  logout: async () => {
    // The server ends the session; the tab forgets it even when the server cannot be reached.
    await dataProvider.custom?.({ url: '/v2/admin/auth/logout', method: 'post' }).catch(() => undefined);
    clearSession();
    return { success: true, redirectTo: '/login' };
  },
  check: async () =>
    readSession() ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: '/login' },
  onError: async (error: { statusCode?: number }) => {
    if (error.statusCode === 401 || error.statusCode === 402) {
      clearSession();
      return { logout: true, redirectTo: '/login', error: error as Error };
    }
    return {};
  },
  getIdentity: async () => {
    const session = readSession();
    return session ? { id: session.username, name: session.username, role: session.role } : null;
  },
  getPermissions: async () => readSession()?.role ?? null,
};
