// Agent test helpers: approved agents, the player accounts they create, and those players signed in
// with a password of their own, all through the API as the agent centre does it.
import { expect } from 'vitest';
import type { App } from '../app';
import { storedPassword } from './passwords';
import { nextIp, post } from './app';
import { createSignedInUser } from './factories';
import { requestKey } from './money';
import type { signedInOperator } from './operators';

export const FUND_PASSWORD = '246810';
const en = { 'accept-language': 'en-US' };
export const as = (token: string) => ({ token, ...en });

let fundHash: Promise<string> | undefined;
/** A signed-in player with the test fund password set. */
export async function fundedPlayer(app: App) {
  fundHash ??= storedPassword(FUND_PASSWORD);
  return createSignedInUser(app.db, { fundPasswordHash: await fundHash });
}

/** A player who applied and was approved by an operator at `rate` basis points. */
export async function approvedAgent(app: App, support: Awaited<ReturnType<typeof signedInOperator>>, rate = 200) {
  const p = await fundedPlayer(app);
  expect((await post(app, '/v2/app/agent/apply', {}, as(p.token))).status).toBe(200);
  const res = await post(
    app,
    '/v2/admin/agent/review',
    { userId: p.user.id, approve: true, rebateRateBp: rate },
    support.headers,
  );
  expect(res.status).toBe(200);
  return p;
}

/** A player account the agent creates through the API (with the first password 'first-pass-1'). */
export async function createdMember(app: App, agentToken: string) {
  const account = `m${Math.random().toString(36).slice(2, 12)}`;
  const res = await post(app, '/v2/app/agent/sub/member/create', { account, password: 'first-pass-1' }, as(agentToken));
  expect(res.status).toBe(200);
  return res.body.data as { userId: number; account: string };
}

/**
 * Signs a created member in, chooses its own password and fills in the confirmation form: returns a
 * token that works everywhere.
 */
export async function signInMember(app: App, account: string) {
  const login = await post(app, '/v2/app/auth/login', { account, password: 'first-pass-1' }, en, nextIp());
  const token = login.body.data.token as string;
  await post(
    app,
    '/v2/app/auth/password/update',
    { oldPassword: 'first-pass-1', newPassword: 'own-pass-22' },
    as(token),
  );
  // An account an agent opened confirms the age and the terms before it may deposit or play.
  const confirmed = await post(
    app,
    '/v2/app/user/confirm/age',
    { birthDate: '1990-04-01', countryCode: 'JP', acceptTerms: true },
    as(token),
  );
  expect(confirmed.status).toBe(200);
  // Changing the password ends the other sessions, not this one.
  return token;
}

/** Spins `n` times on the video slot at 10 a line; returns the total bet and win. */
export async function play(app: App, token: string, n: number) {
  let bet = 0n;
  let win = 0n;
  for (let i = 0; i < n; i++) {
    const res = await post(
      app,
      '/v2/app/game/spin',
      { machineId: 'S-001', lineBet: 10, requestKey: requestKey() },
      as(token),
    );
    expect(res.status).toBe(200);
    bet += BigInt(res.body.data.bet);
    win += BigInt(res.body.data.win);
  }
  return { bet, win };
}
