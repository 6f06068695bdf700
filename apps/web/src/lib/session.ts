// Loading the signed-in user (SPEC.md section 2 route guard, section 6 roles): user info plus the
// is-agent flag, fetched through TanStack Query so failures reach the one error listener.
import type { QueryClient } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { logout, reloadSiteRoot, useSessionStore, type SessionUser } from './session-store';

export function getUserInfo(signal?: AbortSignal): Promise<SessionUser> {
  return apiPost<SessionUser>('/v2/app/user/info', {}, { signal });
}

export function getIsAgent(signal?: AbortSignal): Promise<boolean> {
  return apiPost<boolean>('/v2/app/agent/is/agent', {}, { signal });
}

export const sessionQueryKey = ['session'] as const;

export interface LoadSessionOptions {
  /** The caller handles a failure itself (the route guard logs out locally and goes to /login). */
  silent?: boolean;
}

/** Loads user info and the agent flag into the session store; rejects when the user info fails. */
export async function loadSession(queryClient: QueryClient, { silent = false }: LoadSessionOptions = {}) {
  const session = await queryClient.fetchQuery({
    queryKey: sessionQueryKey,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent },
    queryFn: async ({ signal }) => {
      const [user, isAgent] = await Promise.all([
        getUserInfo(signal),
        // The agent centre is an extra; a failing flag must not sign the user out.
        getIsAgent(signal).catch(() => false),
      ]);
      return { user, isAgent: isAgent === true };
    },
  });
  useSessionStore.getState().setSession(session);
  return session;
}

/**
 * Signs in with a token from login, registration or a third-party login: stores it (empty string if
 * none, SPEC.md section 4) and loads the user. A failure forgets the token again and rethrows, so
 * the caller's mutation reports it once.
 */
export async function startSession(queryClient: QueryClient, token: string | undefined | null) {
  useSessionStore.getState().setToken(token ?? '');
  try {
    return await loadSession(queryClient, { silent: true });
  } catch (error) {
    useSessionStore.getState().clearSession();
    throw error;
  }
}

/**
 * Logout from the user menu: the server revokes the session, then the app forgets it and reloads the
 * site root. A failing call (already expired, offline) must not keep the player signed in here.
 */
export async function signOut(reload: () => void = reloadSiteRoot): Promise<void> {
  try {
    await apiPost('/v2/app/auth/logout', {});
  } catch (error) {
    console.warn('Ending the session on the server failed', error);
  }
  logout(reload);
}
