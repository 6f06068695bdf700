// Five wrong tries burn an e-mail code even when a hundred guesses arrive at once: a try is taken
// from the code's allowance before the comparison. Run against the Redis store (when REDIS_URL is
// set) and the database store alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPassword } from '../../test/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { startTestSmtp } from '../../test/smtp';

const PASSWORD = 'Secret12';
const stores: Array<[string, Record<string, string | undefined>]> = [['database store', { REDIS_URL: undefined }]];
if (process.env.REDIS_URL) stores.push(['Redis store', {}]);

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

describe.each(stores)('e-mail codes under parallel guesses (%s)', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off', ...env });
  });
  afterAll(() => t.close());

  const reset = (account: string, qrcode: string, ip = nextIp()) =>
    post(t.app, '/v2/app/auth/reset/password', { account, newPassword: 'Taken123', qrcode }, {}, ip);
  const login = (account: string, password: string) =>
    post(t.app, '/v2/app/auth/login', { account, password }, {}, nextIp());

  async function playerWithResetCode() {
    const user = await createUser(t.db, { passwordHash: await storedPassword(PASSWORD) });
    const sent = await post(
      t.app,
      '/v2/app/auth/send/email',
      { account: user.account, qrcode: 'x', uuid: '' },
      {},
      nextIp(),
    );
    expect(sent.status).toBe(200);
    return { user, code: await smtp.codeFor(user.email) };
  }

  it('refuses the right code sent after 100 parallel wrong ones, and the code is burned', async () => {
    const { user, code } = await playerWithResetCode();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const tries = Array.from({ length: 100 }, (_, i) => reset(user.account, wrong(i)));
    tries.push(reset(user.account, code));
    const answers = await Promise.all(tries);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.at(-1)!.body.data.reason).toMatch(/^code_(invalid|burned)$/);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    // The code is gone for good, and the password was never changed.
    expect((await reset(user.account, code)).status).toBe(400);
    expect((await login(user.account, 'Taken123')).status).toBe(400);
    expect((await login(user.account, PASSWORD)).status).toBe(200);
  });

  it('accepts exactly one of many parallel right answers', async () => {
    const { user, code } = await playerWithResetCode();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reset(user.account, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await login(user.account, 'Taken123')).status).toBe(200);
  });

  it('takes the longest account the form accepts, known or not', async () => {
    const long = `${'r'.repeat(240)}@example.test`.slice(0, 254);
    const sent = await post(t.app, '/v2/app/auth/send/email', { account: long, qrcode: 'x', uuid: '' }, {}, nextIp());
    expect(sent.status).toBe(200);
    const reasons = [];
    for (let i = 0; i < 6; i++) reasons.push((await reset(long, '123456')).body.data.reason);
    expect(reasons).toEqual([
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_burned',
      'code_invalid',
    ]);
  });

  it('limits password-reset tries per client address, whatever the account', async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await reset(`ghost-${i}`, '123456', ip));
    expect(answers.slice(0, 20).every((a) => a.body.data.reason === 'code_invalid')).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body.data.reason).toBe('too_many_requests');
    expect((await reset('ghost-x', '123456')).body.data.reason).toBe('code_invalid');
  });
});
