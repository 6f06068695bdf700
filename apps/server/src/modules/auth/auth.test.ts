// Sign-in, sign-out, recovery and password changes through the API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { createUser } from '../../test/factories';
import { storedPassword } from '../../test/passwords';

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

const en = { 'accept-language': 'en-US' };
const PASSWORD = 'Secret12';

async function player(values: Partial<typeof users.$inferInsert> = {}) {
  return createUser(t.db, { passwordHash: await storedPassword(PASSWORD), ...values });
}
const login = (account: string, password = PASSWORD, ip = nextIp()) =>
  post(t.app, '/v2/app/auth/login', { account, password }, en, ip);
const info = (token: string) => post(t.app, '/v2/app/user/info', {}, { token });

describe('sign-in', () => {
  it('accepts the user name or the e-mail in any case, with a new token each time', async () => {
    const user = await player();
    const a = await login(user.account.toUpperCase());
    const b = await login(user.email.toUpperCase());
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.token).not.toBe(b.body.data.token);
    expect((await info(a.body.data.token)).body.data.id).toBe(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const user = await player();
    const wrong = await login(user.account, 'WrongPass1');
    const unknown = await login('nosuchplayer', 'WrongPass1');
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body.msg).toBe(unknown.body.msg);
    expect(wrong.body.data.reason).toBe(unknown.body.data.reason);
    expect(wrong.body.msg).toBe('Wrong user name or password.');
  });

  it('locks an account after five failures, from any address, even for the right password', async () => {
    const user = await player();
    for (let i = 0; i < 5; i++) expect((await login(user.account, 'nope-nope')).status).toBe(400);
    const blocked = await login(user.account, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.data.reason).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.msg).toMatch(/try again in \d+ seconds/);
  });

  it('limits failures from one address across many accounts', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(`someone${i}`, 'nope-nope', ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses a frozen account only after the right password', async () => {
    const user = await player({ status: 'frozen' });
    expect((await login(user.account, 'nope-nope')).body.data.reason).toBe('login_failed');
    const res = await login(user.account);
    expect(res.status).toBe(403);
    expect(res.body.data.reason).toBe('account_frozen');
  });

  it('ends the session on logout: the token then answers 402', async () => {
    const user = await player();
    const { token } = (await login(user.account)).body.data;
    expect((await post(t.app, '/v2/app/auth/logout', {}, { token })).status).toBe(200);
    const after = await info(token);
    expect(after.status).toBe(402);
    expect(after.body.data.reason).toBe('session_ended');
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions but not this one', async () => {
    const user = await player();
    const here = (await login(user.account)).body.data.token;
    const elsewhere = (await login(user.account)).body.data.token;
    const wrong = await post(
      t.app,
      '/v2/app/auth/password/update',
      { oldPassword: 'nope-nope', newPassword: 'NewSecret1' },
      { ...en, token: here },
    );
    expect(wrong.body.data.reason).toBe('old_password_wrong');
    const res = await post(
      t.app,
      '/v2/app/auth/password/update',
      { oldPassword: PASSWORD, newPassword: 'NewSecret1' },
      { token: here },
    );
    expect(res.status).toBe(200);
    expect((await info(here)).status).toBe(200);
    expect((await info(elsewhere)).status).toBe(402);
    expect((await login(user.account)).status).toBe(400);
    expect((await login(user.account, 'NewSecret1')).status).toBe(200);
  });
});

