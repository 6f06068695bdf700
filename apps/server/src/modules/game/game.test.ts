// The game hall through the API: catalogue, favourites, spins on the ledger, seeds and
// verification, records, machine counters, and spins racing on one wallet.
import { eq } from 'drizzle-orm';
import { fairSource } from '@hall/game-engine/fair';
import { playPachislot } from '@hall/game-engine/pachislot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { machines, playerSeeds } from '../../db/schema/game';
import { playerExclusions } from '../../db/schema/protection';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { play } from './play';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const spinOn = (token: string, machineId: string, extra: object = {}) =>
  post(t.app, '/v2/app/game/spin', { machineId, requestKey: requestKey(), ...extra }, { ...en, token });

describe('the catalogue', () => {
  it('lists games with localised names, popular and new first or latest first, with the player’s favourites', async () => {
    const { token } = await createSignedInUser(t.db);
    const ja = await post(t.app, '/v2/app/game/query/pop/new', {}, { 'accept-language': 'ja-JP' });
    expect(ja.body.data.map((g: { name: string }) => g.name)).toEqual([
      'サクラフォーチュン',
      'ネオン777',
      'ラッキーチェリー',
    ]);
    const latest = await post(t.app, '/v2/app/game/query/latest/new', {});
    expect(latest.body.data[0].id).toBe('lucky-cherry');
    await post(t.app, '/v2/app/game/favorite/add', { gameId: 'neon-777' }, { token });
    const mine = await post(t.app, '/v2/app/game/query/pop/new', {}, { token });
    expect(mine.body.data.find((g: { id: string }) => g.id === 'neon-777').favourite).toBe(true);
    await post(t.app, '/v2/app/game/favorite/remove', { gameId: 'neon-777' }, { token });
    expect(
      (await post(t.app, '/v2/app/game/query/pop/new', {}, { token })).body.data.every(
        (g: { favourite: boolean }) => !g.favourite,
      ),
    ).toBe(true);
    expect((await post(t.app, '/v2/app/game/favorite/add', { gameId: 'nope' }, { token })).status).toBe(404);
  });
});

