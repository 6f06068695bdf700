// Google and Line sign-in against a local issuer: real signatures, forged ones refused.
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../../db/schema/agent';
import { userIdentities } from '../../db/schema/oauth';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { startTestIssuer } from '../../test/oidc';

let t: TestApp;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
beforeAll(async () => {
  issuer = await startTestIssuer({ lineChannelId: 'line-channel', lineSecret: 'line-secret' });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client-id',
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_JWKS_URL: issuer.jwksUrl,
    LINE_CHANNEL_ID: 'line-channel',
    LINE_CHANNEL_SECRET: 'line-secret',
    LINE_TOKEN_URL: issuer.lineTokenUrl,
    CONVERSION_EVENT_URL: `${issuer.base}/conversion`,
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const en = { 'accept-language': 'en-US' };
const login3 = (body: object) => post(t.app, '/v2/app/auth/login3', body, en, nextIp());
const sub = () => `sub-${Math.random().toString(36).slice(2)}`;

describe('Google sign-in', () => {
  it('creates an account on first sign-in and signs the same player in afterwards', async () => {
    const subject = sub();
    const email = `${subject}@gmail.test`;
    const token = await issuer.googleToken({ sub: subject, email, email_verified: true });
    const first = await login3({ event: 'google', token });
    expect(first.status).toBe(200);
    const me = await post(t.app, '/v2/app/user/info', {}, { token: first.body.data.token });
    expect(me.body.data.email).toBe(email);
    expect(me.body.data.account).toMatch(/^g[a-z0-9]{13}$/);

    const again = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: subject, email, email_verified: true }),
    });
    const me2 = await post(t.app, '/v2/app/user/info', {}, { token: again.body.data.token });
    expect(me2.body.data.id).toBe(me.body.data.id);

    await new Promise((r) => setTimeout(r, 200));
    expect(issuer.conversions).toContainEqual(
      expect.objectContaining({ event: 'registration', userId: me.body.data.id }),
    );
  });

  it('links an existing account only when Google says the e-mail is verified', async () => {
    const existing = await createUser(t.db);
    const unverified = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: sub(), email: existing.email, email_verified: false }),
    });
    expect(unverified.status).toBe(409);
    expect(unverified.body.data.reason).toBe('provider_email_unverified');

    const subject = sub();
    const verified = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: subject, email: existing.email.toUpperCase(), email_verified: true }),
    });
    expect(verified.status).toBe(200);
    const [link] = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(link!.userId).toBe(existing.id);
  });

  it('takes an address an agent typed for a member (unproven) when Google vouches for it, and never one it does not', async () => {
    const held = await createUser(t.db, { emailVerifiedAt: null });
    const unvouched = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: sub(), email: held.email, email_verified: false }),
    });
    expect(unvouched.status).toBe(200);
    const other = await post(t.app, '/v2/app/user/info', {}, { token: unvouched.body.data.token });
    expect(other.body.data.email).not.toBe(held.email);
    expect((await t.db.select().from(users).where(eq(users.id, held.id)))[0]!.email).toBe(held.email);

    const vouched = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: sub(), email: held.email, email_verified: true }),
    });
    expect(vouched.status).toBe(200);
    const me = await post(t.app, '/v2/app/user/info', {}, { token: vouched.body.data.token });
    expect(me.body.data).toMatchObject({ email: held.email, emailVerified: true });
    expect(me.body.data.id).not.toBe(held.id);
    const [released] = await t.db.select().from(users).where(eq(users.id, held.id));
    expect(released!.email).toMatch(/^released-[0-9a-f]{20}@users\.invalid$/);
  });

  it('refuses forged tokens: another key, another audience, another issuer, expired, unsigned, garbage', async () => {
    const claims = { sub: sub(), email: 'forged@gmail.test', email_verified: true };
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const forged = [
      await issuer.googleToken(claims, { key: otherKey }),
      await issuer.googleToken(claims, { audience: 'someone-else' }),
      await issuer.googleToken(claims, { issuer: 'https://evil.test' }),
      await issuer.googleToken(claims, { expiresIn: '-10s' }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await login3({ event: 'google', token });
      expect(res.status, token.slice(0, 30)).toBe(401);
      expect(res.body.data.reason).toBe('provider_token_invalid');
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, 'forged@gmail.test'));
    expect(row).toBeUndefined();
  });

  it('refuses an unknown agent code and files a new player under a known one', async () => {
    const unknown = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: sub(), email: `${sub()}@gmail.test`, email_verified: true }),
      agentCode: 'NOSUCH',
    });
    expect(unknown.body.data.reason).toBe('agent_code_unknown');

    const agent = await createUser(t.db);
    await t.db.insert(agents).values({ userId: agent.id, code: `G${agent.id}`, status: 'approved' });
    const res = await login3({
      event: 'google',
      token: await issuer.googleToken({ sub: sub(), email: `${sub()}@gmail.test`, email_verified: true }),
      agentCode: `G${agent.id}`,
    });
    const me = await post(t.app, '/v2/app/user/info', {}, { token: res.body.data.token });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.body.data.id));
    expect(row!.parentId).toBe(agent.id);
  });
});

describe('Line sign-in', () => {
  it('exchanges the code on the server and signs the player in', async () => {
    const subject = sub();
    const code = issuer.lineCode({ sub: subject, email: `${subject}@line.test` });
    const res = await login3({ event: 'line', token: code, redirectUri: 'http://localhost:3000/login' });
    expect(res.status).toBe(200);
    const [link] = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(link!.provider).toBe('line');
  });

  it('refuses an unknown code and an ID token signed with another secret', async () => {
    expect((await login3({ event: 'line', token: 'made-up-code' })).body.data.reason).toBe('provider_token_invalid');
    const code = issuer.lineCode({ sub: sub(), signWith: 'not-the-channel-secret' });
    expect((await login3({ event: 'line', token: code })).body.data.reason).toBe('provider_token_invalid');
  });
});

describe('providers switched off', () => {
  it('refuses sign-in and hides the buttons', async () => {
    const plain = await createTestApp();
    try {
      const res = await post(plain.app, '/v2/app/auth/login3', { event: 'google', token: 'x' }, en);
      expect(res.status).toBe(400);
      expect(res.body.data.reason).toBe('provider_disabled');
      const providers = await post(plain.app, '/v2/app/auth/providers', {});
      expect(providers.body.data).toMatchObject({ google: null, line: null });
      const on = await post(t.app, '/v2/app/auth/providers', {});
      expect(on.body.data.google).toEqual({ clientId: 'google-client-id' });
      expect(on.body.data.line.clientId).toBe('line-channel');
    } finally {
      await plain.close();
    }
  });
});
