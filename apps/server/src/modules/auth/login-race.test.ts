// Failure limits hold under parallel tries: a try is reserved before the password is verified, so
// however many arrive at once, only the allowed number are ever verified. Run against the database
// store on each engine, and the Redis store (when REDIS_URL is set) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../../db/schema/user';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createUser } from '../../test/factories';
import { hashAtFullCost } from '../../test/passwords';

const PASSWORD = 'Secret12';
const stores: Array<[string, Record<string, string | undefined>]> = [['database store', { REDIS_URL: undefined }]];
// The Redis store does not depend on the database engine: it is tried once, beside PostgreSQL.
if (process.env.REDIS_URL && testEngine() === 'postgres') stores.push(['Redis store', {}]);

/** Counts answers by their reason, e.g. { login_failed: 5, too_many_requests: 45 }. */
const tally = (answers: Array<{ body: { data: { reason?: string } | null } }>) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    const reason = a.body.data?.reason ?? 'ok';
    acc[reason] = (acc[reason] ?? 0) + 1;
    return acc;
  }, {});

// The race window is the real hash's time.
hashAtFullCost();

describe.each(stores)('sign-in limits under parallel tries (%s)', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'off', ...env });
  });
  afterAll(() => t.close());

  const player = async (values: Partial<typeof users.$inferInsert> = {}) =>
    createUser(t.db, { passwordHash: await hashPassword(PASSWORD), ...values });
  const login = (account: string, password: string, ip = nextIp()) =>
    post(t.app, '/v2/app/auth/login', { account, password }, {}, ip);

  it('uses the store it is meant to', () => {
    expect(t.app.redis === null).toBe('REDIS_URL' in env);
  });

  it('verifies exactly five of 50 parallel wrong passwords, each from its own address', async () => {
    const user = await player();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.account, 'WrongPass1')));
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 45 });
  });

  it('verifies exactly five of 50 parallel wrong passwords from one address', async () => {
    const user = await player();
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.account, 'WrongPass1', ip)));
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 45 });
  });

  it('refuses the right password sent after 40 parallel wrong ones', async () => {
    const user = await player();
    const tries = Array.from({ length: 40 }, () => login(user.account, 'WrongPass1'));
    tries.push(login(user.account, PASSWORD));
    const answers = await Promise.all(tries);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 36 });
    expect((await login(user.account, PASSWORD)).status).toBe(429);
  });

  it('locks the account itself, whether its name or its e-mail is typed', async () => {
    const user = await player();
    for (let i = 0; i < 3; i++) expect((await login(user.account, 'WrongPass1')).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await login(user.email.toUpperCase(), 'WrongPass1')).status).toBe(400);
    expect((await login(user.account, PASSWORD)).status).toBe(429);
    expect((await login(user.email, PASSWORD)).status).toBe(429);
  });

  it('counts parallel tries by name and by e-mail against one lock', async () => {
    const user = await player();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? user.email : user.account.toUpperCase(), 'WrongPass1')),
    );
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 35 });
  });

  it('limits tries at an unknown name like a known one', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('nobody-here', 'WrongPass1')));
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 25 });
  });

  it('limits a name of the longest length the form takes like any other', async () => {
    const long = `${'n'.repeat(240)}@example.test`.slice(0, 254);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(long, 'WrongPass1')));
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 3 });
  });

  it('still lets a player in after a few failures, and a success starts the count again', async () => {
    const user = await player();
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await login(user.account, 'WrongPass1', ip)).status).toBe(400);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.account, 'WrongPass1', ip)).status).toBe(400);
    expect((await login(user.account, PASSWORD, ip)).status).toBe(200);
  });

  it('keeps the per-address limit at twenty failures when many run at once', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`stranger${i}`, 'WrongPass1', ip)));
    expect(tally(answers)).toEqual({ login_failed: 20, too_many_requests: 10 });
  });
});

describe.each(stores)('password limits under parallel tries (%s)', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'off', ...env });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await createUser(t.db, {
      passwordHash: await hashPassword(PASSWORD),
      fundPasswordHash: await hashPassword('123456'),
    });
    const res = await post(t.app, '/v2/app/auth/login', { account: user.account, password: PASSWORD }, {}, nextIp());
    return { user, token: res.body.data.token as string };
  }

  it('verifies exactly five of 50 parallel wrong fund passwords and then refuses the right one', async () => {
    const { token } = await signedIn();
    const change = (oldFundPassword: string) =>
      post(t.app, '/v2/app/auth/password/update/payment', { newFundPassword: '654321', oldFundPassword }, { token });
    const tries = Array.from({ length: 50 }, () => change('000000'));
    tries.push(change('123456'));
    const answers = await Promise.all(tries);
    expect(tally(answers)).toEqual({ fund_password_wrong: 5, too_many_requests: 46 });
    expect((await change('123456')).status).toBe(429);
    // Fifty-one requests share the embedded database's one connection: slow on a busy machine.
  }, 90_000);

  it('verifies exactly five of 50 parallel wrong current passwords and then refuses the right one', async () => {
    const { token } = await signedIn();
    const change = (oldPassword: string) =>
      post(t.app, '/v2/app/auth/password/update', { oldPassword, newPassword: 'NewSecret1' }, { token });
    const tries = Array.from({ length: 50 }, () => change('WrongPass1'));
    tries.push(change(PASSWORD));
    const answers = await Promise.all(tries);
    expect(tally(answers)).toEqual({ old_password_wrong: 5, too_many_requests: 46 });
    expect((await change(PASSWORD)).status).toBe(429);
  }, 90_000);
});
