import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { storedPassword } from '../../test/passwords';
import { checkCaptcha, issueCaptcha } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'on' });
});
afterAll(() => t.close());

const answerOf = async (uuid: string) => (await t.app.store.get(`captcha:${uuid}`))!;

describe('captcha', () => {
  it('returns a GIF image and an id', async () => {
    const res = await post(t.app, '/v2/app/auth/get', {});
    expect(res.status).toBe(200);
    const gif = Buffer.from(res.body.data.img, 'base64');
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(120);
    expect(gif.at(-1)).toBe(0x3b);
    expect(res.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('guards sign-in: a missing, wrong or reused answer is refused; the right one, in any case, passes', async () => {
    const password = 'Secret12';
    const user = await createUser(t.db, { passwordHash: await storedPassword(password) });
    const ip = nextIp();
    const login = (uuid: string, qrcode: string) =>
      post(
        t.app,
        '/v2/app/auth/login',
        { account: user.account, password, uuid, qrcode },
        { 'accept-language': 'en-US' },
        ip,
      );

    const missing = await login('', '');
    expect(missing.body.data.reason).toBe('captcha_invalid');

    const first = (await post(t.app, '/v2/app/auth/get', {})).body.data;
    const wrong = await login(first.uuid, 'zzzz');
    expect(wrong.body).toMatchObject({ code: 400, data: { reason: 'captcha_invalid' } });
    // A wrong answer uses the captcha up: the right answer afterwards fails too.
    expect((await login(first.uuid, 'abcd')).body.data.reason).toBe('captcha_invalid');

    const second = (await post(t.app, '/v2/app/auth/get', {})).body.data;
    const answer = await answerOf(second.uuid);
    const good = await login(second.uuid, answer.toUpperCase());
    expect(good.status).toBe(200);
    expect(good.body.data.token).toBeTruthy();
    expect((await login(second.uuid, answer)).body.data.reason).toBe('captcha_invalid');
  });

  it('expires after its lifetime', async () => {
    const { uuid } = await issueCaptcha(t.app.store);
    const answer = await answerOf(uuid);
    await t.app.store.put(`captcha:${uuid}`, answer, 1);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(checkCaptcha(t.app.store, true, uuid, answer)).rejects.toMatchObject({ reason: 'captcha_invalid' });
  });

  it('is skipped entirely when CAPTCHA=off', async () => {
    await expect(checkCaptcha(t.app.store, false, '', '')).resolves.toBeUndefined();
  });

  it('tells the client it is on', async () => {
    const res = await post(t.app, '/v2/app/auth/providers', {});
    expect(res.body.data).toEqual({
      google: null,
      line: null,
      captcha: true,
      minimumAge: 18,
      minimumAgeByCountry: { JP: 20 },
    });
  });
});
