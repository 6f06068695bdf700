import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { envelope, mockFetch } from '../test/fetch-mock';
import { useAccountConfirmationStore } from '../features/account/stores/account-confirmation-store';
import { createApiErrorListener } from './api-error-listener';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function setup() {
  const notify = vi.fn();
  const logout = vi.fn();
  const queryClient = createQueryClient(createApiErrorListener({ notify, logout }));
  return { notify, logout, queryClient };
}

const fetchQuery = (queryClient: ReturnType<typeof setup>['queryClient'], path: string, silent = false) =>
  queryClient.fetchQuery({ queryKey: [path], queryFn: () => apiPost(path), retry: false, meta: { silent } });

describe('the API error listener', () => {
  it('opens the age confirmation form, not a toast, when a deposit or spin needs it', async () => {
    useSessionStore.getState().setToken('token');
    const refusal = 'Before your first deposit or game, please confirm your date of birth and accept the terms.';
    mockFetch({ '/v2/app/pay/order': () => envelope({ reason: 'confirmation_required' }, 403, refusal) });
    const { notify, logout, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/pay/order')).rejects.toMatchObject({ code: 403 });
    expect(useAccountConfirmationStore.getState().open).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    useAccountConfirmationStore.setState({ open: false });
  });

  it.each([401, 402])('logs the user out and shows the message when a query answers %i', async (code) => {
    useSessionStore.getState().setToken('stale-token');
    mockFetch({ '/v2/app/user/info': () => envelope(null, code, 'Please sign in again') });
    const { notify, logout, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/user/info')).rejects.toMatchObject({ code });
    expect(notify).toHaveBeenCalledWith('Please sign in again');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out on 401 from a mutation as well', async () => {
    useSessionStore.getState().setToken('stale-token');
    mockFetch({ '/v2/app/user/update': () => envelope(null, 401, 'Not signed in') });
    const { logout, queryClient } = setup();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => apiPost('/v2/app/user/update', {}),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does not end a session that does not exist (no token)', async () => {
    mockFetch({ '/v2/app/auth/login': () => envelope(null, 401, 'Wrong password') });
    const { notify, logout, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/auth/login')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Wrong password');
    expect(logout).not.toHaveBeenCalled();
  });

  it('only shows the message for other codes', async () => {
    useSessionStore.getState().setToken('token');
    mockFetch({ '/v2/app/x': () => envelope(null, 409, 'Already taken') });
    const { notify, logout, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/x')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Already taken');
    expect(logout).not.toHaveBeenCalled();
  });

  it("shows 'Error' for a failing envelope without a message", async () => {
    mockFetch({ '/v2/app/x': () => envelope(null, 500, '') });
    const { notify, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/x')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Error');
  });

  it("shows the network error's message, or 'Request Error'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('')));
    const { notify, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/x')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Request Error');
  });

  it('stays quiet for queries whose caller handles the failure (silent meta)', async () => {
    useSessionStore.getState().setToken('stale-token');
    mockFetch({ '/v2/app/user/info': () => envelope(null, 401, 'Not signed in') });
    const { notify, logout, queryClient } = setup();
    await expect(fetchQuery(queryClient, '/v2/app/user/info', true)).rejects.toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
