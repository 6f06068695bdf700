// The back office's deposits: every player's orders with filters, and each order's gateway notices
// as received, accepted or refused (the callback history); for finance and support only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { channelByCode, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { sign } from '../../lib/callback-signature';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(t.app, 'support');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const SECRET = 'sandbox-gateway-secret-not-for-production';

function notice(order: { orderSn: string; amount: string; currency: string }, providerRef = 'REF-9') {
  const body: Record<string, string> = {
    orderSn: order.orderSn,
    amount: order.amount,
    currency: order.currency,
    status: 'paid',
    providerRef,
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: `n${Math.random()}`,
  };
  body.sign = sign(body, SECRET);
  return body;
}
const callback = (body: object) => post(t.app, '/v2/pay/callback/sandbox-jpy', body);

describe('deposits in the back office', () => {
  it('list every player’s orders by account and state, and keep each notice with its outcome', async () => {
    const p = await createSignedInUser(t.db);
    const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
    const created = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: channel.id, amount: '4000', requestKey: requestKey() },
      { token: p.token },
    );
    const order = created.body.data as { orderSn: string; amount: string; currency: string };

    const pending = await post(
      t.app,
      '/v2/admin/deposit/list',
      { account: p.user.account.toUpperCase() },
      support.headers,
    );
    expect(pending.body.data.list).toEqual([
      expect.objectContaining({
        orderSn: order.orderSn,
        account: p.user.account,
        status: 'pending',
        channelCode: 'sandbox-jpy',
      }),
    ]);

    const forged = { ...notice(order), sign: 'f'.repeat(64) };
    expect((await callback(forged)).status).toBe(400);
    expect((await callback(notice(order))).status).toBe(200);
    expect((await callback(notice(order))).body.data.outcome).toBe('already_credited');
    expect((await callback(notice(order, 'REF-OTHER'))).status).toBe(409);

    const history = await post(t.app, '/v2/admin/deposit/callbacks', { orderSn: order.orderSn }, support.headers);
    expect(history.body.data.map((c: { outcome: string; detail: string | null }) => [c.outcome, c.detail])).toEqual([
      ['refused', 'bad signature'],
      ['credited', null],
      ['already_credited', null],
      ['refused', 'paid twice with another reference'],
    ]);

    const paid = await post(
      t.app,
      '/v2/admin/deposit/list',
      { orderSn: order.orderSn, status: 'paid' },
      support.headers,
    );
    expect(paid.body.data.list[0]).toMatchObject({ status: 'paid', providerRef: 'REF-9', coinAmount: '4000' });
    const none = await post(
      t.app,
      '/v2/admin/deposit/list',
      { orderSn: order.orderSn, status: 'refunded' },
      support.headers,
    );
    expect(none.body.data.total).toBe(0);
  });

  it('are for finance and support, validated', async () => {
    const content = await signedInOperator(t.app, 'content');
    expect((await post(t.app, '/v2/admin/deposit/list', {}, content.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/deposit/callbacks', { orderSn: 'D1' }, content.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/deposit/list', { orderSn: 'x'.repeat(41) }, support.headers)).status).toBe(
      400,
    );
    expect((await post(t.app, '/v2/admin/deposit/callbacks', {}, support.headers)).status).toBe(400);
  });
});
