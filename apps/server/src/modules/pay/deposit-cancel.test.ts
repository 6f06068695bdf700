// A player cancels an unpaid deposit order of their own; a pending one can be paid again from the
// list. A payment that arrives after the cancellation is refused and credits nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { depositOrders, paymentCallbacks } from '../../db/schema/pay';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, requestKey } from '../../test/money';
import { sign } from '../../lib/callback-signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const SECRET = 'sandbox-gateway-secret-not-for-production';

async function newOrder(token: string, amount = '5000') {
  const channel = await channelByCode(t.app, token, 'sandbox-jpy');
  const res = await post(
    t.app,
    '/v2/app/pay/order',
    { channelId: channel.id, amount, requestKey: requestKey() },
    { ...en, token },
  );
  return res.body.data as { orderSn: string; amount: string; currency: string; payUrl: string };
}

const cancel = (token: string, orderSn: string) =>
  post(t.app, '/v2/app/pay/order/cancel', { orderSn }, { ...en, token });

function paidNotice(order: { orderSn: string; amount: string; currency: string }, status = 'paid') {
  const body: Record<string, string> = {
    orderSn: order.orderSn,
    amount: order.amount,
    currency: order.currency,
    status,
    providerRef: `REF-${order.orderSn}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: requestKey(),
  };
  body.sign = sign(body, SECRET);
  return post(t.app, '/v2/pay/callback/sandbox-jpy', body, en);
}

const statusOf = async (orderSn: string) =>
  (await t.db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn)))[0]!.status;

describe('continuing a pending deposit', () => {
  it('lists the payment page for a pending order only, and the page still takes the payment', async () => {
    const { token } = await createSignedInUser(t.db);
    const open = await newOrder(token, '3000');
    const closed = await newOrder(token, '4000');
    expect((await cancel(token, closed.orderSn)).status).toBe(200);
    const list = (await post(t.app, '/v2/app/pay/list', {}, { token })).body.data.list as Array<{
      orderSn: string;
      payUrl: string | null;
    }>;
    expect(list.find((o) => o.orderSn === open.orderSn)!.payUrl).toBe(open.payUrl);
    expect(list.find((o) => o.orderSn === closed.orderSn)!.payUrl).toBeNull();
    // Continued: the same page, paid there, credited once.
    const paid = await t.app.inject({ method: 'POST', url: new URL(open.payUrl).pathname + '/pay' });
    expect(paid.headers.location).toContain('result=paid');
    expect(await balanceOf(t.app, token)).toBe(3000n);
  });
});

describe('cancelling a deposit order', () => {
  it('closes the player’s own pending order; the cashier then refuses to take a payment for it', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token);
    const res = await cancel(token, order.orderSn);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderSn: order.orderSn, status: 'cancelled', payUrl: null });
    expect(await statusOf(order.orderSn)).toBe('cancelled');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/cashier/${order.orderSn}` });
    expect(page.body).toContain('This order is cancelled.');
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${order.orderSn}/pay` });
    expect(pay.headers.location).toContain('result=cancelled');
    expect(await balanceOf(t.app, token)).toBe(0n);
  });

  it('answers 404 for another player’s order and for no order, and leaves the order alone', async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const order = await newOrder(owner.token);
    const stolen = await cancel(other.token, order.orderSn);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 404, data: { reason: 'order_unknown' } });
    expect((await cancel(other.token, 'D-NOPE')).status).toBe(404);
    expect(await statusOf(order.orderSn)).toBe('pending');
    expect((await post(t.app, '/v2/app/pay/order/cancel', { orderSn: order.orderSn }, {})).status).toBe(401);
  });

  it('answers 409 in the envelope once the order is paid, failed, expired or cancelled', async () => {
    const { token } = await createSignedInUser(t.db);
    const paid = await newOrder(token, '2000');
    expect((await paidNotice(paid)).body.data.outcome).toBe('credited');
    const failed = await newOrder(token, '2000');
    expect((await paidNotice(failed, 'failed')).body.data.outcome).toBe('marked_failed');
    const expired = await newOrder(token, '2000');
    await t.db
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositOrders.orderSn, expired.orderSn));
    const twice = await newOrder(token, '2000');
    expect((await cancel(token, twice.orderSn)).status).toBe(200);
    for (const order of [paid, failed, expired, twice]) {
      const res = await cancel(token, order.orderSn);
      expect(res.status, order.orderSn).toBe(409);
      expect(res.body).toMatchObject({
        code: 409,
        msg: 'The order can no longer be changed this way.',
        data: { reason: 'order_state' },
      });
    }
    expect(await statusOf(paid.orderSn)).toBe('paid');
    expect(await balanceOf(t.app, token)).toBe(2000n);
  });

  it('refuses a payment notice that arrives after the cancellation: nothing credited, the refusal logged', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token, '6000');
    await cancel(token, order.orderSn);
    const late = await paidNotice(order);
    expect(late.status).toBe(409);
    expect(late.body.data.reason).toBe('order_state');
    // Sent again (gateways retry): refused again, still nothing credited.
    expect((await paidNotice(order)).status).toBe(409);
    // A late "failed" notice changes nothing either.
    expect((await paidNotice(order, 'failed')).body.data.outcome).toBe('already_closed');
    expect(await statusOf(order.orderSn)).toBe('cancelled');
    expect(await balanceOf(t.app, token)).toBe(0n);
    const credits = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `order:${order.orderSn}`));
    expect(credits).toHaveLength(0);
    const log = await t.db
      .select()
      .from(paymentCallbacks)
      .where(and(eq(paymentCallbacks.orderSn, order.orderSn), eq(paymentCallbacks.outcome, 'refused')));
    expect(log.map((l) => l.detail)).toEqual(['order is cancelled', 'order is cancelled']);
  });
});

describe.runIf(testEngine() === 'postgres')('a cancellation racing a payment', () => {
  it('ends with exactly one of them: paid and credited once, or cancelled and nothing credited', async () => {
    const { token } = await createSignedInUser(t.db);
    let credited = 0n;
    for (let i = 0; i < 8; i++) {
      const order = await newOrder(token, '1000');
      const [cancelled, notice] = await Promise.all([cancel(token, order.orderSn), paidNotice(order)]);
      const status = await statusOf(order.orderSn);
      if (status === 'paid') {
        expect(notice.body.data.outcome).toBe('credited');
        expect(cancelled.status).toBe(409);
        credited += 1000n;
      } else {
        expect(status).toBe('cancelled');
        expect(cancelled.status).toBe(200);
        expect(notice.status).toBe(409);
      }
    }
    expect(await balanceOf(t.app, token)).toBe(credited);
  });

  it('fifty at once on one order, cancellations and payment notices mixed, still end with exactly one', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token, '1000');
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? cancel(token, order.orderSn).then((res) => ({ kind: 'cancel', res }))
        : paidNotice(order).then((res) => ({ kind: 'notice', res })),
    );
    const answers = await Promise.all(calls);
    for (const { res } of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    const cancels = answers.filter((a) => a.kind === 'cancel').map((a) => a.res);
    const notices = answers.filter((a) => a.kind === 'notice').map((a) => a.res);
    const credits = notices.filter((res) => res.status === 200 && res.body.data.outcome === 'credited');
    if ((await statusOf(order.orderSn)) === 'paid') {
      expect(credits).toHaveLength(1);
      expect(cancels.every((res) => res.status === 409)).toBe(true);
      expect(await balanceOf(t.app, token)).toBe(1000n);
    } else {
      expect(await statusOf(order.orderSn)).toBe('cancelled');
      expect(cancels.filter((res) => res.status === 200)).toHaveLength(1);
      expect(credits).toHaveLength(0);
      expect(await balanceOf(t.app, token)).toBe(0n);
    }
  });
});
