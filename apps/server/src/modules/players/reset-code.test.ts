// The desk mails a player a find-password code and a link to the reset form with the account and
// code filled in: the player (never the operator) then sets a new password with it, once; audited;
// refused for a frozen player and to roles other than support.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPassword } from '../../test/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { startTestSmtp } from '../../test/smtp';

const PUBLIC_URL = 'http://127.0.0.1:4321';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off', PUBLIC_URL });
  support = await signedInOperator(t.app, 'support');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailCode = (userId: number, headers: Record<string, string> = support.headers) =>
  post(t.app, '/v2/admin/player/password-reset', { userId }, headers);

describe('a reset code from the desk', () => {
  it('reaches the player, who sets a new password with it', async () => {
    const p = await createSignedInUser(t.db, { passwordHash: await storedPassword('Old-pass-1') });
    const sent = await mailCode(p.user.id);
    expect(sent.status).toBe(200);
    const code = await smtp.codeFor(p.user.email);
    const reset = await post(
      t.app,
      '/v2/app/auth/reset/password',
      { account: p.user.account, newPassword: 'Chosen-by-player-2', qrcode: code },
      {},
      nextIp(),
    );
    expect(reset.status).toBe(200);
    const login = await post(
      t.app,
      '/v2/app/auth/login',
      { account: p.user.account, password: 'Chosen-by-player-2' },
      {},
      nextIp(),
    );
    expect(login.status).toBe(200);
    // A second mail within the cooldown is refused like the player's own request would be.
    expect((await mailCode(p.user.id)).status).toBe(429);
  });

  it('carries a link to the reset form with the account and code, good once, in the player’s language', async () => {
    const p = await createSignedInUser(t.db, { account: `Link${Date.now() % 100000}`, locale: 'ja-JP' });
    expect((await mailCode(p.user.id)).status).toBe(200);
    const code = await smtp.codeFor(p.user.email);
    const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(p.user.email.toLowerCase()))!;
    expect(mail.text).toContain('次のリンクを開いて新しいパスワードを設定してください');
    const href = /(http:\/\/127\.0\.0\.1:4321\/login#\S+)/.exec(mail.text)?.[1];
    expect(href, mail.text).toBeDefined();
    const link = new URL(href!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/login`);
    // Nothing in the query: the code stays out of request logs and Referer headers.
    expect(link.search).toBe('');
    const fields = new URLSearchParams(link.hash.slice(1));
    expect(fields.get('reset')).toBe(p.user.account);
    expect(fields.get('code')).toBe(code);

    // What the form sends with the prefilled values works once; the same code again is refused.
    const reset = (newPassword: string) =>
      post(
        t.app,
        '/v2/app/auth/reset/password',
        { account: fields.get('reset'), newPassword, qrcode: fields.get('code') },
        {},
        nextIp(),
      );
    expect((await reset('From-the-link-3')).status).toBe(200);
    const again = await reset('Second-try-4');
    expect(again.status).toBe(400);
    expect(again.body.data.reason).toBe('code_invalid');
    const login = await post(
      t.app,
      '/v2/app/auth/login',
      { account: p.user.account, password: 'From-the-link-3' },
      {},
      nextIp(),
    );
    expect(login.status).toBe(200);
  });

  it('is refused for a frozen player, a missing one and other roles', async () => {
    const p = await createSignedInUser(t.db);
    await post(t.app, '/v2/admin/player/freeze', { userId: p.user.id, reason: 'chargeback' }, support.headers);
    expect((await mailCode(p.user.id)).status).toBe(409);
    expect((await mailCode(99_999_999)).status).toBe(404);
    const finance = await signedInOperator(t.app, 'finance');
    expect((await mailCode(p.user.id, finance.headers)).status).toBe(403);
  });
});