describe('a new sign-in password', () => {
  it('is refused when it is the fund password, by a change and by a reset, keeping the mailed code', async () => {
    const user = await player({ fundPasswordHash: await storedPassword('864200') });
    const here = (await login(user.account)).body.data.token;
    const change = (newPassword: string, headers: Record<string, string> = en) =>
      post(t.app, '/v2/app/auth/password/update', { oldPassword: PASSWORD, newPassword }, { ...headers, token: here });
    const same = await change('864200');
    expect(same.status).toBe(400);
    expect(same.body.data.reason).toBe('fund_password_same_as_password');
    expect(same.body.msg).toBe('Your new password cannot be the same as your fund password: choose another one.');
    expect((await change('864200', { 'accept-language': 'ja-JP' })).body.msg).toBe(
      '新しいパスワードを資金パスワードと同じにすることはできません。別のパスワードを選んでください。',
    );
    // Nothing changed: the old password still signs in, this session still works.
    expect((await info(here)).status).toBe(200);
    expect((await login(user.account)).status).toBe(200);
    expect((await login(user.account, '864200')).status).toBe(400);

    // Find password: the code is right, the password is refused, and the same code then sets another.
    const ip = nextIp();
    await post(t.app, '/v2/app/auth/send/email', { account: user.account, qrcode: 'x', uuid: '' }, en, ip);
    const code = await smtp.codeFor(user.email);
    const reset = (newPassword: string) =>
      post(t.app, '/v2/app/auth/reset/password', { account: user.account, newPassword, qrcode: code }, en, ip);
    const refused = await reset('864200');
    expect(refused.body.data.reason).toBe('fund_password_same_as_password');
    expect(refused.body.msg).toBe('Your new password cannot be the same as your fund password: choose another one.');
    expect((await login(user.account, '864200')).status).toBe(400);
    expect((await reset('Fresh-864')).status).toBe(200);
    expect((await login(user.account, 'Fresh-864')).status).toBe(200);
  });

  it('answers whether it is the fund password at most five times in fifteen minutes', async () => {
    const user = await player({ fundPasswordHash: await storedPassword('864200') });
    const token = (await login(user.account)).body.data.token;
    const change = (newPassword: string) =>
      post(t.app, '/v2/app/auth/password/update', { oldPassword: PASSWORD, newPassword }, { ...en, token });
    for (let i = 0; i < 5; i++)
      expect((await change('864200')).body.data.reason).toBe('fund_password_same_as_password');
    // The answer would tell whether a guess is the fund password: a sixth is not verified at all.
    const sixth = await change('864200');
    expect(sixth.status).toBe(429);
    expect(sixth.body.data.reason).toBe('too_many_requests');
  });
});

describe('find password', () => {
  it('resets with the mailed code, ends every session, and the new password works', async () => {
    const user = await player();
    const old = (await login(user.account)).body.data.token;
    const ip = nextIp();
    const sent = await post(t.app, '/v2/app/auth/send/email', { account: user.account, qrcode: 'x', uuid: '' }, en, ip);
    expect(sent.status).toBe(200);
    const code = await smtp.codeFor(user.email);
    const reset = await post(
      t.app,
      '/v2/app/auth/reset/password',
      { account: user.account, newPassword: 'Fresh123', qrcode: code },
      en,
      ip,
    );
    expect(reset.status).toBe(200);
    expect((await info(old)).status).toBe(402);
    expect((await login(user.account, 'Fresh123')).status).toBe(200);
    // The code is used up.
    const again = await post(
      t.app,
      '/v2/app/auth/reset/password',
      { account: user.account, newPassword: 'Other123', qrcode: code },
      en,
      ip,
    );
    expect(again.body.data.reason).toBe('code_invalid');
  });

  it('answers an unknown account exactly like a known one and mails nothing', async () => {
    const user = await player();
    const before = smtp.inbox.length;
    const known = await post(
      t.app,
      '/v2/app/auth/send/email',
      { account: user.account, qrcode: 'x', uuid: '' },
      en,
      nextIp(),
    );
    await smtp.codeFor(user.email);
    const unknown = await post(
      t.app,
      '/v2/app/auth/send/email',
      { account: 'ghost12345', qrcode: 'x', uuid: '' },
      en,
      nextIp(),
    );
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.data).toEqual(known.body.data);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.inbox.length).toBe(before + 1);
    const reset = await post(
      t.app,
      '/v2/app/auth/reset/password',
      { account: 'ghost12345', newPassword: 'Fresh123', qrcode: '123456' },
      en,
    );
    expect(reset.body.data.reason).toBe('code_invalid');
  });
});

