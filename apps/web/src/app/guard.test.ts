import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { envelope, mockFetch } from '../test/fetch-mock';
import { createUser } from '../test/factories';
import { createGuard } from './guard';
import type { RouteMeta } from './route-meta';
import { findRouteByName } from './route-table';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function meta(name: string): RouteMeta {
  const route = findRouteByName(name);
  if (!route) throw new Error(`No route ${name}`);
  return route;
}

function fakeRouter(initialized: boolean, path = '/activity', search = '') {
  return { state: { initialized, location: { pathname: path, search, hash: '' } } } as unknown as DataRouter;
}

function setup({ confirmed = false, router = fakeRouter(true) as DataRouter | undefined } = {}) {
  const queryClient: QueryClient = createQueryClient(() => undefined);
  const openDialog = vi.fn(() => Promise.resolve(confirmed));
  const guard = createGuard({ queryClient, getRouter: () => router, openDialog });
  const run = (name: string, url: string) =>
    guard(meta(name))({
      request: new Request(new URL(url, 'http://localhost')),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  return { run, openDialog };
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const result = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(result instanceof Response)) throw new Error(`Expected a redirect, got ${String(result)}`);
  return result;
}

describe('the route guard', () => {
  it('lets a visitor without a token through to public pages and /login', async () => {
    const { run, openDialog } = setup();
    await expect(run('activity', '/activity')).resolves.toBeNull();
    await expect(run('login', '/login')).resolves.toBeNull();
    await expect(run('stationLetter', '/user/station-letter')).resolves.toBeNull();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('opens the sign-in dialog for a protected page and continues when the user signs in', async () => {
    const { run, openDialog } = setup({ confirmed: true });
    await expect(run('userCenter', '/user/user-center')).resolves.toBeNull();
    expect(openDialog).toHaveBeenCalledWith({ tab: 'login' });
  });

  it('cancels the navigation when the dialog is dismissed on a page already showing', async () => {
    const { run } = setup({ confirmed: false, router: fakeRouter(true, '/game/notice', '?page=2') });
    const response = await thrownResponse(run('userCenter', '/user/user-center'));
    expect(response.headers.get('Location')).toBe('/game/notice?page=2');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('goes home when the dialog is dismissed on the first page load', async () => {
    const { run } = setup({ confirmed: false, router: fakeRouter(false) });
    const response = await thrownResponse(run('deposit', '/user/finance/deposit'));
    expect(response.headers.get('Location')).toBe('/');
  });

  it('loads the user for a stored token, then lets protected pages through', async () => {
    useSessionStore.getState().setToken('good');
    const { calls } = mockFetch({
      '/v2/app/user/info': () => envelope(createUser({ account: 'alice' })),
      '/v2/app/agent/is/agent': () => envelope(true),
    });
    const { run, openDialog } = setup();
    await expect(run('userCenter', '/user/user-center')).resolves.toBeNull();
    expect(calls.map((c) => c.url).sort()).toEqual(['/v2/app/agent/is/agent', '/v2/app/user/info']);
    expect(calls[0]!.headers.get('TOKEN')).toBe('good');
    expect(useSessionStore.getState().user?.account).toBe('alice');
    expect(useSessionStore.getState().isAgent).toBe(true);
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('keeps the user signed in when only the agent flag fails', async () => {
    useSessionStore.getState().setToken('good');
    mockFetch({
      '/v2/app/user/info': () => envelope(createUser()),
      '/v2/app/agent/is/agent': () => envelope(null, 500, 'Down'),
    });
    const { run } = setup();
    await expect(run('record', '/user/record')).resolves.toBeNull();
    expect(useSessionStore.getState().isAgent).toBe(false);
  });

  it('logs out locally and sends to /login with the route name and query when the user cannot be loaded', async () => {
    useSessionStore.getState().setToken('expired');
    mockFetch({ '/v2/app/user/info': () => envelope(null, 401, 'Not signed in') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { run } = setup();
    const response = await thrownResponse(run('teamRecharge', '/agent/team-recharge?month=5&page=2'));
    expect(response.headers.get('Location')).toBe('/login?redirect=teamRecharge&month=5&page=2');
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in user who asks for /login to their home page', async () => {
    useSessionStore.getState().setToken('good');
    useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
    const { run } = setup();
    const response = await thrownResponse(run('login', '/login'));
    expect(response.headers.get('Location')).toBe('/');
  });

  it('closes the dialog as dismissed when the navigation is abandoned', async () => {
    const queryClient = createQueryClient(() => undefined);
    const { openAuthDialog, isAuthDialogOpen } = await import('../features/account/stores/auth-dialog-store');
    const guard = createGuard({ queryClient, getRouter: () => fakeRouter(true), openDialog: openAuthDialog });
    const controller = new AbortController();
    const pending = guard(meta('amigo'))({
      request: new Request('http://localhost/amigo', { signal: controller.signal }),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs).catch((e: unknown) => e);
    expect(isAuthDialogOpen()).toBe(true);
    controller.abort();
    await pending;
    expect(isAuthDialogOpen()).toBe(false);
  });

  it('shows a signed-in player who is not an agent the application page instead of a team page', async () => {
    useSessionStore.getState().setToken('good');
    useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
    const { run } = setup();
    for (const [name, url] of [
      ['agentCenter', '/agent/center'],
      ['teamReport', '/agent/team-report/7'],
      ['subordinateManagement', '/agent/subordinate-management'],
      ['agentRebates', '/agent/rebates'],
    ] as const) {
      const response = await thrownResponse(run(name, url));
      expect(response.headers.get('Location')).toBe('/agent/apply');
    }
    await expect(run('agentApply', '/agent/apply')).resolves.toBeNull();
  });

  it('lets an agent through to the team pages', async () => {
    useSessionStore.getState().setToken('good');
    useSessionStore.getState().setSession({ user: createUser(), isAgent: true });
    const { run } = setup();
    await expect(run('teamReport', '/agent/team-report')).resolves.toBeNull();
  });

  it('checks the agent flag after the sign-in dialog too', async () => {
    const queryClient = createQueryClient(() => undefined);
    const signIn = vi.fn(() => {
      useSessionStore.getState().setToken('good');
      useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
      return Promise.resolve(true);
    });
    const guard = createGuard({ queryClient, getRouter: () => fakeRouter(true), openDialog: signIn });
    const response = await thrownResponse(
      guard(meta('teamRecharge'))({
        request: new Request('http://localhost/agent/team-recharge'),
        params: {},
        context: undefined,
      } as unknown as LoaderFunctionArgs),
    );
    expect(signIn).toHaveBeenCalled();
    expect(response.headers.get('Location')).toBe('/agent/apply');
  });

  it('sends a player who must change its password to the account settings from every other page', async () => {
    useSessionStore.getState().setToken('good');
    useSessionStore.getState().setSession({ user: createUser({ passwordChangeRequired: true }), isAgent: false });
    const { run } = setup();
    for (const [name, url] of [
      ['home', '/'],
      ['deposit', '/user/finance/deposit'],
      ['agentApply', '/agent/apply'],
    ] as const) {
      const response = await thrownResponse(run(name, url));
      expect(response.headers.get('Location')).toBe('/user/account-setting');
    }
    await expect(run('accountSetting', '/user/account-setting')).resolves.toBeNull();
  });
});
