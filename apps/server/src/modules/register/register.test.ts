// Registration end to end through the API, with codes read from a real SMTP server on loopback.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../../db/schema/agent';
import { userTree, users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { createUser } from '../../test/factories';
import { testEngine } from '../../test/database';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const fresh = () => {
  n += 1;
  return { email: `new${n}${Date.now()}@example.test`, account: `newbie${n}${Date.now() % 100000}` };
};
const en = { 'accept-language': 'en-US' };

async function verifiedEmail(email: string, ip = nextIp()) {
  expect((await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip)).status).toBe(200);
  const code = await smtp.codeFor(email);
  const res = await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip);
  expect(res.body.code).toBe(200);
}

describe('registration', () => {
  it('registers with the mailed code and signs the new player in', async () => {
    const { email, account } = fresh();
    await verifiedEmail(email);
    const res = await post(
      t.app,
      '/v2/app/register/user',
      { account, email, password: 'Secret12', ageConfirmed: true },
      en,
      nextIp(),
    );
    expect(res.status).toBe(200);
    const info = await post(t.app, '/v2/app/user/info', {}, { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ account, email, status: 'active' });
    const [tree] = await t.db.select().from(userTree).where(eq(userTree.descendantId, info.body.data.id));
    expect(tree).toMatchObject({ ancestorId: info.body.data.id, depth: 0 });
  });

  it('mails the code in the player’s language', async () => {
    const { email } = fresh();
    await post(t.app, '/v2/app/register/send/email/code', { email }, { 'accept-language': 'ja-JP' }, nextIp());
    await smtp.codeFor(email);
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    expect(mail!.subject).toBe('会員登録の認証コード');
    expect(mail!.text).toContain('認証コードは');
  });

  it('refuses a resend inside 60 seconds with the time left', async () => {
    const { email } = fresh();
    const ip = nextIp();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    const again = await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    expect(again.status).toBe(429);
    expect(again.body.data.reason).toBe('code_cooldown');
    expect(again.body.data.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('burns the code after five wrong tries', async () => {
    const { email } = fresh();
    const ip = nextIp();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    const code = await smtp.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++) {
      reasons.push(
        (await post(t.app, '/v2/app/register/valid', { email, code: wrong, acceptTerms: true }, en, ip)).body.data
          .reason,
      );
    }
    expect(reasons).toEqual(['code_invalid', 'code_invalid', 'code_invalid', 'code_invalid', 'code_burned']);
    const right = await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip);
    expect(right.body.data.reason).toBe('code_invalid');
  });

  it('refuses a reused code', async () => {
    const { email } = fresh();
    const ip = nextIp();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    const code = await smtp.codeFor(email);
    expect((await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip)).status).toBe(200);
    const again = await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip);
    expect(again.body.data.reason).toBe('code_invalid');
  });

  it('refuses an expired code', async () => {
    const { email } = fresh();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, nextIp());
    const code = await smtp.codeFor(email);
    // Age the stored code to its last second instead of waiting ten minutes.
    const key = `code:register:${email}`;
    await t.app.store.put(key, (await t.app.store.get(key))!, 1);
    await new Promise((r) => setTimeout(r, 1100));
    const res = await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en);
    expect(res.body.data.reason).toBe('code_invalid');
  });

  it('needs the terms accepted', async () => {
    const res = await post(
      t.app,
      '/v2/app/register/valid',
      { email: 'x@example.test', code: '123456', acceptTerms: false },
      en,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0].field).toBe('acceptTerms');
  });

  it('refuses step 2 without a verified address', async () => {
    const { email, account } = fresh();
    const res = await post(
      t.app,
      '/v2/app/register/user',
      { account, email, password: 'Secret12', ageConfirmed: true },
      en,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('email_not_verified');
  });

  it('refuses an unknown agent code and files the player under a known one', async () => {
    const { email, account } = fresh();
    await verifiedEmail(email);
    const unknown = await post(
      t.app,
      '/v2/app/register/user',
      { account, email, password: 'Secret12', agentCode: 'NOPE1', ageConfirmed: true },
      en,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      msg: 'This agent code does not exist.',
      data: { reason: 'agent_code_unknown' },
    });

    // The factory files each user in the tree, as registration does.
    const grand = await createUser(t.db);
    const agent = await createUser(t.db, { parentId: grand.id });
    await t.db.insert(agents).values({ userId: agent.id, code: `AG${agent.id}`, status: 'approved' });

    const res = await post(
      t.app,
      '/v2/app/register/user',
      { account, email, password: 'Secret12', agentCode: `ag${agent.id}`, ageConfirmed: true },
      en,
    );
    expect(res.status).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.account, account));
    expect(created!.parentId).toBe(agent.id);
    const ancestors = await t.db.select().from(userTree).where(eq(userTree.descendantId, created!.id));
    expect(ancestors.map((a) => [a.ancestorId, a.depth]).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [created!.id, 0],
      [agent.id, 1],
      [grand.id, 2],
    ]);
  });

  it('refuses a taken user name regardless of case, and a taken e-mail', async () => {
    const first = fresh();
    await verifiedEmail(first.email);
    await post(t.app, '/v2/app/register/user', { ...first, password: 'Secret12', ageConfirmed: true }, en);

    const second = fresh();
    await verifiedEmail(second.email);
    const sameName = await post(
      t.app,
      '/v2/app/register/user',
      { account: first.account.toUpperCase(), email: second.email, password: 'Secret12', ageConfirmed: true },
      en,
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.data.reason).toBe('account_taken');

    // A registered address still gets a code (sending never tells who is registered); the last step refuses it.
    await t.app.store.delete(`code-cooldown:register:${first.email}`); // as if a minute had passed
    await verifiedEmail(first.email);
    const sameMail = await post(
      t.app,
      '/v2/app/register/user',
      { account: second.account, email: first.email.toUpperCase(), password: 'Secret12', ageConfirmed: true },
      en,
    );
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.data.reason).toBe('email_taken');
  });

  it('validates the user name and password', async () => {
    const { email } = fresh();
    for (const account of ['ab', 'has space', 'ümlaut1', 'x'.repeat(17), 'semi;colon']) {
      const res = await post(
        t.app,
        '/v2/app/register/user',
        { account, email, password: 'Secret12', ageConfirmed: true },
        en,
      );
      expect(res.status, account).toBe(400);
      expect(res.body.data.fields[0].field).toBe('account');
    }
    const short = await post(
      t.app,
      '/v2/app/register/user',
      { account: 'okname1', email, password: '12345', ageConfirmed: true },
      en,
    );
    expect(short.body.data.fields[0]).toEqual({ field: 'password', message: 'password must be at least 6 characters' });
  });

  it('refuses huge passwords before hashing them', async () => {
    const { email } = fresh();
    const big = await post(
      t.app,
      '/v2/app/register/user',
      { account: 'okname2', email, password: 'x'.repeat(100_000), ageConfirmed: true },
      en,
    );
    expect(big.status).toBe(400);
    expect(big.body.data.fields[0].field).toBe('password');
    const megabyte = await t.app.inject({
      method: 'POST',
      url: '/v2/app/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'someone', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(megabyte.statusCode).toBe(413);
  });

  it.runIf(testEngine() === 'postgres')('lets exactly one of many racing registrations take a name', async () => {
    const account = `race${Date.now() % 100000}`;
    const emails = Array.from({ length: 8 }, (_, i) => `race${i}${Date.now()}@example.test`);
    for (const email of emails) await verifiedEmail(email);
    const results = await Promise.all(
      emails.map((email) =>
        post(t.app, '/v2/app/register/user', { account, email, password: 'Secret12', ageConfirmed: true }, en),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.data?.reason === 'account_taken')).toHaveLength(7);
  });
});
