import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { signOut, startSession } from './session';
import { useSessionStore } from './session-store';
import { envelope, mockFetch } from '../test/fetch-mock';
import { createUser } from '../test/factories';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('starting a session', () => {
  it('stores the token, then loads the user and the agent flag with it', async () => {
    const { calls } = mockFetch({
      '/v2/app/user/info': () => envelope(createUser({ account: 'alice' })),
      '/v2/app/agent/is/agent': () => envelope(true),
    });
    await startSession(
      createQueryClient(() => undefined),
      'tok-1',
    );
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', isAgent: true, user: { account: 'alice' } });
    expect(calls[0]!.headers.get('TOKEN')).toBe('tok-1');
  });

  it('forgets the token again when the user cannot be loaded', async () => {
    mockFetch({ '/v2/app/user/info': () => envelope(null, 401, 'Please sign in') });
    const onError = vi.fn();
    await expect(startSession(createQueryClient(onError), 'tok-2')).rejects.toMatchObject({ code: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    // The caller's mutation reports it; the session query itself stays quiet.
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('logout from the user menu', () => {
  it('revokes the session on the server, then clears it and reloads the site root', async () => {
    useSessionStore.getState().setToken('tok-3');
    useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
    const { calls } = mockFetch({ '/v2/app/auth/logout': () => envelope({ done: true }) });
    const reload = vi.fn();
    await signOut(reload);
    expect(calls[0]).toMatchObject({ url: '/v2/app/auth/logout', method: 'POST' });
    expect(calls[0]!.headers.get('TOKEN')).toBe('tok-3');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still signs out here when the server cannot be reached or the session already ended', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setToken('tok-4');
    mockFetch({ '/v2/app/auth/logout': () => envelope(null, 402, 'Session ended') });
    const reload = vi.fn();
    await signOut(reload);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
