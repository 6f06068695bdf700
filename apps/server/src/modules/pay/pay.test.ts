// Deposits through the API and the sandbox gateway: amounts, signatures, replays, expiry, refunds.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders } from '../../db/schema/pay';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { testEngine } from '../../test/database';
import { sign } from '../../lib/callback-signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const SECRET = 'sandbox-gateway-secret-not-for-production';

async function newOrder(token: string, amount = '5000', code = 'sandbox-jpy') {
  const channel = await channelByCode(t.app, token, code);
  const res = await post(
    t.app,
    '/v2/app/pay/order',
    { channelId: channel.id, amount, requestKey: requestKey() },
    { ...en, token },
  );
  return res.body.data as { orderSn: string; amount: string; currency: string; coinAmount: string; payUrl: string };
}

function notice(order: { orderSn: string; amount: string; currency: string }, overrides: Record<string, string> = {}) {
  const body: Record<string, string> = {
    orderSn: order.orderSn,
    amount: order.amount,
    currency: order.currency,
    status: 'paid',
    providerRef: 'REF-1',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: 'n1',
    ...overrides,
  };
  body.sign = sign(body, SECRET);
  return body;
}
const callback = (body: object, channel = 'sandbox-jpy') => post(t.app, `/v2/pay/callback/${channel}`, body, en);

describe('deposit channels', () => {
  it('lists the sandbox channels with localised names and their bounds', async () => {
    const { token } = await createSignedInUser(t.db);
    const ja = await post(t.app, '/v2/app/pay/query', {}, { token, 'accept-language': 'ja-JP' });
    const jpy = ja.body.data.find((c: { code: string }) => c.code === 'sandbox-jpy');
    expect(jpy).toMatchObject({
      name: '銀行振込（サンドボックス）',
      currency: 'JPY',
      minAmount: '1000',
      coinsPerUnit: 1,
    });
    const cny = ja.body.data.find((c: { code: string }) => c.code === 'sandbox-cny');
    expect(cny.coinsPerUnit).toBe(20);
    expect(ja.body.data.every((c: { code: string }) => !c.code.includes('payout'))).toBe(true);
  });
});

describe('deposit orders', () => {
  it('refuse negative, zero, fractional, huge and non-numeric amounts', async () => {
    const { token } = await createSignedInUser(t.db);
    const channel = await channelByCode(t.app, token, 'sandbox-jpy');
    for (const amount of ['-100', '0', '10.5', '1e5', '99999999999999999999999', 'abc', '', ' ', '0x10', 100]) {
      const res = await post(
        t.app,
        '/v2/app/pay/order',
        { channelId: channel.id, amount, requestKey: requestKey() },
        { ...en, token },
      );
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.data.fields?.[0]?.field ?? res.body.data.reason).toBe('amount');
    }
  });

  it('keep to the channel’s bounds and to whole coins', async () => {
    const { token } = await createSignedInUser(t.db);
    const jpy = await channelByCode(t.app, token, 'sandbox-jpy');
    const low = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: jpy.id, amount: '999', requestKey: requestKey() },
      { ...en, token },
    );
    expect(low.body).toMatchObject({ code: 400, msg: 'The amount must be between 1,000 and 1,000,000.' });
    const cny = await channelByCode(t.app, token, 'sandbox-cny');
    // 100.03 yuan would buy 2000.6 coins.
    const odd = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: cny.id, amount: '10003', requestKey: requestKey() },
      { ...en, token },
    );
    expect(odd.body.data.reason).toBe('amount_not_convertible');
    const good = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: cny.id, amount: '10000', requestKey: requestKey() },
      { ...en, token },
    );
    expect(good.body.data).toMatchObject({ coinAmount: '2000', fee: '100', status: 'pending' });
    const unknown = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: 99999, amount: '5000', requestKey: requestKey() },
      { ...en, token },
    );
    expect(unknown.body.data.reason).toBe('channel_unavailable');
  });

  it('return the same order for a retried request key', async () => {
    const { token } = await createSignedInUser(t.db);
    const channel = await channelByCode(t.app, token, 'sandbox-jpy');
    const body = { channelId: channel.id, amount: '3000', requestKey: requestKey() };
    const [a, b] = await Promise.all([
      post(t.app, '/v2/app/pay/order', body, { token }),
      post(t.app, '/v2/app/pay/order', body, { token }),
    ]);
    expect(a.body.data.orderSn).toBe(b.body.data.orderSn);
  });
});

