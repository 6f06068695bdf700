// Accounts opened through Google or Line, or by an agent, never confirmed an age: each confirms its
// date of birth (held to its country's age), names a country where it has none and accepts the terms
// before its first deposit or game. Until then deposits, crypto addresses and spins are refused with
// reason `confirmation_required`, and the user info says so for the web app's form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { FUND_PASSWORD, approvedAgent, createdMember } from '../../test/agents';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { startTestIssuer } from '../../test/oidc';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
beforeAll(async () => {
  issuer = await startTestIssuer({ lineChannelId: 'line-channel', lineSecret: 'line-secret' });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client-id',
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_JWKS_URL: issuer.jwksUrl,
    CAPTCHA: 'off',
  });
});
afterAll(async () => {
  await expectLedgerVerified(t.db);
  await t.close();
  await issuer.close();
});

const en = { 'accept-language': 'en-US' };
const call = (token: string, path: string, body: object = {}) => post(t.app, path, body, { ...en, token });
const spin = (token: string) => call(token, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() });
async function order(token: string) {
  const channel = await channelByCode(t.app, token, 'sandbox-jpy');
  return call(token, '/v2/app/pay/order', { channelId: channel.id, amount: '1000', requestKey: requestKey() });
}
const confirm = (token: string, body: object) => call(token, '/v2/app/user/confirm/age', body);

function bornAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function googleAccount() {
  const subject = `sub-${Math.random().toString(36).slice(2)}`;
  const idToken = await issuer.googleToken({ sub: subject, email: `${subject}@gmail.test`, email_verified: true });
  const signedIn = await post(t.app, '/v2/app/auth/login3', { event: 'google', token: idToken }, en, nextIp());
  expect(signedIn.status).toBe(200);
  return signedIn.body.data.token as string;
}

describe('an account opened through Google', () => {
  it('may neither deposit nor play until it confirms the age and accepts the terms', async () => {
    const token = await googleAccount();
    expect((await call(token, '/v2/app/user/info')).body.data.confirmationRequired).toBe(true);
    for (const refused of [
      await order(token),
      await spin(token),
      await call(token, '/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRON' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.data.reason).toBe('confirmation_required');
      expect(refused.body.msg).toBe(
        'Before your first deposit or game, please confirm your date of birth and accept the terms.',
      );
    }

    // The form needs the terms, a real date, and a country where the profile has none.
    const noTerms = await confirm(token, { birthDate: bornAgo(30), countryCode: 'JP' });
    expect(noTerms.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['acceptTerms']);
    const badDate = await confirm(token, { birthDate: '1990-02-30', countryCode: 'JP', acceptTerms: true });
    expect(badDate.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['birthDate']);
    const noCountry = await confirm(token, { birthDate: bornAgo(30), acceptTerms: true });
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.data.reason).toBe('country_required');
    expect((await order(token)).body.data.reason).toBe('confirmation_required');

    const done = await confirm(token, { birthDate: bornAgo(30), countryCode: 'JP', acceptTerms: true });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ confirmationRequired: false, birthDate: bornAgo(30), countryCode: 'JP' });
    await depositThroughSandbox(t.app, token, '1000');
    expect((await spin(token)).status).toBe(200);
  });

  it('under its country’s age is recorded and refused, and cannot try another year', async () => {
    const token = await googleAccount();
    const young = await confirm(token, { birthDate: bornAgo(19, 30), countryCode: 'JP', acceptTerms: true });
    expect(young.status).toBe(403);
    expect(young.body.data.reason).toBe('under_age');
    expect(young.body.msg).toMatch(/aged 20 or over/);
    const info = (await call(token, '/v2/app/user/info')).body.data;
    expect(info).toMatchObject({ birthDate: bornAgo(19, 30), countryCode: 'JP', birthDateLocked: true });
    const older = await confirm(token, { birthDate: bornAgo(30), countryCode: 'JP', acceptTerms: true });
    expect(older.body.data.reason).toBe('birth_date_locked');
    const elsewhere = await confirm(token, { birthDate: bornAgo(19, 30), countryCode: 'PH', acceptTerms: true });
    expect(elsewhere.body.data.reason).toBe('country_locked');
    expect((await order(token)).body.data.reason).toBe('under_age');
    expect((await spin(token)).body.data.reason).toBe('under_age');
  });
});

describe('an account opened by an agent', () => {
  it('may be funded by its agent before its owner signs in, but the coins wait until the owner confirms', async () => {
    const support = await signedInOperator(t.app, 'support');
    const agent = await approvedAgent(t.app, support);
    await depositThroughSandbox(t.app, agent.token, '1000');
    const member = await createdMember(t.app, agent.token);
    const given = await call(agent.token, '/v2/app/agent/type/member/transfer', {
      userId: member.userId,
      amount: '500',
      fundPassword: FUND_PASSWORD,
      requestKey: requestKey(),
    });
    expect(given.status, given.body.msg).toBe(200);
    const login = await post(
      t.app,
      '/v2/app/auth/login',
      { account: member.account, password: 'first-pass-1' },
      en,
      nextIp(),
    );
    const token = login.body.data.token as string;
    await call(token, '/v2/app/auth/password/update', { oldPassword: 'first-pass-1', newPassword: 'own-pass-22' });
    expect((await spin(token)).body.data.reason).toBe('confirmation_required');
    expect((await confirm(token, { birthDate: bornAgo(30), countryCode: 'PH', acceptTerms: true })).status).toBe(200);
    expect((await spin(token)).status).toBe(200);
  });

  it('confirms on the form before its first deposit, with the country it already has', async () => {
    const support = await signedInOperator(t.app, 'support');
    const agent = await approvedAgent(t.app, support);
    const member = await createdMember(t.app, agent.token);
    await t.db.update(users).set({ countryCode: 'PH' }).where(eq(users.id, member.userId));
    const login = await post(
      t.app,
      '/v2/app/auth/login',
      { account: member.account, password: 'first-pass-1' },
      en,
      nextIp(),
    );
    const token = login.body.data.token as string;
    await call(token, '/v2/app/auth/password/update', { oldPassword: 'first-pass-1', newPassword: 'own-pass-22' });
    expect((await call(token, '/v2/app/user/info')).body.data.confirmationRequired).toBe(true);
    expect((await order(token)).body.data.reason).toBe('confirmation_required');
    expect((await spin(token)).body.data.reason).toBe('confirmation_required');

    // 19 is of age in the Philippines (the default 18).
    const done = await confirm(token, { birthDate: bornAgo(19, 30), acceptTerms: true });
    expect(done.body.data).toMatchObject({ confirmationRequired: false, countryCode: 'PH' });
    expect((await order(token)).status).toBe(200);
  });
});

describe('an account registered through the form', () => {
  it('has confirmed already; one that never accepted the terms has not', async () => {
    const registered = await createSignedInUser(t.db);
    expect((await call(registered.token, '/v2/app/user/info')).body.data.confirmationRequired).toBe(false);
    expect((await order(registered.token)).status).toBe(200);
    const older = await createSignedInUser(t.db, { ageConfirmedAt: null, termsAcceptedAt: null });
    expect((await order(older.token)).body.data.reason).toBe('confirmation_required');
  });
});
