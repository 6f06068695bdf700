// Players made through the real API, as a person would become one: the registration code is read from
// the mailbox, then the real name and the fund password are set. Pages start signed in as them.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { codeMailedTo } from './mailbox';
import { generateSync } from 'otplib';
import { E2E_OPERATOR, E2E_OPERATOR_TOTP_SECRET } from './operator';

export interface Player {
  account: string;
  email: string;
  password: string;
  token: string;
  firstName: string | null;
  lastName: string | null;
  fundPassword: string | null;
}

export interface PlayerOptions {
  /** Set as the real name in the profile; null leaves the profile incomplete. */
  firstName?: string | null;
  lastName?: string | null;
  /** Six digits, or null for none. */
  fundPassword?: string | null;
  /** Said yes to marketing, so letters to everyone and to segments reach them (the default). */
  marketing?: boolean;
}

/** One API call through the envelope; anything but code 200 fails the test with the server's message. */
export async function callApi<T>(request: APIRequestContext, path: string, body: unknown = {}, token?: string) {
  const response = await request.post(path, { data: body, headers: token ? { TOKEN: token } : {} });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

let sequence = 0;

/** A fresh, distinct account name and address for every player of a run (4-16 letters and digits). */
function uniqueName(label: string) {
  sequence += 1;
  const stamp = (Date.now() % 1e9).toString(36);
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `${label.replace(/[^a-z]/gi, '').slice(0, 3)}${stamp}${random}${sequence}`.toLowerCase().slice(0, 16);
}

export async function createPlayer(
  request: APIRequestContext,
  label: string,
  { firstName = 'Taro', lastName = 'Yamada', fundPassword = '246810', marketing = true }: PlayerOptions = {},
): Promise<Player> {
  const account = uniqueName(label);
  const email = `${account}@players.example.test`;
  const password = 'Correct-horse-9';
  await callApi(request, '/v2/app/register/send/email/code', { email });
  const code = await codeMailedTo(email);
  await callApi(request, '/v2/app/register/valid', { email, code, acceptTerms: true });
  const { token } = await callApi<{ token: string }>(request, '/v2/app/register/user', {
    account,
    email,
    password,
    ageConfirmed: true,
  });
  if (firstName && lastName) await callApi(request, '/v2/app/user/update', { firstName, lastName }, token);
  if (fundPassword)
    await callApi(request, '/v2/app/auth/password/update/payment', { newFundPassword: fundPassword }, token);
  if (marketing) await callApi(request, '/v2/app/marketing/consent/set', { consented: true }, token);
  return { account, email, password, token, firstName, lastName, fundPassword };
}

/** Every page of the context starts signed in as the player; in the given language, when one is given. */
export async function signInAs(context: BrowserContext, player: Player, locale?: string) {
  await context.addInitScript(
    ({ token, lang }) => {
      window.localStorage.setItem('token', token);
      if (lang) window.localStorage.setItem('lang', lang);
    },
    { token: player.token, lang: locale ?? null },
  );
}

export async function coinBalance(request: APIRequestContext, player: Player): Promise<string> {
  return (await callApi<{ coins: string }>(request, '/v2/app/user/balance', {}, player.token)).coins;
}

/** A deposit paid through the sandbox cashier's own form, as the payer's browser would post it. */
export async function depositThroughApi(request: APIRequestContext, player: Player, amountYen: string) {
  const channels = await callApi<{ id: number; code: string }[]>(request, '/v2/app/pay/query', {}, player.token);
  const channel = channels.find((c) => c.code === 'sandbox-jpy')!;
  const order = await callApi<{ orderSn: string }>(
    request,
    '/v2/app/pay/order',
    { channelId: channel.id, amount: amountYen, requestKey: `e2e${Date.now()}${sequence++}` },
    player.token,
  );
  await request.post(`/sandbox/cashier/${order.orderSn}/pay`, { maxRedirects: 0 });
  return order.orderSn;
}

let financeSession: string | undefined;

/**
 * The finance operator's session, signed in with password and authenticator code once per worker.
 * A code is good once: when another worker has just used this step's, the next step's is accepted
 * too (one step of clock tolerance), and failing that, the one after a wait.
 */
async function financeToken(request: APIRequestContext) {
  if (financeSession) {
    const me = await request.post('/v2/admin/auth/me', { data: {}, headers: { TOKEN: financeSession } });
    if (((await me.json()) as { code: number }).code === 200) return financeSession;
  }
  for (let step = 0; step < 4; step++) {
    const { challenge } = await callApi<{ challenge: string }>(request, '/v2/admin/auth/login', {
      username: E2E_OPERATOR.username,
      password: E2E_OPERATOR.password,
    });
    const epoch = Math.floor(Date.now() / 1000) + (step % 2) * 30;
    const response = await request.post('/v2/admin/auth/login/totp', {
      data: { challenge, code: generateSync({ secret: E2E_OPERATOR_TOTP_SECRET, epoch }) },
    });
    const answer = (await response.json()) as { code: number; data: { token: string } };
    if (answer.code === 200) return (financeSession = answer.data.token);
    if (step === 1) await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  throw new Error('the finance operator could not sign in with its authenticator');
}

/** Approves a withdrawal in review as the finance operator would, naming the open AML flags it was shown. */
export async function approveWithdrawal(request: APIRequestContext, withdrawSn: string) {
  const token = await financeToken(request);
  const { list } = await callApi<{ list: { withdrawSn: string; openFlags: { id: number }[] }[] }>(
    request,
    '/v2/admin/draw/list',
    { status: 'review', pageSize: 100 },
    token,
  );
  const shown = list.find((w) => w.withdrawSn === withdrawSn);
  expect(shown).toBeDefined();
  const flagsSeen = shown!.openFlags.map((f) => f.id);
  await callApi(request, '/v2/admin/draw/approve', { withdrawSn, flagsSeen }, token);
}

const emptyAnswers: Record<string, unknown> = {
  '/v2/app/user/balance': { coins: '0' },
  '/v2/app/pay/query': [],
  '/v2/app/draw/channels': [],
  '/v2/app/user/get/bank': [],
  '/v2/app/user/bank/list': [],
  '/v2/app/pay/list': {
    list: [],
    total: 0,
    page: 1,
    pageSize: 10,
    totals: { count: 0, paidCount: 0, coinAmount: '0', byCurrency: [] },
  },
  '/v2/app/draw/list': {
    list: [],
    total: 0,
    page: 1,
    pageSize: 10,
    totals: { count: 0, successCount: 0, coinAmount: '0', fee: '0' },
  },
  '/v2/app/game/machines': [],
  '/v2/app/game/machines/recent': { machineIds: [] },
  '/v2/app/game/seed/get': { serverSeedHash: '0'.repeat(64), clientSeed: 'e2e', nonce: 0 },
  '/v2/app/record/game/record/query': { list: [], total: 0, page: 1, pageSize: 10 },
  '/v2/app/record/game/record/count': { records: 0, bets: '0', wins: '0', profit: '0' },
  '/v2/cpp/coins': {
    coins: [],
    testNetwork: true,
    coinsPerJpy: 1,
    rateAt: '2026-01-01T00:00:00.000Z',
    rateStale: true,
  },
  '/v2/cpp/coins/deposit/list': { list: [], total: 0, page: 1, pageSize: 10 },
  '/v2/app/jsy/transfer/session': null,
  '/v2/app/jsy/transfer/list': { list: [], total: 0, page: 1, pageSize: 10 },
  '/v2/app/bonus/wallet': { cash: '0', bonus: '0', active: null, contribution: null },
  '/v2/app/bonus/deposit/preview': { offers: [] },
  '/v2/app/bonus/history': { list: [], total: 0, page: 1, pageSize: 10 },
  '/v2/app/aml/status': { identityRequired: false, kyc: null },
  '/v2/app/support/ticket/list': { list: [], total: 0, page: 1, pageSize: 10 },
  '/v2/app/protection/status': {
    exclusion: null,
    coolingOffUntil: null,
    limits: ['day', 'week', 'month'].map((period) => ({ period, amount: null, used: '0', pending: null })),
    lossLimits: ['day', 'week', 'month'].map((period) => ({ period, amount: null, used: '0', pending: null })),
  },
};

/**
 * For suites whose session is a stand-in token (support/session.ts): the finance and game hall pages'
 * own calls are answered as for a new player with nothing yet, so the real server never sees the
 * stand-in token (it would answer 401 and end the session).
 */
export async function answerFinanceCallsAsNewPlayer(page: Page) {
  for (const [path, data] of Object.entries(emptyAnswers)) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'success', data }) }),
    );
  }
}
