// Freezing a player: sessions end, sign-in is refused, money calls are refused; unfreezing restores
// sign-in; support and admin only; audited with the reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { storedPassword } from '../../test/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  support = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const PASSWORD = 'frozen-pass-1';
async function player() {
  return createSignedInUser(t.db, { passwordHash: await storedPassword(PASSWORD) });
}
const signIn = (account: string) => post(t.app, '/v2/app/auth/login', { account, password: PASSWORD }, {}, nextIp());
const freeze = (userId: number, headers = support.headers, reason = 'chargeback under review') =>
  post(t.app, '/v2/admin/player/freeze', { userId, reason }, headers);

describe('a frozen player', () => {
  it('loses its sessions, cannot sign in or move money, and signs in again once unfrozen', async () => {
    const { user, token } = await player();
    expect((await post(t.app, '/v2/app/user/balance', {}, { token })).status).toBe(200);

    expect((await freeze(user.id)).status).toBe(200);
    expect((await post(t.app, '/v2/app/user/balance', {}, { token })).status).toBe(402);
    const order = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: 1, amount: '1000', requestKey: 'k-frozen-1' },
      { token },
    );
    expect(order.status).toBe(402);
    const refused = await signIn(user.account);
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('account_frozen');

    const again = await freeze(user.id);
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('already_frozen');

    const thawed = await post(
      t.app,
      '/v2/admin/player/unfreeze',
      { userId: user.id, reason: 'cleared' },
      support.headers,
    );
    expect(thawed.status).toBe(200);
    expect((await signIn(user.account)).status).toBe(200);
    // The old session stays ended: unfreezing does not revive it.
    expect((await post(t.app, '/v2/app/user/balance', {}, { token })).status).toBe(402);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(user.id))));
    expect(audit.map((a) => [a.action, a.operatorId, a.after])).toEqual([
      ['player.freeze', support.operator.id, { status: 'frozen', reason: 'chargeback under review' }],
      ['player.unfreeze', support.operator.id, { status: 'active', reason: 'cleared' }],
    ]);
  });

  it('is frozen by support or an admin only, with a reason, and never a missing one', async () => {
    const { user } = await player();
    for (const role of ['finance', 'content'] as const) {
      const { headers } = await signedInOperator(t.app, role);
      expect((await freeze(user.id, headers)).status, role).toBe(403);
    }
    const admin = await signedInOperator(t.app, 'admin');
    expect((await freeze(99_999_999, admin.headers)).status).toBe(404);
    expect((await freeze(user.id, admin.headers, '  ')).body.data.reason).toBe('validation_failed');
    expect((await freeze(user.id, admin.headers, 'x'.repeat(501))).body.data.reason).toBe('validation_failed');
    const notFrozen = await post(t.app, '/v2/admin/player/unfreeze', { userId: user.id, reason: 'r' }, admin.headers);
    expect(notFrozen.body.data.reason).toBe('not_frozen');
    expect((await freeze(user.id, admin.headers)).status).toBe(200);
  });
});
