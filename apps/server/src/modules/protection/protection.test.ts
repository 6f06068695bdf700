// Player protection, enforced by the server: deposit and loss limits (lower at once, higher or removed
// after a day, a deposit or a spin past one refused with what remains), a break and a self-exclusion
// closing deposits, crypto addresses, account transfers and play at once but not withdrawals' records or
// letters, the seven days' cooling-off after a self-exclusion, a date of birth under the minimum age
// doing the same, and the operators' read-only view. The clock is moved by moving the rows' times.
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { gameRounds } from '../../db/schema/game';
import { depositLimits, playerExclusions } from '../../db/schema/protection';
import { users } from '../../db/schema/user';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { channelByCode, depositThroughSandbox, requestKey, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { startSession } from '../session/service';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await storedPassword('Secret12');
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
    // Signed out at once, everywhere; signing in again is allowed (to withdraw and read letters).
    expect((await call(p, '/status')).status).toBe(402);
    Object.assign(p, { token: (await startSession(t.db, p.user.id, { idleMinutes: 30, maxHours: 12 })).token });
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
    Object.assign(q, { token: (await startSession(t.db, q.user.id, { idleMinutes: 30, maxHours: 12 })).token });
    expect((await order(q, '1000')).body.msg).toBe(
      'You have excluded yourself permanently: deposits and play are closed. You can still withdraw and read your letters.',
    );
  });

  it('are read by support and finance with their history, and no call lifts them', async () => {
    const p = await player();
    await call(p, '/deposit-limit', { period: 'week', amount: '7000' });
    await call(p, '/deposit-limit', { kind: 'loss', period: 'month', amount: '9000' });
    await call(p, '/timeout', { days: 7 });
    const support = await signedInOperator(t.app, 'support');
    const seen = await post(t.app, '/v2/admin/protection/get', { userId: p.user.id }, support.headers);
    expect(seen.body.data).toMatchObject({ exclusion: { kind: 'timeout' }, limits: expect.any(Array) });
    expect(seen.body.data.limits[1]).toMatchObject({ period: 'week', amount: '7000' });
    expect(seen.body.data.lossLimits[2]).toMatchObject({ period: 'month', amount: '9000', used: '0' });
    expect(seen.body.data.history.map((h: { kind: string }) => h.kind)).toEqual([
      'timeout',
      'loss_limit',
      'deposit_limit',
    ]);
    const content = await signedInOperator(t.app, 'content');
    expect((await post(t.app, '/v2/admin/protection/get', { userId: p.user.id }, content.headers)).status).toBe(403);
    const routes = t.app.routeInventory.map((r) => r.url).filter((u) => u.includes('protection'));
    expect(routes.every((u) => !/lift|remove|end/.test(u))).toBe(true);
  });
});

