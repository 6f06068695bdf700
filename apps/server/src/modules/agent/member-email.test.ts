// An address an agent types for a member it creates is unproven: it names no account at sign-in or
// find-password, never keeps its owner from registering (the registration claims it, the member is
// left without one and told), and becomes the member's only when the member confirms it with a
// mailed code. Codes are read from a real SMTP server on loopback.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationLetters } from '../../db/schema/content';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { approvedAgent, as, signInMember } from '../../test/agents';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { startTestSmtp } from '../../test/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let agentToken: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
  agentToken = (await approvedAgent(t.app, await signedInOperator(t.app, 'support'))).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const en = { 'accept-language': 'en-US' };
let n = 0;
const fresh = () => {
  n += 1;
  const tag = `${n}${Date.now() % 1_000_000}`;
  return { email: `owner${tag}@example.test`, account: `owner${tag}`, member: `mem${tag}` };
};

async function createMember(account: string, email?: string) {
  return post(
    t.app,
    '/v2/app/agent/sub/member/create',
    { account, password: 'first-pass-1', ...(email ? { email } : {}) },
    as(agentToken),
  );
}

/** The owner of `email` registers it through both steps, the code read from the mail. */
async function register(account: string, email: string) {
  const ip = nextIp();
  expect((await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip)).status).toBe(200);
  const code = await smtp.codeFor(email);
  expect((await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip)).body.code).toBe(200);
  return post(t.app, '/v2/app/register/user', { account, email, password: 'Secret12', ageConfirmed: true }, en, ip);
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('an address an agent typed for a member', () => {
  it('does not keep its owner from registering: the registration takes it and the member is told', async () => {
    const { email, account, member } = fresh();
    const created = await createMember(member, email);
    expect(created.status).toBe(200);
    const memberId = created.body.data.userId as number;
    expect((await userRow(memberId)).emailVerifiedAt).toBeNull();

    const registered = await register(account, email);
    expect(registered.status).toBe(200);
    const info = await post(t.app, '/v2/app/user/info', {}, as(registered.body.data.token));
    expect(info.body.data).toMatchObject({ account, email, emailVerified: true });

    const released = await userRow(memberId);
    expect(released.email).toMatch(/^released-[0-9a-f]{20}@users\.invalid$/);
    expect(released.emailVerifiedAt).toBeNull();
    const [letter] = await t.db
      .select()
      .from(stationLetters)
      .where(and(eq(stationLetters.recipientId, memberId)));
    expect(letter!.titleEn).toBe('Please add your own e-mail address');
    // The letter does not give the address away.
    expect(letter!.bodyEn).not.toContain(email);
  });

  it('names no account at sign-in or find-password, and another agent’s member cannot take it either', async () => {
    const { email, member } = fresh();
    expect((await createMember(member, email)).status).toBe(200);
    const byEmail = await post(t.app, '/v2/app/auth/login', { account: email, password: 'first-pass-1' }, en, nextIp());
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.data.reason).toBe('login_failed');
    const byAccount = await post(
      t.app,
      '/v2/app/auth/login',
      { account: member, password: 'first-pass-1' },
      en,
      nextIp(),
    );
    expect(byAccount.status).toBe(200);
    // No reset code goes to it, asked for by the member's name.
    expect(
      (await post(t.app, '/v2/app/auth/send/email', { account: member, qrcode: 'x', uuid: '' }, en, nextIp())).status,
    ).toBe(200);
    await expect(smtp.codeFor(email)).rejects.toThrow(/no code mailed/);
    const again = await createMember(fresh().member, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('email_taken');
  });

  it('an agent cannot type a registered player’s address', async () => {
    const owner = await createSignedInUser(t.db);
    const res = await createMember(fresh().member, owner.user.email);
    expect(res.status).toBe(409);
    expect(res.body.data.reason).toBe('email_taken');
  });
});

describe('a member confirming an address', () => {
  it('with the mailed code makes it theirs, claimed from an account that only held it', async () => {
    const { email, member } = fresh();
    const memberId = (await createMember(member, email)).body.data.userId as number;
    const token = await signInMember(t.app, member);
    expect((await post(t.app, '/v2/app/user/info', {}, as(token))).body.data.emailVerified).toBe(false);

    const wrong = await post(t.app, '/v2/app/auth/email/confirm', { email, code: '000000' }, as(token));
    expect(wrong.status).toBe(400);
    expect((await post(t.app, '/v2/app/auth/email/code', { email }, as(token))).status).toBe(200);
    const code = await smtp.codeFor(email);
    const confirmed = await post(t.app, '/v2/app/auth/email/confirm', { email, code }, as(token));
    expect(confirmed.body.data).toEqual({ email, emailVerified: true });
    expect((await userRow(memberId)).emailVerifiedAt).not.toBeNull();
    // Confirmed, it is the member's like any registered address: a registration now refuses it.
    const { account } = fresh();
    const ip = nextIp();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    const regCode = await smtp.codeFor(email);
    await post(t.app, '/v2/app/register/valid', { email, code: regCode, acceptTerms: true }, en, ip);
    const refused = await post(
      t.app,
      '/v2/app/register/user',
      { account, email, password: 'Secret12', ageConfirmed: true },
      en,
      ip,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('email_taken');
    // And nobody else is sent a code for it.
    const other = await createSignedInUser(t.db);
    const taken = await post(t.app, '/v2/app/auth/email/code', { email }, { ...as(other.token) });
    expect(taken.status).toBe(409);
    expect(taken.body.data.reason).toBe('email_taken');
  });

  it('answers bad input with a 400 envelope and needs a session', async () => {
    const { token } = await createSignedInUser(t.db);
    expect((await post(t.app, '/v2/app/auth/email/code', { email: 'not-an-address' }, as(token))).status).toBe(400);
    expect((await post(t.app, '/v2/app/auth/email/confirm', { email: 'a@b.test' }, as(token))).status).toBe(400);
    expect((await post(t.app, '/v2/app/auth/email/code', { email: 'a@b.test' }, en)).status).toBe(401);
  });
});
