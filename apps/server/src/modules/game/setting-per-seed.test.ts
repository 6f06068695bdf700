// The terms: "the return to player of each game is published and is not changed while its seed is
// secret". A machine's setting (and so its return) changed by an administrator reaches a player only
// from their next seed pair: the pair committed before the change plays on at the old setting, the
// console shows the change as pending meanwhile, and every round verifies from its revealed seed.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema/game';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { play } from './play';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
/** Every player of this file: each has a live pair. */
const everyone: Player[] = [];
type Round = { roundSn: string; gameId: string; win: string; nonce: number; clientSeed: string };
type Shown = Round & { serverSeed: string | null; outcome: Record<string, unknown> };

async function player() {
  const p = await createSignedInUser(t.db);
  await depositThroughSandbox(t.app, p.token, '5000');
  // Seeing the seed's hash is the commitment: the pair exists from here on.
  expect((await post(t.app, '/v2/app/game/seed/get', {}, { token: p.token })).status).toBe(200);
  everyone.push(p);
  return p;
}
const spin = async (p: Player, machineId: string) => {
  const res = await post(t.app, '/v2/app/game/spin', { machineId, requestKey: requestKey() }, { token: p.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Round;
};
const rotate = async (p: Player) =>
  expect((await post(t.app, '/v2/app/game/seed/rotate', {}, { token: p.token })).status).toBe(200);
const setSetting = async (machineId: string, setting: number) => {
  const res = await post(t.app, '/v2/admin/game/machine/setting', { machineId, setting }, admin.headers);
  expect(res.body.data).toEqual({ machineId, setting });
};
type Machine = { id: string; setting: number; pending: { since: string; seedPairs: number } | null };
const machine = async (id: string) =>
  ((await post(t.app, '/v2/admin/game/machine/list', {}, admin.headers)).body.data as Machine[]).find(
    (m) => m.id === id,
  )!;

/** The round as its player sees it once its seed is revealed, replayed with the engine: the setting it played. */
async function verifiedSetting(p: Player, round: Round) {
  const shown = (await post(t.app, '/v2/app/game/round/get', { roundSn: round.roundSn }, { token: p.token })).body
    .data as Shown;
  expect(shown.serverSeed).not.toBeNull();
  const setting = shown.outcome.setting as number;
  const replayed = play(
    shown.gameId,
    setting,
    { serverSeed: shown.serverSeed!, clientSeed: shown.clientSeed },
    shown.nonce,
  );
  expect(String(replayed.win)).toBe(shown.win);
  expect(replayed.outcome).toEqual(shown.outcome);
  return setting;
}

describe('a machine setting changed while a seed is secret', () => {
  it('leaves a player with a committed seed on the old setting, applies after rotating, and both verify', async () => {
    expect((await machine('P-007')).setting).toBe(1);
    const p = await player();
    const before = await spin(p, 'P-007');
    await setSetting('P-007', 6);
    const during = await spin(p, 'P-007');
    // A player whose pair is made after the change plays the new setting at once.
    const later = await player();
    const fresh = await spin(later, 'P-007');

    await rotate(p);
    expect(await verifiedSetting(p, before)).toBe(1);
    expect(await verifiedSetting(p, during)).toBe(1);
    const after = await spin(p, 'P-007');
    await rotate(p);
    expect(await verifiedSetting(p, after)).toBe(6);
    await rotate(later);
    expect(await verifiedSetting(later, fresh)).toBe(6);
  });

  it('gives each pair the setting of its own moment across several changes', async () => {
    const first = await player();
    await setSetting('P-008', 3);
    const second = await player();
    await setSetting('P-008', 5);
    const third = await player();
    // Played in the reverse order of their making, after both changes.
    const rounds = [await spin(third, 'P-008'), await spin(second, 'P-008'), await spin(first, 'P-008')];
    for (const p of [first, second, third]) await rotate(p);
    expect([
      await verifiedSetting(third, rounds[0]!),
      await verifiedSetting(second, rounds[1]!),
      await verifiedSetting(first, rounds[2]!),
    ]).toEqual([5, 3, 2]);
  });

  it('is shown as pending in the console until the pairs made before it are rotated', async () => {
    const players = [await player(), await player()];
    expect((await machine('P-009')).pending).toBeNull();
    await setSetting('P-009', 4);
    const changed = await machine('P-009');
    expect(changed.setting).toBe(4);
    // Every live pair made before the change: this file's earlier players' too.
    expect(changed.pending!.seedPairs).toBe(everyone.length);
    await rotate(players[0]!);
    expect((await machine('P-009')).pending!.seedPairs).toBe(everyone.length - 1);
    // A pair made after the change is not waiting for anything.
    await player();
    expect((await machine('P-009')).pending!.seedPairs).toBe(everyone.length - 2);
    // The same setting again is no change: nothing recorded or audited, nothing more pending.
    await setSetting('P-009', 4);
    expect((await machine('P-009')).pending!.seedPairs).toBe(everyone.length - 2);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'machine.setting'), eq(auditLog.targetId, 'P-009')));
    expect(audited).toHaveLength(1);
    // Once every earlier pair is rotated, the change applies to everyone and nothing is pending.
    for (const p of everyone.slice(0, -1)) if (p !== players[0]) await rotate(p);
    expect((await machine('P-009')).pending).toBeNull();
  });
});

describe.runIf(testEngine() === 'postgres')('setting changes racing spins and new seed pairs', () => {
  it('never give one seed pair two settings on one machine', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player()));
    const playing = players.map(async (p) => {
      for (let i = 0; i < 12; i++) {
        await spin(p, 'P-010');
        if (i % 4 === 3) await rotate(p);
      }
    });
    const changing = (async () => {
      for (const setting of [1, 6, 2, 5, 3, 4, 6, 1]) await setSetting('P-010', setting);
    })();
    await Promise.all([...playing, changing]);
    const rounds = await t.db
      .select({ hash: gameRounds.serverSeedHash, outcome: gameRounds.outcome })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.machineId, 'P-010'),
          inArray(
            gameRounds.userId,
            players.map((p) => p.user.id),
          ),
        ),
      );
    expect(rounds).toHaveLength(48);
    const settings = new Map<string, Set<unknown>>();
    for (const r of rounds) settings.set(r.hash, (settings.get(r.hash) ?? new Set()).add(r.outcome.setting));
    expect([...settings.values()].map((s) => s.size)).toEqual(Array.from({ length: settings.size }, () => 1));
  }, 120_000);
});
