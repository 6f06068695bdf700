import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, useSessionStore } from './session-store';
import { consumeTokenFromUrl } from './token-from-url';
import { createUser } from '../test/factories';

const user = createUser({ id: 7, account: 'player7' });

afterEach(() => {
  useSessionStore.getState().clearSession();
  window.history.replaceState(null, '', '/');
});

describe('the session store', () => {
  it('keeps the token in localStorage under "token"', () => {
    useSessionStore.getState().setToken('t-1');
    expect(window.localStorage.getItem('token')).toBe('t-1');
    expect(useSessionStore.getState().token).toBe('t-1');
  });

  it('starts with the home page "/" and no user', () => {
    const state = useSessionStore.getState();
    expect(state.homePage).toBe('/');
    expect(state.user).toBeNull();
    expect(state.isAgent).toBe(false);
  });

  it('logout resets the user state, clears the token and reloads the site root', () => {
    useSessionStore.getState().setToken('t-2');
    useSessionStore.getState().setSession({ user, isAgent: true });
    const reload = vi.fn();
    logout(reload);
    const state = useSessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.isAgent).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a token in the page address', () => {
  it('is saved as the login token and removed from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/user/user-center?token=from-link&tab=2#top');
    expect(consumeTokenFromUrl()).toBe('from-link');
    expect(window.localStorage.getItem('token')).toBe('from-link');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/user/user-center?tab=2#top',
    );
  });

  it('replaces the session of an older token', () => {
    useSessionStore.getState().setToken('old');
    useSessionStore.getState().setSession({ user, isAgent: false });
    window.history.replaceState(null, '', '/?token=new');
    consumeTokenFromUrl();
    expect(useSessionStore.getState().token).toBe('new');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('leaves everything alone when the address has no token', () => {
    window.history.replaceState(null, '', '/activity?x=1');
    expect(consumeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?x=1');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
