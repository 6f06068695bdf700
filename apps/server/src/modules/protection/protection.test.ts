// Player protection, enforced by the server: deposit limits (lower at once, higher or removed after a
// day, a deposit past one refused with what remains), a break and a self-exclusion closing deposits,
// crypto addresses, account transfers and play at once but not withdrawals' records or letters, the
// seven days' cooling-off after a self-exclusion, and the operators' read-only view. The clock is moved
// by moving the rows' times.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { depositLimits, playerExclusions } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { channelByCode, depositThroughSandbox, requestKey, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('Secret12');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const player = () => createSignedInUser(t.db, { passwordHash, firstName: 'Taro', lastName: 'Yamada' });
const call = (p: Player, path: string, body: object = {}) =>
  post(t.app, `/v2/app/protection${path}`, body, { ...en, token: p.token });

async function order(p: Player, amount: string) {
  const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
  return post(
    t.app,
    '/v2/app/pay/order',
    { channelId: channel.id, amount, requestKey: requestKey() },
    { ...en, token: p.token },
  );
}

const dayAgo = () => new Date(Date.now() - 24 * 3600_000);

describe('deposit limits', () => {
  it('refuse a deposit past them with what remains; lower at once, higher or removed after a day', async () => {
    const p = await player();
    const set = await call(p, '/deposit-limit', { period: 'day', amount: '3000' });
    expect(set.body.data.limits[0]).toEqual({ period: 'day', amount: '3000', used: '0', pending: null });
    const over = await order(p, '5000');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      msg: 'This deposit would pass your daily deposit limit: you can deposit 3,000 more coins in the next 24 hours.',
      data: { reason: 'deposit_limit', remaining: '3000', period: 'day' },
    });
    await depositThroughSandbox(t.app, p.token, '2000');
    expect((await order(p, '1500')).body.data).toMatchObject({ reason: 'deposit_limit', remaining: '1000' });
    // An order awaiting payment counts too, so opening many orders cannot pass a limit.
    expect((await order(p, '1000')).status).toBe(200);
    expect((await order(p, '1000')).body.data.remaining).toBe('0');

    // A raise waits a day; the limit in force stays until then.
    const raised = await call(p, '/deposit-limit', { period: 'day', amount: '10000' });
    expect(raised.body.data.limits[0]).toMatchObject({ amount: '3000', pending: { amount: '10000' } });
    expect(Date.parse(raised.body.data.limits[0].pending.from) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await order(p, '1000')).status).toBe(400);
    await t.db.update(depositLimits).set({ pendingFrom: dayAgo() }).where(eq(depositLimits.userId, p.user.id));
    expect((await call(p, '/status')).body.data.limits[0]).toMatchObject({ amount: '10000', pending: null });
    expect((await order(p, '1000')).status).toBe(200);
    // Lowering is at once, and replaces a change still waiting.
    await call(p, '/deposit-limit', { period: 'day', amount: '20000' });
    const lowered = await call(p, '/deposit-limit', { period: 'day', amount: '500' });
    expect(lowered.body.data.limits[0]).toMatchObject({ amount: '500', pending: null });
    // Removing is a raise: after a day.
    const removed = await call(p, '/deposit-limit', { period: 'day', amount: null });
    expect(removed.body.data.limits[0]).toMatchObject({ amount: '500', pending: { amount: null } });
    // Weekly and monthly limits hold over their own windows.
    await call(p, '/deposit-limit', { period: 'month', amount: '4000' });
    expect((await order(p, '1000')).body.data).toMatchObject({ reason: 'deposit_limit' });
    for (const bad of [
      { period: 'year', amount: '1' },
      { period: 'day', amount: '0' },
      { period: 'day', amount: 5 },
    ])
      expect((await call(p, '/deposit-limit', bad)).status).toBe(400);
  });
});

