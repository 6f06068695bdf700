// The operator sign-in lock holds under parallel tries: a try is reserved before the password is
// verified. Run against the Redis store (when REDIS_URL is set) and the database store alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createOperator } from './service';
import { hashAtFullCost } from '../../test/passwords';

const PASSWORD = 'a very long password';
const stores: Array<[string, Record<string, string | undefined>]> = [['database store', { REDIS_URL: undefined }]];
if (process.env.REDIS_URL) stores.push(['Redis store', {}]);

const tally = (answers: Array<{ body: { data: { reason?: string } | null } }>) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    const reason = a.body.data?.reason ?? 'ok';
    acc[reason] = (acc[reason] ?? 0) + 1;
    return acc;
  }, {});

// The race window is the real hash's time.
hashAtFullCost();

describe.each(stores)('operator sign-in under parallel tries (%s)', (_name, env) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  async function operator() {
    n += 1;
    const username = `racer${n}`;
    await createOperator(t.db, { username, password: PASSWORD, role: 'finance' });
    return username;
  }
  const login = (username: string, password: string, ip = nextIp()) =>
    post(t.app, '/v2/admin/auth/login', { username, password }, {}, ip);

  it('verifies exactly five of 50 parallel wrong passwords', async () => {
    const username = await operator();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(username, 'wrong password!')));
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 45 });
  });

  it('refuses the right password sent after 40 parallel wrong ones', async () => {
    const username = await operator();
    const tries = Array.from({ length: 40 }, () => login(username, 'wrong password!'));
    tries.push(login(username, PASSWORD));
    const answers = await Promise.all(tries);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.at(-1)!.status).toBe(429);
    expect(tally(answers)).toEqual({ login_failed: 5, too_many_requests: 36 });
  });

  it('keeps the per-address limit at twenty failures when many run at once', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`nobody${i}`, 'wrong password!', ip)));
    expect(tally(answers)).toEqual({ login_failed: 20, too_many_requests: 10 });
  });

  it('verifies exactly five of 50 parallel wrong current passwords at a password change, then refuses the right one', async () => {
    n += 1;
    const username = `changer${n}`;
    await createOperator(t.db, { username, password: PASSWORD, role: 'support' }, { mustChange: true });
    const token = (await login(username, PASSWORD)).body.data.token as string;
    const change = (currentPassword: string) =>
      post(t.app, '/v2/admin/auth/password', { currentPassword, newPassword: 'my own long password' }, { token });
    const answers = await Promise.all(Array.from({ length: 50 }, () => change('wrong password!')));
    expect(tally(answers)).toEqual({ password_wrong: 5, too_many_requests: 45 });
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it('lets an operator in after a few failures', async () => {
    const username = await operator();
    for (let i = 0; i < 4; i++) expect((await login(username, 'wrong password!')).status).toBe(400);
    expect((await login(username, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(username, 'wrong password!')).status).toBe(400);
    expect((await login(username, PASSWORD)).status).toBe(200);
  });
});