describe('loss limits', () => {
  const spin = (p: Player, machineId: string, lineBet?: number) =>
    post(t.app, '/v2/app/game/spin', { machineId, lineBet, requestKey: requestKey() }, { ...en, token: p.token });
  /** Moves a round out of every window (31 days back), as if it had been played then. */
  const outOfWindows = (roundSn: string) =>
    t.db
      .update(gameRounds)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(gameRounds.roundSn, roundSn));
  const lossLimit = (p: Player, period: string, amount: string | null) =>
    call(p, '/deposit-limit', { kind: 'loss', period, amount });

  it('refuse a spin whose bet could pass them with what remains; lower at once, higher or removed after a day', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '5000');
    const set = await lossLimit(p, 'day', '110');
    expect(set.body.data.lossLimits[0]).toEqual({ period: 'day', amount: '110', used: '0', pending: null });
    // Deposit limits are a kind of their own.
    expect(set.body.data.limits[0]).toMatchObject({ period: 'day', amount: null });
    // 10 coins a line on 20 lines is 200: more than the whole limit, refused before anything is played.
    const big = await spin(p, 'S-001', 10);
    expect(big.status).toBe(403);
    expect(big.body).toMatchObject({
      msg: 'This spin could pass your daily loss limit: you can lose 110 more coins in the next 24 hours.',
      data: { reason: 'loss_limit', remaining: '110', period: 'day' },
    });

    // Spins of 20 coins; a round that won anything is moved out of the windows, so the day holds only
    // losses: after five (100 coins lost) a sixth could take the loss to 120, past 110.
    let losses = 0;
    for (let i = 0; i < 300 && losses < 5; i++) {
      const played = await spin(p, 'S-001', 1);
      expect(played.status).toBe(200);
      if (played.body.data.win === '0') losses += 1;
      else await outOfWindows(played.body.data.roundSn);
    }
    expect(losses).toBe(5);
    const refused = await spin(p, 'S-001', 1);
    expect(refused.status).toBe(403);
    expect(refused.body.data).toMatchObject({ reason: 'loss_limit', remaining: '10', period: 'day' });
    expect((await call(p, '/status')).body.data.lossLimits[0]).toMatchObject({ amount: '110', used: '100' });
    // A smaller stake still fits: the pachislot's 3 coins.
    const small = await spin(p, 'P-004');
    expect(small.status).toBe(200);
    await outOfWindows(small.body.data.roundSn);

    // Lowering is at once.
    const lowered = await lossLimit(p, 'day', '50');
    expect(lowered.body.data.lossLimits[0]).toMatchObject({ amount: '50', used: '100', pending: null });
    expect((await spin(p, 'P-004')).body.data).toMatchObject({ reason: 'loss_limit', remaining: '0' });
    // A raise waits a day; the limit in force stays until then.
    const raised = await lossLimit(p, 'day', '1000');
    expect(raised.body.data.lossLimits[0]).toMatchObject({ amount: '50', pending: { amount: '1000' } });
    expect(Date.parse(raised.body.data.lossLimits[0].pending.from) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await spin(p, 'S-001', 1)).status).toBe(403);
    await t.db
      .update(depositLimits)
      .set({ pendingFrom: dayAgo() })
      .where(and(eq(depositLimits.userId, p.user.id), eq(depositLimits.kind, 'loss')));
    expect((await call(p, '/status')).body.data.lossLimits[0]).toMatchObject({ amount: '1000', pending: null });
    const again = await spin(p, 'S-001', 1);
    expect(again.status).toBe(200);
    if (again.body.data.win !== '0') await outOfWindows(again.body.data.roundSn);
    // Removing is a raise: after a day.
    const removed = await lossLimit(p, 'day', null);
    expect(removed.body.data.lossLimits[0]).toMatchObject({ amount: '1000', pending: { amount: null } });

    // The windows roll: losses of two days ago have left the day's window but not the week's.
    await t.db
      .update(gameRounds)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(gameRounds.userId, p.user.id), gt(gameRounds.createdAt, dayAgo())));
    const rolled = (await call(p, '/status')).body.data;
    expect(rolled.lossLimits.map((l: { used: string }) => l.used)).toEqual([
      '0',
      expect.stringMatching(/^1[02]0$/),
      expect.stringMatching(/^1[02]0$/),
    ]);
    // A weekly limit counts them.
    await lossLimit(p, 'week', '100');
    expect((await spin(p, 'P-004')).body.data).toMatchObject({ reason: 'loss_limit', period: 'week' });
    for (const bad of [
      { kind: 'win', period: 'day', amount: '1' },
      { kind: 'loss', period: 'day', amount: '0' },
      { kind: 'loss', period: 'year', amount: '5' },
    ])
      expect((await call(p, '/deposit-limit', bad)).status).toBe(400);
  }, 120_000);

  it('leave deposits alone, and deposit limits leave play alone', async () => {
    const p = await player();
    await lossLimit(p, 'day', '1');
    await call(p, '/deposit-limit', { period: 'day', amount: '2000' });
    expect((await order(p, '1500')).status).toBe(200);
    expect((await spin(p, 'P-004')).body.data).toMatchObject({ reason: 'loss_limit', remaining: '1' });
    const status = (await call(p, '/status')).body.data;
    expect(status.limits[0]).toMatchObject({ amount: '2000', used: '1500' });
    expect(status.lossLimits[0]).toMatchObject({ amount: '1', used: '0' });
  });
});