describe('a request key reused for another order', () => {
  it('is refused with 409 idempotency_key_reused, and the first order stands', async () => {
    const { token } = await createSignedInUser(t.db);
    const jpy = await channelByCode(t.app, token, 'sandbox-jpy');
    const cny = await channelByCode(t.app, token, 'sandbox-cny');
    const key = requestKey();
    const first = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: jpy.id, amount: '3000', requestKey: key },
      { token },
    );
    expect(first.status).toBe(200);
    for (const other of [
      { channelId: jpy.id, amount: '3001' },
      { channelId: cny.id, amount: '3000' },
    ]) {
      const reused = await post(t.app, '/v2/app/pay/order', { ...other, requestKey: key }, { ...en, token });
      expect(reused.status, JSON.stringify(other)).toBe(409);
      expect(reused.body.data.reason).toBe('idempotency_key_reused');
    }
    const again = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: jpy.id, amount: '3000', requestKey: key },
      { token },
    );
    expect(again.body.data.orderSn).toBe(first.body.data.orderSn);
  });
});

describe('the sandbox cashier', () => {
  it('shows the order and, when paid, credits the coins once', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token, '12000');
    expect(order.payUrl).toMatch(new RegExp(`/sandbox/cashier/${order.orderSn}$`));
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/cashier/${order.orderSn}` });
    expect(page.body).toContain('To pay 12,000 JPY');
    // Posted the way the page's own HTML form posts it.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/cashier/${order.orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain('result=paid');
    expect(await balanceOf(t.app, token)).toBe(12000n);
    const again = await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${order.orderSn}/pay` });
    expect(again.headers.location).toContain('result=paid');
    expect(await balanceOf(t.app, token)).toBe(12000n);
  });

  it('marks a failed payment failed and credits nothing', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token);
    await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${order.orderSn}/fail` });
    expect(await balanceOf(t.app, token)).toBe(0n);
    const list = await post(t.app, '/v2/app/pay/list', {}, { token });
    expect(list.body.data.list[0]).toMatchObject({ orderSn: order.orderSn, status: 'failed' });
  });
});

describe('payment callbacks', () => {
  it('refuse a bad signature, a changed amount or currency, and an unknown order', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token);
    const forged = { ...notice(order), sign: 'ab'.repeat(32) };
    expect((await callback(forged)).status).toBe(400);
    const tampered = { ...notice(order), amount: '999999' };
    expect((await callback(tampered)).body.data.reason).toBe('callback_invalid');
    expect((await callback(notice({ ...order, amount: '1' }))).body.data.reason).toBe('callback_invalid');
    expect((await callback(notice({ ...order, currency: 'CNY' }))).body.data.reason).toBe('callback_invalid');
    expect((await callback(notice({ ...order, orderSn: 'D-NOPE' }))).status).toBe(404);
    expect((await callback(notice(order), 'sandbox-cny')).status).toBe(404);
    expect(await balanceOf(t.app, token)).toBe(0n);
  });

  it('credit once when the same notice arrives ten times', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token, '7000');
    const body = notice(order);
    const results = await Promise.all(Array.from({ length: 10 }, () => callback(body)));
    const outcomes = results.map((r) => r.body.data.outcome).sort();
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_credited')).toHaveLength(9);
    expect(await balanceOf(t.app, token)).toBe(7000n);
    // A second "paid" for the same order with another reference is refused.
    expect((await callback(notice(order, { providerRef: 'REF-2' }))).status).toBe(409);
  });

  it('refuse to credit an expired order and mark it expired', async () => {
    const { token } = await createSignedInUser(t.db);
    const order = await newOrder(token);
    await t.db
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositOrders.orderSn, order.orderSn));
    const res = await callback(notice(order));
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(depositOrders).where(eq(depositOrders.orderSn, order.orderSn));
    expect(row!.status).toBe('expired');
    expect(await balanceOf(t.app, token)).toBe(0n);
  });
});

describe('deposit records', () => {
  it('page, filter and total only the player’s own orders', async () => {
    const me = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, me.token, '1000');
    await depositThroughSandbox(t.app, me.token, '2000');
    await depositThroughSandbox(t.app, me.token, '10000', 'sandbox-cny');
    await newOrder(me.token, '4000');
    await depositThroughSandbox(t.app, other.token, '9000');

    const all = await post(t.app, '/v2/app/pay/list', { page: 1, pageSize: 2 }, { token: me.token });
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list).toHaveLength(2);
    expect(all.body.data.totals).toEqual({
      count: 4,
      paidCount: 3,
      coinAmount: String(1000 + 2000 + 2000),
      byCurrency: [
        { currency: 'CNY', amount: '10000', fee: '100' },
        { currency: 'JPY', amount: '3000', fee: '0' },
      ],
    });
    const pending = await post(t.app, '/v2/app/pay/list', { status: 'pending' }, { token: me.token });
    expect(pending.body.data.list.map((o: { amount: string }) => o.amount)).toEqual(['4000']);
    const future = await post(
      t.app,
      '/v2/app/pay/list',
      { from: new Date(Date.now() + 3600_000).toISOString() },
      { token: me.token },
    );
    expect(future.body.data.total).toBe(0);
    expect((await post(t.app, '/v2/app/pay/list', { pageSize: 1000 }, { token: me.token })).status).toBe(400);
  });
});

describe('refunds', () => {
  it('move the coins back, once, by a finance operator only, and are audited', async () => {
    const { token } = await createSignedInUser(t.db);
    const sn = await depositThroughSandbox(t.app, token, '5000');
    const support = await signedInOperator(t.app, 'support');
    expect((await post(t.app, '/v2/admin/pay/refund', { orderSn: sn, reason: 'test' }, support.headers)).status).toBe(
      403,
    );
    const finance = await signedInOperator(t.app, 'finance');
    const res = await post(t.app, '/v2/admin/pay/refund', { orderSn: sn, reason: 'customer asked' }, finance.headers);
    expect(res.body.data).toEqual({ orderSn: sn, status: 'refunded' });
    expect(await balanceOf(t.app, token)).toBe(0n);
    expect((await post(t.app, '/v2/admin/pay/refund', { orderSn: sn, reason: 'again' }, finance.headers)).status).toBe(
      409,
    );
  });

  it('cannot take back coins the player no longer has', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const sn = await depositThroughSandbox(t.app, token, '5000');
    const { inTransaction } = await import('../../db/transaction');
    const { postTransfer } = await import('../ledger/post');
    const { SYSTEM_ACCOUNTS, systemAccount, walletAccount } = await import('../ledger/accounts');
    await inTransaction(t.db, async (tx) =>
      postTransfer(tx, {
        debitAccountId: await walletAccount(tx, user.id),
        creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.house),
        amount: 4000n,
        kind: 'bet',
        reference: 'test',
        idempotencyKey: requestKey(),
      }),
    );
    const finance = await signedInOperator(t.app, 'finance');
    const res = await post(t.app, '/v2/admin/pay/refund', { orderSn: sn, reason: 'x' }, { ...finance.headers, ...en });
    expect(res.body.data.reason).toBe('insufficient_funds');
    const [row] = await t.db.select().from(depositOrders).where(eq(depositOrders.orderSn, sn));
    expect(row!.status).toBe('paid');
  });
});

describe.runIf(testEngine() === 'postgres')('callbacks under concurrency', () => {
  it('credit once when one notice is sent 10 times in parallel to several orders', async () => {
    const { token } = await createSignedInUser(t.db);
    const orders = await Promise.all([newOrder(token, '1000'), newOrder(token, '2000'), newOrder(token, '3000')]);
    await Promise.all(orders.flatMap((o) => Array.from({ length: 10 }, () => callback(notice(o)))));
    expect(await balanceOf(t.app, token)).toBe(6000n);
  });
});
