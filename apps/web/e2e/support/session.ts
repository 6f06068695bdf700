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
  // The user centre's and account settings' own sections: marketing letters off, no copies of data.
  await page.route('**/v2/app/marketing/consent', forToken({ consented: false, updatedAt: null }));
  await page.route('**/v2/app/user/data-export/list', forToken({ list: [], nextAllowedAt: null }));
  // The live event stream: a stand-in ticket, and a stream that answers "nothing to say" (204, which
  // EventSource takes as closed: the page tries again later, backing off).
  await page.route('**/v2/app/events/ticket', forToken({ ticket: 'e2e-ticket', expiresInSeconds: 60 }));
  await page.route('**/v2/app/events?*', (route) => route.fulfill({ status: 204 }));
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

const zeroFigures = {
  activeUsers: 0,
  registrations: 0,
  rechargeCount: 0,
  rechargeAmount: '0',
  withdrawalCount: 0,
  withdrawalAmount: '0',
  betCount: 0,
  betAmount: '0',
  winAmount: '0',
  profitLoss: '0',
  rebateAmount: '0',
  giftAmount: '0',
  transferAmount: '0',
};
const emptyPage = { list: [], total: 0, page: 1, pageSize: 20 };

/** The agent centre's calls, answered as for an agent approved a moment ago with nobody in its team yet. */
const newAgentAnswers: Record<string, unknown> = {
  'apply/status': {
    status: 'approved',
    reason: null,
    appliedAt: '2026-01-05T00:00:00Z',
    reviewedAt: '2026-01-05T01:00:00Z',
  },
  code: { code: 'E2EAGENT', inviteUrl: 'http://127.0.0.1:3100/?agentCode=E2EAGENT', rebateRateBp: 150 },
  'data/statistics': {
    code: 'E2EAGENT',
    inviteUrl: 'http://127.0.0.1:3100/?agentCode=E2EAGENT',
    rebateRateBp: 150,
    teamSize: 0,
    directMembers: 0,
    today: zeroFigures,
    lastRebate: null,
  },
  'type/report/statistics': {
    ...zeroFigures,
    userId: 42,
    teamName: 'player42',
    agentAccount: 'player42',
    userBalance: '0',
    teamBalance: '0',
    teamSize: 0,
    registeredAt: '2026-01-05T00:00:00Z',
    lastLoginAt: null,
    from: '2026-01-05',
    to: '2026-01-05',
    timeZone: 'Asia/Tokyo',
    days: [],
  },
  'sub/member/page': emptyPage,
  'sub/member/report/page': emptyPage,
  'sub/member/recharge/page': { ...emptyPage, settledCount: 0, settledAmount: '0' },
  'sub/member/draw/page': { ...emptyPage, settledCount: 0, settledAmount: '0' },
  'rebate/page': emptyPage,
};

/** For stand-in sessions on the agent pages: their calls never reach the real server with the stand-in token. */
export async function answerAgentCallsAsNewAgent(page: Page) {
  for (const [path, data] of Object.entries(newAgentAnswers)) {
    await page.route(`**/v2/app/agent/${path}`, (route) => route.fulfill(envelope(data)));
  }
}
