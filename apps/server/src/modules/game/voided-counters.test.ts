// A voided round is a game the machine got wrong: it counts as not played on the machine's data
// counters in the hall and on the console's figures of the machine, and the desk's list of a
// player's rounds marks it.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerSeeds } from '../../db/schema/game';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';
import { play } from './play';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

type Round = { roundSn: string; bet: string; win: string; outcome: { flag?: string } };
const isBonus = (r: Round) => r.outcome.flag === 'big' || r.outcome.flag === 'reg';
const sum = (rounds: Round[], key: 'bet' | 'win') => rounds.reduce((n, r) => n + BigInt(r[key]), 0n);

async function spin(token: string, machineId: string) {
  const res = await post(t.app, '/v2/app/game/spin', { machineId, requestKey: requestKey() }, { token });
  expect(res.status).toBe(200);
  return res.body.data as Round;
}

describe('a voided round', () => {
  it('is not counted by its machine’s data counters in the hall nor its figures in the console, bonus included', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    // The first game draws a bonus: a client seed chosen for it (the round itself is played for real).
    expect((await post(t.app, '/v2/app/game/seed/get', {}, { token: p.token })).status).toBe(200);
    const [pair] = await t.db.select().from(playerSeeds).where(eq(playerSeeds.userId, p.user.id));
    let clientSeed = '';
    for (let k = 0; !clientSeed; k++) {
      const candidate = `bonus-${k}`;
      if (play('neon-777', 1, { serverSeed: pair!.serverSeed, clientSeed: candidate }, 0).bonus) clientSeed = candidate;
    }
    await t.db.update(playerSeeds).set({ clientSeed }).where(eq(playerSeeds.userId, p.user.id));
    const rounds = [await spin(p.token, 'P-011')];
    expect(isBonus(rounds[0]!)).toBe(true);
    for (let i = 0; i < 4; i++) rounds.push(await spin(p.token, 'P-011'));
    await voidRoundAs(t.app, admin.headers, rounds[0]!.roundSn);
    const kept = rounds.slice(1);

    const hall = (await post(t.app, '/v2/app/game/machines', { gameId: 'neon-777' }, { token: p.token })).body.data;
    const data = hall.find((m: { id: string }) => m.id === 'P-011').data;
    const bets = sum(kept, 'bet');
    const wins = sum(kept, 'win');
    expect(data).toMatchObject({
      gamesToday: 4,
      bigToday: kept.filter((r) => r.outcome.flag === 'big').length,
      regToday: kept.filter((r) => r.outcome.flag === 'reg').length,
      payoutRate: Number((wins * 10000n) / bets) / 10000,
    });
    expect(data.bonusHistory).toHaveLength(kept.filter(isBonus).length);
    expect(data.slump.at(-1)).toBe(Number(wins - bets));

    const listed = (await post(t.app, '/v2/admin/game/machine/list', {}, admin.headers)).body.data;
    const machine = listed.find((m: { id: string }) => m.id === 'P-011');
    const figures = { rounds: 4, bets: String(bets), wins: String(wins) };
    expect(machine.today).toMatchObject(figures);
    expect(machine.last30Days).toMatchObject(figures);
  });

  it('is marked in the desk’s list of the player’s rounds', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    const rounds = [await spin(p.token, 'P-006'), await spin(p.token, 'P-006')];
    await voidRoundAs(t.app, admin.headers, rounds[0]!.roundSn);
    const res = await post(t.app, '/v2/admin/player/rounds', { userId: p.user.id }, admin.headers);
    const marks = (res.body.data.list as Array<{ roundSn: string; voided: boolean }>).map((r) => [r.roundSn, r.voided]);
    expect(marks).toEqual([
      [rounds[1]!.roundSn, false],
      [rounds[0]!.roundSn, true],
    ]);
  });
});
