// A `token` query parameter (e.g. from a sign-in link) is saved as the login token and removed from the
// address, so it neither stays in the history nor gets shared by copying the URL.
import { useSessionStore } from './session-store';

export function consumeTokenFromUrl(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token) return null;
  const session = useSessionStore.getState();
  // A new token means a new session: any user loaded for the old one no longer applies.
  if (session.token !== token) session.clearSession();
  session.setToken(token);
  return token;
}
