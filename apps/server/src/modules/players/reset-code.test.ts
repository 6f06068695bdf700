// The desk mails a player a find-password code: the player (never the operator) then sets a new
// password with it; audited; refused for a frozen player and to roles other than support.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { startTestSmtp } from '../../test/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
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
    const p = await createSignedInUser(t.db, { passwordHash: await hashPassword('Old-pass-1') });
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

  it('is refused for a frozen player, a missing one and other roles', async () => {
    const p = await createSignedInUser(t.db);
    await post(t.app, '/v2/admin/player/freeze', { userId: p.user.id, reason: 'chargeback' }, support.headers);
    expect((await mailCode(p.user.id)).status).toBe(409);
    expect((await mailCode(99_999_999)).status).toBe(404);
    const finance = await signedInOperator(t.app, 'finance');
    expect((await mailCode(p.user.id, finance.headers)).status).toBe(403);
  });
});