describe('spins', () => {
  it('refuse without enough coins and move nothing', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await spinOn(token, 'P-001');
    expect(res.body).toMatchObject({ code: 400, msg: 'Not enough coins.', data: { reason: 'insufficient_funds' } });
    expect((await post(t.app, '/v2/app/game/seed/get', {}, { token })).body.data.nonce).toBe(0);
  });

  it('take the bet and pay the win in one step, once per request key, and keep a round', async () => {
    const { token } = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, token, '5000');
    const key = requestKey();
    const first = await spinOn(token, 'S-001', { lineBet: 2, requestKey: key });
    expect(first.status).toBe(200);
    const round = first.body.data;
    expect(round.bet).toBe('40');
    expect(BigInt(round.balance)).toBe(5000n - 40n + BigInt(round.win));
    const again = await spinOn(token, 'S-001', { lineBet: 2, requestKey: key });
    expect(again.body.data.roundSn).toBe(round.roundSn);
    expect(await balanceOf(t.app, token)).toBe(BigInt(round.balance));
    expect((await spinOn(token, 'S-001', { lineBet: 3 })).body.data.reason).toBe('bet_invalid');
    expect((await spinOn(token, 'X-999')).body.data.reason).toBe('machine_unavailable');
  });

  it('answer a replayed spin with its round even once play has stopped or the machine has closed', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    const key = requestKey();
    const first = await spinOn(p.token, 'S-003', { lineBet: 1, requestKey: key });
    expect(first.status).toBe(200);
    await t.db.update(machines).set({ enabled: false }).where(eq(machines.id, 'S-003'));
    await t.db
      .insert(playerExclusions)
      .values({ userId: p.user.id, kind: 'timeout', startsAt: new Date(), endsAt: new Date(Date.now() + 86_400_000) });
    try {
      const again = await spinOn(p.token, 'S-003', { lineBet: 1, requestKey: key });
      expect(again.status).toBe(200);
      expect(again.body.data.roundSn).toBe(first.body.data.roundSn);
      // A new spin is refused, and takes no nonce.
      const nonce = (await post(t.app, '/v2/app/game/seed/get', {}, { token: p.token })).body.data.nonce;
      expect((await spinOn(p.token, 'S-001')).body.data.reason).toBe('timed_out');
      expect((await post(t.app, '/v2/app/game/seed/get', {}, { token: p.token })).body.data.nonce).toBe(nonce);
    } finally {
      await t.db.update(machines).set({ enabled: true }).where(eq(machines.id, 'S-003'));
    }
  });

  it('refuse a request key reused for another machine or bet with 409 idempotency_key_reused, moving nothing', async () => {
    const { token } = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, token, '5000');
    const key = requestKey();
    const first = await spinOn(token, 'S-001', { lineBet: 2, requestKey: key });
    expect(first.status).toBe(200);
    const balance = await balanceOf(t.app, token);
    for (const other of [
      { machineId: 'S-002', lineBet: 2 },
      { machineId: 'S-001', lineBet: 5 },
      { machineId: 'S-001' },
      { machineId: 'P-001' },
    ]) {
      const reused = await spinOn(token, other.machineId, { ...other, requestKey: key });
      expect(reused.status, JSON.stringify(other)).toBe(409);
      expect(reused.body).toMatchObject({ code: 409, data: { reason: 'idempotency_key_reused' } });
      expect(reused.body.msg).toBe('This request was already made with different details.');
    }
    const ja = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'S-002', lineBet: 2, requestKey: key },
      { 'accept-language': 'ja-JP', token },
    );
    expect(ja.body.msg).toBe('同じリクエストが異なる内容で既に送信されています。');
    expect(await balanceOf(t.app, token)).toBe(balance);
    // The same request still answers the first round.
    expect((await spinOn(token, 'S-001', { lineBet: 2, requestKey: key })).body.data.roundSn).toBe(
      first.body.data.roundSn,
    );
    // The pachislot's one bet, named or not, is the same request.
    const pachiKey = requestKey();
    const pachi = await spinOn(token, 'P-001', { requestKey: pachiKey });
    expect((await spinOn(token, 'P-001', { lineBet: 3, requestKey: pachiKey })).body.data.roundSn).toBe(
      pachi.body.data.roundSn,
    );
  });

  it('can be verified from the revealed seed with the same engine', async () => {
    const { token } = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, token, '5000');
    const before = (await post(t.app, '/v2/app/game/seed/get', {}, { token })).body.data;
    const rounds = [];
    for (let i = 0; i < 5; i++) rounds.push((await spinOn(token, i % 2 ? 'S-002' : 'P-003')).body.data);
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(rounds.every((r) => r.serverSeedHash === before.serverSeedHash && r.serverSeed === null)).toBe(true);
    expect(rounds.some((r) => 'setting' in r.outcome)).toBe(false);

    const rotated = await post(t.app, '/v2/app/game/seed/rotate', { clientSeed: 'my-own-seed' }, { token });
    expect(rotated.body.data.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, nonces: 5 });
    expect(rotated.body.data.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    for (const r of rounds) {
      const shown = (await post(t.app, '/v2/app/game/round/get', { roundSn: r.roundSn }, { token })).body.data;
      expect(shown.serverSeed).toBe(rotated.body.data.revealed.serverSeed);
      const seeds = { serverSeed: shown.serverSeed, clientSeed: shown.clientSeed };
      const setting = (shown.outcome.setting as number | undefined) ?? 1;
      const replayed = play(shown.gameId, setting, seeds, shown.nonce, shown.outcome.lineBet as number | undefined);
      expect(String(replayed.win)).toBe(shown.win);
      const { setting: _s, ...outcome } = shown.outcome;
      expect(replayed.outcome).toMatchObject(outcome);
    }
    const other = await createSignedInUser(t.db);
    expect(
      (await post(t.app, '/v2/app/game/round/get', { roundSn: rounds[0]!.roundSn }, { token: other.token })).status,
    ).toBe(404);
  });

  it('fill the game records and their totals, and the machine’s data counters', async () => {
    const { token } = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, token, '5000');
    const played = [];
    for (let i = 0; i < 6; i++) played.push((await spinOn(token, 'P-012')).body.data);
    const records = await post(t.app, '/v2/app/record/game/record/query', { pageSize: 4 }, { ...en, token });
    expect(records.body.data.total).toBe(6);
    expect(records.body.data.list).toHaveLength(4);
    expect(records.body.data.list[0]).toMatchObject({ gameName: 'Neon 777', machineId: 'P-012', bet: '3' });
    const totals = await post(t.app, '/v2/app/record/game/record/count', {}, { token });
    const wins = played.reduce((n, r) => n + BigInt(r.win), 0n);
    expect(totals.body.data).toEqual({
      records: 6,
      bets: '18',
      wins: wins.toString(),
      profit: (wins - 18n).toString(),
    });
    const machines = await post(t.app, '/v2/app/game/machines', { gameId: 'neon-777' }, { token });
    const p12 = machines.body.data.find((m: { id: string }) => m.id === 'P-012');
    expect(p12.data.gamesToday).toBeGreaterThanOrEqual(6);
    expect(p12.data.slump.length).toBeGreaterThan(0);
    expect(p12.data.payoutRate).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(machines.body)).not.toContain('setting');
  });
});

