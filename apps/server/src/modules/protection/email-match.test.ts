// A self-excluded player's e-mail address opens no new account, however it is written: not by
// registration, not by Google sign-up, not by an agent creating a member, and it does not become the
// address of another account by confirmation either. Codes are read from a real SMTP server on
// loopback, Google tokens are signed by a local issuer.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerExclusions } from '../../db/schema/protection';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { approvedAgent, as } from '../../test/agents';
import { createSignedInUser, createUser } from '../../test/factories';
import { startTestIssuer } from '../../test/oidc';
import { signedInOperator } from '../../test/operators';
import { startTestSmtp } from '../../test/smtp';
import { mailboxOf } from './identity-match';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  issuer = await startTestIssuer({ lineChannelId: 'line-channel', lineSecret: 'line-secret' });
  t = await createTestApp({
    SMTP_URL: smtp.url,
    CAPTCHA: 'off',
    GOOGLE_CLIENT_ID: 'google-client-id',
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_JWKS_URL: issuer.jwksUrl,
  });
  support = await signedInOperator(t.app, 'support');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await issuer.close();
});

const en = { 'accept-language': 'en-US' };
const ja = { 'accept-language': 'ja-JP' };
let n = 0;
const tag = () => {
  n += 1;
  return `${n}x${Date.now() % 1_000_000}`;
};

/** A player with this address who excluded themselves a minute ago (or not). */
async function playerWith(email: string, excluded = true) {
  const user = await createUser(t.db, { email });
  if (excluded)
    await t.db
      .insert(playerExclusions)
      .values({ userId: user.id, kind: 'self_exclusion', startsAt: new Date(Date.now() - 60_000), endsAt: null });
  return user;
}

/** Both steps of registration on `email`, the code read from the mail; the last step's answer. */
async function register(email: string, headers = en) {
  const ip = nextIp();
  expect((await post(t.app, '/v2/app/register/send/email/code', { email }, headers, ip)).status).toBe(200);
  const code = await smtp.codeFor(email);
  const valid = await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, headers, ip);
  expect(valid.body.code).toBe(200);
  const account = `reg${tag()}`.slice(0, 16);
  return post(
    t.app,
    '/v2/app/register/user',
    { account, email, password: 'Secret12', ageConfirmed: true },
    headers,
    ip,
  );
}

const accountsWith = async (email: string) =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

describe('the mailbox of an address', () => {
  it('ignores case everywhere, and dots and +tags only where the provider does', () => {
    expect(mailboxOf(' J.Doe+Promo@GoogleMail.com ')).toBe('jdoe@gmail.com');
    expect(mailboxOf('jdoe@gmail.com')).toBe('jdoe@gmail.com');
    expect(mailboxOf('Ann.Lee+shop@Outlook.com')).toBe('ann.lee@outlook.com');
    expect(mailboxOf('ann+tag@icloud.com')).toBe('ann@icloud.com');
    expect(mailboxOf('Ann.Lee+shop@example.test')).toBe('ann.lee+shop@example.test');
  });
});

describe('a self-excluded player’s e-mail address on a new account', () => {
  it('refuses registration on it however it is written, in the player’s language, naming no exclusion', async () => {
    const id = tag();
    const gone = `sam.${id}@gmail.com`;
    await playerWith(gone);
    const variant = `S.a.m.${id}+again@GoogleMail.com`;
    const res = await register(variant);
    expect([res.status, res.body.data.reason]).toEqual([403, 'email_refused']);
    expect(res.body.msg).toBe(
      'This e-mail address cannot be used to open an account. If you think this is a mistake, please contact customer service.',
    );
    expect(await accountsWith(variant)).toHaveLength(0);

    const exact = await register(gone, ja);
    expect([exact.status, exact.body.data.reason]).toEqual([403, 'email_refused']);
    expect(exact.body.msg).toBe(
      'このメールアドレスではアカウントを開設できません。誤りだと思われる場合は、カスタマーサービスにお問い合わせください。',
    );
    expect(exact.body.msg).not.toMatch(/除外/);
    expect(await accountsWith(gone)).toHaveLength(1);
  });

  it('refuses a new account through Google sign-in on it', async () => {
    const id = tag();
    await playerWith(`lee${id}@gmail.com`);
    const subject = `sub-${id}`;
    const token = await issuer.googleToken({ sub: subject, email: `l.e.e${id}@gmail.com`, email_verified: true });
    const res = await post(t.app, '/v2/app/auth/login3', { event: 'google', token }, en, nextIp());
    expect([res.status, res.body.data.reason]).toEqual([403, 'email_refused']);
    expect(await accountsWith(`l.e.e${id}@gmail.com`)).toHaveLength(0);
  });

  it('refuses an agent creating a member on it', async () => {
    const agent = await approvedAgent(t.app, support);
    const id = tag();
    await playerWith(`kai${id}@outlook.com`);
    const res = await post(
      t.app,
      '/v2/app/agent/sub/member/create',
      { account: `mem${id}`.slice(0, 16), password: 'first-pass-1', email: `Kai${id}+hall@outlook.com` },
      as(agent.token),
    );
    expect([res.status, res.body.data.reason]).toEqual([403, 'email_refused']);
    expect(await accountsWith(`kai${id}+hall@outlook.com`)).toHaveLength(0);
  });

  it('refuses confirming it as another account’s address, and keeps the attempt for operators', async () => {
    const id = tag();
    const gone = await playerWith(`mio.${id}@gmail.com`);
    const other = await createSignedInUser(t.db, { emailVerifiedAt: null });
    const email = `mio${id}@gmail.com`;
    const sent = await post(t.app, '/v2/app/auth/email/code', { email }, as(other.token));
    expect(sent.status).toBe(200);
    const code = await smtp.codeFor(email);
    const res = await post(t.app, '/v2/app/auth/email/confirm', { email, code }, as(other.token));
    expect([res.status, res.body.data.reason]).toEqual([403, 'identity_excluded']);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect([row!.email, row!.emailVerifiedAt]).toEqual([other.user.email, null]);
    const matches = await post(
      t.app,
      '/v2/admin/protection/identity-matches',
      { userId: other.user.id },
      support.headers,
    );
    expect(
      (matches.body.data.list as Array<{ excludedUserId: number; field: string; outcome: string }>).map((m) => [
        m.excludedUserId,
        m.field,
        m.outcome,
      ]),
    ).toEqual([[gone.id, 'email', 'refused']]);
  });

  it('opens accounts on addresses that only look alike, and on the address of a player who is not excluded', async () => {
    const id = tag();
    // Outside Gmail a dot is part of the name: kim.lee and kimlee are two people.
    await playerWith(`kim.lee${id}@example.test`);
    expect((await register(`kimlee${id}@example.test`)).status).toBe(200);
    // The same mailbox as a player who is not excluded is no business of this check.
    await playerWith(`noa${id}@gmail.com`, false);
    expect((await register(`n.o.a${id}@gmail.com`)).status).toBe(200);
    // A self-exclusion that ended more than seven days ago no longer holds the address.
    const past = await createUser(t.db, { email: `ren${id}@gmail.com` });
    await t.db.insert(playerExclusions).values({
      userId: past.id,
      kind: 'self_exclusion',
      startsAt: new Date(Date.now() - 200 * 86_400_000),
      endsAt: new Date(Date.now() - 8 * 86_400_000),
    });
    expect((await register(`r.e.n${id}@gmail.com`)).status).toBe(200);
  });
});
