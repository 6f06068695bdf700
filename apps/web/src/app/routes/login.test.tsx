import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { createUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { closeAuthDialog, isAuthDialogOpen, useAuthDialogStore } from '../../features/account/stores/auth-dialog-store';
import { LINE_STATE_KEY } from '../../features/account/utils/line-login';
import LoginRoute, { lineReturnTarget, resetLinkOf } from './login';
import { loginTarget } from '../guard';

afterEach(() => {
  closeAuthDialog(false);
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  useSessionStore.getState().clearSession();
});

function renderLogin(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginRoute },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/login', () => {
  it('goes to the named route with its query after signing in', () => {
    expect(loginTarget(new URLSearchParams('redirect=record&type=game'), '/')).toBe('/user/record?type=game');
    expect(loginTarget(new URLSearchParams('redirect=nowhere'), '/')).toBe('/');
  });

  it('after Line, returns to the page left for Line (a /login page keeps its redirect)', () => {
    expect(lineReturnTarget('/user/record?type=game', '/')).toBe('/user/record?type=game');
    expect(lineReturnTarget('/login?redirect=userCenter', '/')).toBe('/user/user-center');
  });

  it('exchanges the code of a Line return for a session, once, and goes back', async () => {
    window.sessionStorage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's1', returnTo: '/activity' }));
    window.sessionStorage.setItem('agentCode', 'AG1');
    const { calls } = mockFetch({
      '/v2/app/auth/login3': () => envelope({ token: 'line-token' }),
      '/v2/app/user/info': () => envelope(createUser({ account: 'liner' })),
      '/v2/app/agent/is/agent': () => envelope(false),
    });
    const router = renderLogin('/login?code=c0de&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    const exchanges = calls.filter((call) => call.url === '/v2/app/auth/login3');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({
      event: 'line',
      token: 'c0de',
      redirectUri: `${window.location.origin}/login`,
      agentCode: 'AG1',
    });
    expect(useSessionStore.getState().user?.account).toBe('liner');
    expect(isAuthDialogOpen()).toBe(false);
  });

  it('refuses a Line return it did not ask for and opens the sign-in dialog instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch({});
    const router = renderLogin('/login?code=c0de&state=forged');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(isAuthDialogOpen()).toBe(true));
    expect(calls.some((call) => call.url === '/v2/app/auth/login3')).toBe(false);
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('reads a reset link: the account and the six-digit code from the fragment, nothing else', () => {
    expect(resetLinkOf('#reset=Alice&code=123456')).toEqual({ account: 'Alice', code: '123456' });
    expect(resetLinkOf('#reset=a%2Bb%40mail.test&code=000001')).toEqual({ account: 'a+b@mail.test', code: '000001' });
    expect(resetLinkOf('#reset=Alice')).toBeNull();
    expect(resetLinkOf('#reset=Alice&code=12ab56')).toBeNull();
    expect(resetLinkOf('#code=123456')).toBeNull();
    expect(resetLinkOf('')).toBeNull();
  });

  it('opens find-password filled in from a reset link, and goes home when it is done', async () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderLogin('/login#reset=Alice&code=123456');
    await waitFor(() => expect(isAuthDialogOpen()).toBe(true));
    expect(useAuthDialogStore.getState()).toMatchObject({
      open: true,
      tab: 'findPassword',
      reset: { account: 'Alice', code: '123456' },
    });
    closeAuthDialog(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the sign-in tab without a reset link', async () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin('/login');
    await waitFor(() => expect(isAuthDialogOpen()).toBe(true));
    expect(useAuthDialogStore.getState()).toMatchObject({ tab: 'login', reset: null });
  });
});