/** The day `years` years and `days` days before today (UTC), as YYYY-MM-DD. */
function bornAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe('the minimum age (18 by default)', () => {
  const profile = (p: Player, birthDate: string) =>
    post(t.app, '/v2/app/user/update', { birthDate }, { ...en, token: p.token });
  const spin = (p: Player) =>
    post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { ...en, token: p.token });

  it('lets a player who has not given a date of birth deposit and play', async () => {
    const p = await player();
    expect((await post(t.app, '/v2/app/user/info', {}, { token: p.token })).body.data).toMatchObject({
      birthDate: null,
      birthDateLocked: false,
    });
    await depositThroughSandbox(t.app, p.token, '1000');
    await spinOnce(t.app, p.token);
  });

  it('records a date under 18, which then closes deposits, crypto addresses and play and cannot be changed', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '1000');
    const young = bornAgo(18, -3);
    const saved = await profile(p, young);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ birthDate: young, birthDateLocked: true });

    const refused = await order(p, '1000');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      msg: 'Deposits, play and bonuses are for players aged 18 or over, and your date of birth says you are younger. If it is wrong, please contact customer service.',
      data: { reason: 'under_age' },
    });
    expect((await spin(p)).body).toMatchObject({ code: 403, data: { reason: 'under_age' } });
    const address = await post(
      t.app,
      '/v2/cpp/coins/deposit/address',
      { coin: 'USDT', network: 'TRON' },
      { token: p.token },
    );
    expect(address.body.data.reason).toBe('under_age');
    // Records stay open; the date cannot be tried again with another year, nor cleared.
    expect((await post(t.app, '/v2/app/draw/list', {}, { token: p.token })).status).toBe(200);
    for (const other of [bornAgo(30), '']) {
      const changed = await profile(p, other);
      expect(changed.status).toBe(409);
      expect(changed.body).toMatchObject({
        msg: 'Your date of birth can no longer be changed here. Please contact customer service to correct it.',
        data: { reason: 'birth_date_locked' },
      });
    }
    // A form that sends every field again still saves.
    expect(
      (await post(t.app, '/v2/app/user/update', { nickname: 'Kid', birthDate: young }, { token: p.token })).status,
    ).toBe(200);

    // One who is 18 plays.
    const q = await player();
    expect((await profile(q, bornAgo(18, 3))).body.data).toMatchObject({ birthDateLocked: false });
    await depositThroughSandbox(t.app, q.token, '1000');
    await spinOnce(t.app, q.token);
  });

  it('takes only real days from 1900 to today, and an empty value clears an unlocked date', async () => {
    const p = await player();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const bad of ['2001-02-29', '2001-13-01', '2001-04-31', '1899-12-31', future, '2000-1-1', '01/02/2000', 'x'])
      expect((await profile(p, bad)).body.data.fields?.[0]?.field, bad).toBe('birthDate');
    for (const good of ['2000-02-29', '1900-01-01']) expect((await profile(p, good)).body.data.birthDate).toBe(good);
    expect((await profile(p, '1990-05-06')).body.data.birthDate).toBe('1990-05-06');
    expect((await profile(p, '')).body.data.birthDate).toBeNull();
  });

  it('is fixed once the real name is locked, though it may still be given where missing', async () => {
    const p = await player();
    await profile(p, '1990-05-06');
    await t.db.update(users).set({ realNameLockedAt: new Date() }).where(eq(users.id, p.user.id));
    expect((await post(t.app, '/v2/app/user/info', {}, { token: p.token })).body.data.birthDateLocked).toBe(true);
    expect((await profile(p, '1991-05-06')).body.data.reason).toBe('birth_date_locked');
    expect((await profile(p, '')).body.data.reason).toBe('birth_date_locked');
    expect((await profile(p, '1990-05-06')).status).toBe(200);

    const q = await player();
    await t.db.update(users).set({ realNameLockedAt: new Date() }).where(eq(users.id, q.user.id));
    expect((await profile(q, '1985-01-02')).body.data).toMatchObject({
      birthDate: '1985-01-02',
      birthDateLocked: true,
    });
    expect((await profile(q, '1985-01-03')).status).toBe(409);
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
    // Stop ends the session: what follows it is proved in reality-stop.test.ts.
    expect((await call(p, '/reality-check', { action: 'stop' })).body.data.action).toBe('stop');
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
