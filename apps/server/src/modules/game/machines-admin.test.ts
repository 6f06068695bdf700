// Machines in the back office: figures follow the rounds played, a machine turned off takes no new
// game until it is turned on again (both audited), and the exact return of each table is reported.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

type Machine = { id: string; enabled: boolean; today: { rounds: number; bets: string; wins: string; rtp: number } };
const machinesNow = async () =>
  (await post(t.app, '/v2/admin/game/machine/list', {}, admin.headers)).body.data as Machine[];
const spin = (token: string) =>
  post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { token });

describe('machines in the back office', () => {
  it('count today’s rounds and take no game while turned off', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    const before = (await machinesNow()).find((m) => m.id === 'P-004')!;
    expect((await spin(p.token)).status).toBe(200);
    const after = (await machinesNow()).find((m) => m.id === 'P-004')!;
    expect(after.today.rounds - before.today.rounds).toBe(1);
    expect(BigInt(after.today.bets)).toBeGreaterThan(BigInt(before.today.bets));
    expect(after.today.rtp).toBeCloseTo(Number(after.today.wins) / Number(after.today.bets), 5);

    const off = await post(
      t.app,
      '/v2/admin/game/machine/enable',
      { machineId: 'P-004', enabled: false },
      admin.headers,
    );
    expect(off.body.data).toEqual({ machineId: 'P-004', enabled: false });
    const refused = await spin(p.token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.reason).toBe('machine_unavailable');
    await post(t.app, '/v2/admin/game/machine/enable', { machineId: 'P-004', enabled: true }, admin.headers);
    expect((await spin(p.token)).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'P-004')).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['machine.disable', 'machine.enable']);
  });

  it('report the exact return of every game and setting near its target', async () => {
    const res = await post(t.app, '/v2/admin/game/rtp', {}, admin.headers);
    const rows = res.body.data as {
      gameId: string;
      setting: number | null;
      rtp: number;
      target: number;
      hitRate: number;
      volatility: number;
    }[];
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(Math.abs(row.rtp - row.target), `${row.gameId} ${row.setting}`).toBeLessThan(0.01);
    // The same figures as game:rtp prints (the engine's registry).
    expect(rows[0]).toMatchObject({ gameId: 'sakura-fortune', setting: null });
    expect(rows[0]!.hitRate).toBeCloseTo(0.42247, 5);
    expect(rows[0]!.volatility).toBeCloseTo(3.95, 2);
    for (const row of rows.slice(1)) expect(row.hitRate).toBeGreaterThan(0.29);
    expect(rows.filter((r) => r.gameId === 'neon-777').map((r) => r.setting)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('are for admins only and validated', async () => {
    for (const role of ['finance', 'support', 'content'] as const) {
      const op = await signedInOperator(t.app, role);
      expect((await post(t.app, '/v2/admin/game/machine/list', {}, op.headers)).status).toBe(403);
      expect(
        (await post(t.app, '/v2/admin/game/machine/enable', { machineId: 'P-004', enabled: false }, op.headers)).status,
      ).toBe(403);
    }
    expect(
      (await post(t.app, '/v2/admin/game/machine/enable', { machineId: 'NOPE', enabled: false }, admin.headers)).status,
    ).toBe(404);
    expect((await post(t.app, '/v2/admin/game/machine/enable', { machineId: 'P-004' }, admin.headers)).status).toBe(
      400,
    );
  });
});