describe('a break and a self-exclusion', () => {
  it('a break closes deposits, crypto addresses, transfers in and play at once, and cannot be ended early', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '5000');
    const taken = await call(p, '/timeout', { days: 1 });
    expect(taken.body.data.exclusion).toMatchObject({ kind: 'timeout' });
    const refused = await order(p, '1000');
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('timed_out');
    expect(refused.body.msg).toMatch(/^You are on a break until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const spin = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'P-004', requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(spin.body).toMatchObject({ code: 403, data: { reason: 'timed_out' } });
    const address = await post(
      t.app,
      '/v2/cpp/coins/deposit/address',
      { coin: 'USDT', network: 'TRON' },
      { token: p.token },
    );
    expect(address.body.data.reason).toBe('timed_out');
    const transfer = await post(
      t.app,
      '/v2/app/jsy/transfer/validate',
      { account: 'yen-x1', currency: 'JPY' },
      { token: p.token },
    );
    expect(transfer.body.data.reason).toBe('timed_out');
    // Records and letters stay open; a second break while one runs is refused.
    expect((await post(t.app, '/v2/app/draw/list', {}, { token: p.token })).status).toBe(200);
    expect((await post(t.app, '/v2/app/station/query', {}, { token: p.token })).status).toBe(200);
    expect((await call(p, '/timeout', { days: 3 })).body.data.reason).toBe('already_excluded');
    expect((await call(p, '/timeout', { days: 43 })).status).toBe(400);
    // Once over, play reopens (a break has no cooling-off).
    await t.db
      .update(playerExclusions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(playerExclusions.userId, p.user.id));
    expect((await call(p, '/status')).body.data.exclusion).toBeNull();
    await spinOnce(t.app, p.token);
  });

  it('self-exclusion needs the password, closes play at once, and is followed by seven days of cooling-off', async () => {
    const p = await player();
    expect((await call(p, '/exclude', { period: '6m', password: 'Wrong123' })).body.data.reason).toBe('password_wrong');
    expect((await call(p, '/status')).body.data.exclusion).toBeNull();
    const excluded = await call(p, '/exclude', { period: '6m', password: 'Secret12' });
    const until = Date.parse(excluded.body.data.exclusion.until);
    expect(excluded.body.data.exclusion.kind).toBe('self_exclusion');
    expect(until - Date.now()).toBeGreaterThan(180 * 86_400_000);
    expect((await order(p, '1000')).body.data.reason).toBe('self_excluded');
    expect((await call(p, '/exclude', { period: '1y', password: 'Secret12' })).body.data.reason).toBe(
      'already_excluded',
    );
    // Ended yesterday: seven days of cooling-off from its end.
    await t.db.update(playerExclusions).set({ endsAt: dayAgo() }).where(eq(playerExclusions.userId, p.user.id));
    const cooling = await order(p, '1000');
    expect(cooling.body.data.reason).toBe('cooling_off');
    expect((await call(p, '/status')).body.data).toMatchObject({
      exclusion: null,
      coolingOffUntil: expect.any(String),
    });
    await t.db
      .update(playerExclusions)
      .set({ endsAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(playerExclusions.userId, p.user.id));
    expect((await order(p, '1000')).status).toBe(200);

    const q = await player();
    await call(q, '/timeout', { days: 2 });
    // A break does not stop the stronger choice; permanent means no end.
    const forever = await call(q, '/exclude', { period: 'permanent', password: 'Secret12' });
    expect(forever.body.data.exclusion).toEqual({ kind: 'self_exclusion', until: null });
    expect((await order(q, '1000')).body.msg).toBe(
      'You have excluded yourself permanently: deposits and play are closed. You can still withdraw and read your letters.',
    );
  });

  it('are read by support and finance with their history, and no call lifts them', async () => {
    const p = await player();
    await call(p, '/deposit-limit', { period: 'week', amount: '7000' });
    await call(p, '/timeout', { days: 7 });
    const support = await signedInOperator(t.app, 'support');
    const seen = await post(t.app, '/v2/admin/protection/get', { userId: p.user.id }, support.headers);
    expect(seen.body.data).toMatchObject({ exclusion: { kind: 'timeout' }, limits: expect.any(Array) });
    expect(seen.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['timeout', 'deposit_limit']);
    const content = await signedInOperator(t.app, 'content');
    expect((await post(t.app, '/v2/admin/protection/get', { userId: p.user.id }, content.headers)).status).toBe(403);
    const routes = t.app.routeInventory.map((r) => r.url).filter((u) => u.includes('protection'));
    expect(routes.every((u) => !/lift|remove|end/.test(u))).toBe(true);
  });
});

describe('the reality check', () => {
  it('stops play after the chosen minutes with the time and net result, until Continue or Stop', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '5000');
    expect((await call(p, '/reality-check/interval', { minutes: 20 })).status).toBe(400);
    const set = await call(p, '/reality-check/interval', { minutes: 15 });
    expect(set.body.data.realityCheckMinutes).toBe(15);
    const spin = () =>
      post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { ...en, token: p.token });
    const first = await spin();
    expect(first.status).toBe(200);
    const net = BigInt(first.body.data.win) - BigInt(first.body.data.bet);
    // Sixteen minutes later (the session's clock moved back), the check is due.
    const now = Date.now();
    const session = { since: now - 20 * 60_000, answeredAt: now - 16 * 60_000, seenAt: now - 60_000, minutes: 15 };
    await t.app.store.put(`reality-check:${p.user.id}`, JSON.stringify(session), 3600);
    await t.db.execute(
      sql`update game_rounds set created_at = now() - interval '10 minutes' where user_id = ${p.user.id}`,
    );
    const due = await spin();
    expect(due.status).toBe(409);
    expect(due.body.data).toMatchObject({ reason: 'reality_check', sessionMinutes: 20, sessionNet: net.toString() });
    expect(due.body.msg).toMatch(/^Reality check: you have played for 20 minutes/);
    expect((await spin()).status).toBe(409);
    expect((await call(p, '/reality-check', { action: 'continue' })).body.data).toEqual({ action: 'continue' });
    expect((await spin()).status).toBe(200);
    // Stop ends the session; the next spin starts a new one.
    await call(p, '/reality-check', { action: 'stop' });
    expect((await spin()).status).toBe(200);
  });
});

describe.runIf(testEngine() === 'postgres')('deposit limits racing', () => {
  it('fifty parallel orders never pass a limit together', async () => {
    const p = await player();
    await call(p, '/deposit-limit', { period: 'day', amount: '10000' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(p, '1000')));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect((await call(p, '/status')).body.data.limits[0]).toMatchObject({ amount: '10000', used: '10000' });
  });
});