describe('recently played machines', () => {
  it('are the player’s own, the most recently played first', async () => {
    const me = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, me.token, '1000');
    await depositThroughSandbox(t.app, other.token, '1000');
    const recent = async (token: string) =>
      (await post(t.app, '/v2/app/game/machines/recent', {}, { token })).body.data.machineIds;
    expect(await recent(me.token)).toEqual([]);
    for (const machineId of ['P-003', 'S-003', 'P-003', 'P-004'])
      await spinOn(me.token, machineId, machineId.startsWith('S') ? { lineBet: 1 } : {});
    await spinOn(other.token, 'P-005');
    expect(await recent(me.token)).toEqual(['P-004', 'P-003', 'S-003']);
    expect(await recent(other.token)).toEqual(['P-005']);
    expect((await post(t.app, '/v2/app/game/machines/recent', {})).status).toBe(401);
  });
});

describe('machine settings', () => {
  it('are changed by an admin only, and audited', async () => {
    const finance = await signedInOperator(t.app, 'finance');
    expect(
      (await post(t.app, '/v2/admin/game/machine/setting', { machineId: 'P-001', setting: 6 }, finance.headers)).status,
    ).toBe(403);
    const admin = await signedInOperator(t.app, 'admin');
    expect(
      (await post(t.app, '/v2/admin/game/machine/setting', { machineId: 'P-001', setting: 6 }, admin.headers)).body
        .data,
    ).toEqual({ machineId: 'P-001', setting: 6 });
    expect(
      (await post(t.app, '/v2/admin/game/machine/setting', { machineId: 'P-001', setting: 7 }, admin.headers)).status,
    ).toBe(400);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'machine.setting'));
    expect(row).toMatchObject({ targetId: 'P-001', before: { setting: 1 }, after: { setting: 6 } });
  });
});

describe.runIf(testEngine() === 'postgres')('spins racing on one wallet', () => {
  it('100 concurrent spins on a wallet that can pay for 50: exactly 50 succeed', async () => {
    const { user, token } = await createSignedInUser(t.db);
    await post(t.app, '/v2/app/game/seed/get', {}, { token });
    // Wins refill a wallet, so "can pay for 50" depends on the outcomes: replay seed pairs to find
    // one and a balance with which game 50 is exactly the last one the wallet can pay for.
    const gamesPaidFor = (seeds: { serverSeed: string; clientSeed: string }, balance: bigint) => {
      let n = 0;
      while (n < 100 && balance >= 3n) balance += BigInt(playPachislot(1, fairSource(seeds, n++, 0)).win) - 3n;
      return n;
    };
    let seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'race-0' };
    let start = 3n;
    for (let k = 0; ; k++) {
      seeds = { serverSeed: 'f'.repeat(64), clientSeed: `race-${k}` };
      start = 3n;
      while (gamesPaidFor(seeds, start) < 50) start += 1n;
      if (gamesPaidFor(seeds, start) === 50) break;
    }
    await t.db
      .update(playerSeeds)
      .set({ ...seeds, nonce: 0 })
      .where(eq(playerSeeds.userId, user.id));
    const { inTransaction } = await import('../../db/transaction');
    const { postTransfer } = await import('../ledger/post');
    const { SYSTEM_ACCOUNTS, systemAccount, walletAccount } = await import('../ledger/accounts');
    await inTransaction(t.db, async (tx) =>
      postTransfer(tx, {
        debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.bonusPool),
        creditAccountId: await walletAccount(tx, user.id),
        amount: start,
        kind: 'bonus',
        reference: 'test',
        idempotencyKey: requestKey(),
      }),
    );
    // P-002 runs on setting 1, as the replay above assumed.
    const results = await Promise.all(Array.from({ length: 100 }, () => spinOn(token, 'P-002')));
    const succeeded = results.filter((r) => r.status === 200);
    expect(succeeded).toHaveLength(50);
    expect(results.filter((r) => r.body.data.reason === 'insufficient_funds')).toHaveLength(50);
    expect(succeeded.map((r) => r.body.data.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect(await balanceOf(t.app, token)).toBeLessThan(3n);
    expect(await balanceOf(t.app, token)).toBeGreaterThanOrEqual(0n);
  }, 120_000);
});
