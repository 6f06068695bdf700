import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINE_STATE_KEY, lineAuthorizeUrl, startLineLogin, takeLineReturn } from './line-login';

const line = { clientId: 'chan-1', authorizeUrl: 'https://access.line.test/oauth2/v2.1/authorize' };

afterEach(() => window.sessionStorage.clear());

describe('Line login', () => {
  it('sends the visitor to the authorize page with code flow, client, redirect, scope and state', () => {
    const url = new URL(lineAuthorizeUrl(line, 'st4te', 'https://hall.test'));
    expect(url.origin + url.pathname).toBe(line.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'chan-1',
      redirect_uri: 'https://hall.test/login',
      state: 'st4te',
      scope: 'profile openid email',
    });
  });

  it('uses a fresh random state per attempt and accepts the return carrying it, once', () => {
    const go = vi.fn();
    startLineLogin(line, '/user/record?type=game', go);
    const state = new URL(go.mock.calls[0]![0] as string).searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const answer = takeLineReturn(new URLSearchParams({ code: 'c0de', state }));
    expect(answer).toEqual({ kind: 'code', code: 'c0de', returnTo: '/user/record?type=game' });
    expect(window.sessionStorage.getItem(LINE_STATE_KEY)).toBeNull();
    expect(takeLineReturn(new URLSearchParams({ code: 'c0de', state }))).toEqual({ kind: 'invalid' });
  });

  it('refuses a return whose state this browser did not send', () => {
    startLineLogin(line, '/', vi.fn());
    expect(takeLineReturn(new URLSearchParams({ code: 'c0de', state: 'forged' }))).toEqual({ kind: 'invalid' });
  });

  it('tells a refusal at Line apart, and ignores addresses that are not a return', () => {
    const go = vi.fn();
    startLineLogin(line, '/activity', go);
    const state = new URL(go.mock.calls[0]![0] as string).searchParams.get('state')!;
    expect(takeLineReturn(new URLSearchParams({ error: 'access_denied', state }))).toEqual({
      kind: 'refused',
      returnTo: '/activity',
    });
    expect(takeLineReturn(new URLSearchParams({ redirect: 'record' }))).toBeNull();
  });
});