describe('fund password', () => {
  it('is set freely the first time, then changed only with the old one or a mailed code', async () => {
    const user = await player();
    const token = (await login(user.account)).body.data.token;
    const set = (body: object) => post(t.app, '/v2/app/auth/password/update/payment', body, { ...en, token });
    expect((await set({ newFundPassword: '123456' })).status).toBe(200);
    expect((await info(token)).body.data.hasFundPassword).toBe(true);

    expect((await set({ newFundPassword: '654321' })).body.data.reason).toBe('fund_password_proof');
    expect((await set({ newFundPassword: '654321', oldFundPassword: '000000' })).body.data.reason).toBe(
      'fund_password_wrong',
    );
    expect((await set({ newFundPassword: '654321', oldFundPassword: '123456' })).status).toBe(200);

    await post(t.app, '/v2/app/auth/send/email/payment', {}, { token }, nextIp());
    const code = await smtp.codeFor(user.email);
    expect((await set({ newFundPassword: '111222', code })).status).toBe(200);
    expect((await set({ newFundPassword: 'abcdef' })).status).toBe(400);
  });

  it('is never the sign-in password, when set or changed with the old one or a mailed code', async () => {
    const user = await player({ passwordHash: await storedPassword('135792') });
    const token = (await login(user.account, '135792')).body.data.token;
    const set = (body: object, headers: Record<string, string> = en) =>
      post(t.app, '/v2/app/auth/password/update/payment', body, { ...headers, token });
    const first = await set({ newFundPassword: '135792' });
    expect(first.status).toBe(400);
    expect(first.body.data.reason).toBe('fund_password_same_as_password');
    expect(first.body.msg).toBe(
      'The fund password cannot be the same as your sign-in password: choose another six digits.',
    );
    expect((await set({ newFundPassword: '135792' }, { 'accept-language': 'zh-CN' })).body.msg).toBe(
      '资金密码不能与登录密码相同，请另选六位数字。',
    );
    expect((await info(token)).body.data.hasFundPassword).toBe(false);
    expect((await set({ newFundPassword: '246810' })).status).toBe(200);

    // Changed with the old fund password.
    const withOld = await set({ newFundPassword: '135792', oldFundPassword: '246810' });
    expect(withOld.body.data.reason).toBe('fund_password_same_as_password');
    // Changed with a mailed code: refused, and the code stays good for another choice.
    await post(t.app, '/v2/app/auth/send/email/payment', {}, { token }, nextIp());
    const code = await smtp.codeFor(user.email);
    expect((await set({ newFundPassword: '135792', code })).body.data.reason).toBe('fund_password_same_as_password');
    expect((await set({ newFundPassword: '975310', code })).status).toBe(200);
    expect((await set({ newFundPassword: '111222', oldFundPassword: '975310' })).status).toBe(200);
  });
});

describe('profile', () => {
  it('updates the fields a player owns and sets the id number only once', async () => {
    const user = await player();
    const token = (await login(user.account)).body.data.token;
    const res = await post(
      t.app,
      '/v2/app/user/update',
      {
        nickname: 'Lucky',
        firstName: 'Taro',
        lastName: 'Yamada',
        phone: '+81 90-1234-5678',
        countryCode: 'JP',
        status: 'frozen',
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: 'Lucky', firstName: 'Taro', countryCode: 'JP', status: 'active' });
    const unknownCountry = await post(t.app, '/v2/app/user/update', { countryCode: 'XX' }, { ...en, token });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.body.data.reason).toBe('country_unknown');

    const first = await post(t.app, '/v2/app/user/update/idNumber', { idNumber: 'AB1234567' }, { token });
    expect(first.body.data.idNumberMasked).toBe('*****4567');
    const second = await post(t.app, '/v2/app/user/update/idNumber', { idNumber: 'ZZ0000000' }, { ...en, token });
    expect(second.status).toBe(409);
    expect(second.body.data.reason).toBe('id_number_set');
  });
});
