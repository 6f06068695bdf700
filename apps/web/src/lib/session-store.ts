// The signed-in session (SPEC.md section 3 "Session state"): token, user, isAgent and homePage.
// The token lives in localStorage under `token`; being signed in means that key holds a token.
import type { UserInfo } from '@hall/contracts/user';
import { create } from 'zustand';
import { DEFAULT_HOME_PAGE, TOKEN_STORAGE_KEY } from './config';
import { readStorage, removeStorage, writeStorage } from './storage';
import { paths } from '../config/paths';

/** The user object of /v2/app/user/info. */
export type SessionUser = UserInfo;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isAgent: boolean;
  homePage: string;
  setToken: (token: string) => void;
  setSession: (session: { user: SessionUser; isAgent: boolean }) => void;
  /** The user as a profile call answered it (same player, fresher fields). */
  setUser: (user: SessionUser) => void;
  /** Forgets the user and the token without leaving the page. */
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStorage(TOKEN_STORAGE_KEY),
  user: null,
  isAgent: false,
  homePage: DEFAULT_HOME_PAGE,
  setToken: (token) => {
    writeStorage(TOKEN_STORAGE_KEY, token);
    set({ token });
  },
  setSession: ({ user, isAgent }) => set({ user, isAgent }),
  setUser: (user) => set({ user }),
  clearSession: () => {
    removeStorage(TOKEN_STORAGE_KEY);
    set({ token: null, user: null, isAgent: false, homePage: DEFAULT_HOME_PAGE });
  },
}));

/** A token is stored. Whether it is still valid is known once the user info has loaded. */
export function hasToken(): boolean {
  return Boolean(useSessionStore.getState().token);
}

export function displayName(user: SessionUser): string {
  return user.nickname || user.account;
}

/** Full page load of the site root: drops every cached response and every open dialog. */
export function reloadSiteRoot(): void {
  window.location.assign(paths.home.getHref());
}

let explaining = 0;

/**
 * Taken by a page that is about to end the player's own sessions and will say so itself (a
 * self-exclusion): until the player has read it, the live stream's "session ended" does not sign
 * the tab out under the explanation. The returned function gives the hold back (on a refusal).
 */
export function explainSessionEnd(): () => void {
  explaining += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    explaining -= 1;
  };
}

export const sessionEndExplained = (): boolean => explaining > 0;

/** Logout as SPEC.md section 4 defines it: reset the user state, clear the token, reload the site root. */
export function logout(reload: () => void = reloadSiteRoot): void {
  useSessionStore.getState().clearSession();
  reload();
}
