// The route guard of SPEC.md section 2, run as the loader of every page before it renders:
// 1. a stored token without a loaded user: load the user; on failure log out locally and go to
//    /login?redirect=<route name>&<original query>;
// 2. a signed-in user asking for /login goes to their home page;
// 3. without a token, public pages and /login pass; any other page opens the sign-in dialog and waits:
//    signed in -> the navigation continues; dismissed -> it is cancelled (we stay on the current page),
//    or on a first page load (no previous page) we go home.
// Then, signed in:
// 4. a player whose agent created the account must choose its own password first: every page but the
//    account settings (where the form is) sends it there;
// 5. agent pages need an approved agent: anyone else is shown the agent application page.
import type { QueryClient } from '@tanstack/react-query';
import { createPath, redirect, replace, type LoaderFunctionArgs, type DataRouter as Router } from 'react-router';
import { loadSession } from '../lib/session';
import { useSessionStore } from '../lib/session-store';
import { closeAuthDialog, openAuthDialog } from '../features/account/stores/auth-dialog-store';
import { LOGIN_ROUTE_NAME, pathOfRouteName, paths } from '../config/paths';
import type { RouteMeta } from './route-meta';

export interface GuardDeps {
  queryClient: QueryClient;
  /** The router, once created: tells whether a page is already showing. */
  getRouter: () => Router | undefined;
  openDialog?: typeof openAuthDialog;
}

export function loginHref(targetName: string, query: URLSearchParams): string {
  const params = new URLSearchParams();
  params.set('redirect', targetName);
  for (const [key, value] of query) if (key !== 'redirect') params.append(key, value);
  return paths.login.getHref(`?${params.toString()}`);
}

/** Where a sign-in leads from /login?redirect=<route name>&<query>: the named page with the query, else `homePage`. */
export function loginTarget(search: URLSearchParams, homePage: string): string {
  const name = search.get('redirect');
  const path = name && name !== LOGIN_ROUTE_NAME ? pathOfRouteName(name) : undefined;
  if (!path) return homePage;
  const query = new URLSearchParams(search);
  query.delete('redirect');
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

export function createGuard({ queryClient, getRouter, openDialog = openAuthDialog }: GuardDeps) {
  return function guardLoader(meta: RouteMeta) {
    return async ({ request }: LoaderFunctionArgs): Promise<null> => {
      const url = new URL(request.url);
      const isLoginRoute = meta.name === LOGIN_ROUTE_NAME;

      const { token, user } = useSessionStore.getState();
      if (token && !user) {
        try {
          await loadSession(queryClient, { silent: true });
        } catch (error) {
          console.error('Loading the signed-in user failed', error);
          useSessionStore.getState().clearSession();
          throw redirect(isLoginRoute ? paths.login.getHref(url.search) : loginHref(meta.name, url.searchParams));
        }
      }

      const session = useSessionStore.getState();
      const signedIn = Boolean(session.token && session.user);
      if (isLoginRoute) {
        if (signedIn) throw redirect(session.homePage);
        return null;
      }
      if (signedIn) return afterSignIn(meta);
      if (!meta.requiresAuth) return null;

      // Leaving with the browser's back button while the dialog is open drops this navigation.
      const onAbort = () => closeAuthDialog(false);
      request.signal.addEventListener('abort', onAbort, { once: true });
      const confirmed = await openDialog({ tab: 'login' }).finally(() =>
        request.signal.removeEventListener('abort', onAbort),
      );
      if (confirmed) return afterSignIn(meta);

      const router = getRouter();
      if (router?.state.initialized) {
        // Replacing the address with the page already showing cancels the navigation.
        throw replace(createPath(router.state.location));
      }
      throw replace(useSessionStore.getState().homePage);
    };
  };
}

/** Rules 4 and 5: where a signed-in visitor may not go, the page it is sent to instead. */
function afterSignIn(meta: RouteMeta): null {
  const { user, isAgent } = useSessionStore.getState();
  if (user?.passwordChangeRequired && meta.name !== 'accountSetting') throw redirect(paths.accountSetting.getHref());
  if (meta.requiresAgent && !isAgent) throw redirect(paths.agentApply.getHref());
  return null;
}
