// Mocked signed-in sessions, for tests about the frame (routes, menus, the guard) rather than about
// accounts: the session calls are answered here; everything else goes to the real server.
import type { Page, Route } from '@playwright/test';
import type { UserInfo } from '@hall/contracts/user';
import { createUser as createUserInfo } from '../../src/test/factories';
import { answerFinanceCallsAsNewPlayer } from './player';

/** The signed-in player as /v2/app/user/info answers: the unit tests' factory, typed by the contract. */
export function createUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return createUserInfo({ id: 42, account: 'player42', email: 'player42@example.test', ...overrides });
}

export const envelope = (data: unknown, code = 200, msg = code === 200 ? 'success' : 'failed') => ({
  status: code === 200 ? 200 : code,
  contentType: 'application/json',
  body: JSON.stringify({ code, msg, data }),
});

/**
 * Answers user info, the agent flag and what the account and finance pages ask for on arrival
 * (balance, identity verification, channels, cards, records) as a signed-in user for the given token. Pages that exercise real accounts register
 * a real player instead (support/accounts.ts).
 */
export async function mockSessionCalls(page: Page, { token = 'e2e-token', isAgent = false, user = createUser() } = {}) {
  const forToken = (data: unknown) => (route: Route) =>
    route.fulfill(
      route.request().headers()['token'] === token ? envelope(data) : envelope(null, 401, 'Please sign in first.'),
    );
  await page.route('**/v2/app/user/info', forToken(user));
  await page.route('**/v2/app/agent/is/agent', (route) => route.fulfill(envelope(isAgent)));
  // The finance pages' own calls, answered as for a new player with nothing yet.
  await answerFinanceCallsAsNewPlayer(page);
  await page.route('**/v2/app/user/balance', forToken({ coins: '0' }));
  await page.route('**/v2/app/user/kyc/latest', forToken(null));
}

/** Starts the page signed in: a stored token that the mocked session calls accept. */
export async function signInBeforeLoad(page: Page, options: Parameters<typeof mockSessionCalls>[1] = {}) {
  const token = options.token ?? 'e2e-token';
  await mockSessionCalls(page, { ...options, token });
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/** Answers the login call with a token, for tests that only need the dialog to succeed. */
export async function mockLogin(page: Page, token = 'e2e-token') {
  const bodies: unknown[] = [];
  await page.route('**/v2/app/auth/login', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill(envelope({ token }));
  });
  return bodies;
}
