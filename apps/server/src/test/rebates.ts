// A rebate network written straight into the database (the race and crash tests need many agents
// and one closed day of bets, not the API that makes them), what each agent must earn on that day
// by the difference model, and the check that every agent was paid exactly that, once.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { agentRebates } from '../db/schema/agent';
import { gameRounds, machines } from '../db/schema/game';
import { ledgerTransfers } from '../db/schema/ledger';
import { insertWithFreshCode } from '../modules/agent/application';
import { startOfDayIn } from '../modules/agent/periods';
import { walletBalance } from '../modules/ledger/accounts';
import { createUser } from './factories';
import { expectLedgerVerified } from './ledger';

const TOP_RATE = 300;

/**
 * top (3 %) ── sub-agent i (0.5 % + 0.05 % × i) ── a player betting 10 000 × (i + 1) on `day`
 *          └── a direct player betting 20 000
 * Every share is a whole coin, so the expected amounts need no rounding.
 */
export async function rebateNetwork(db: Db, day: string, zone: string, subAgents = 40) {
  const [machine] = await db.select().from(machines).where(eq(machines.id, 'S-001'));
  const at = new Date(startOfDayIn(day, zone).getTime() + 3_600_000);
  const rounds: Array<typeof gameRounds.$inferInsert> = [];
  const bet = (userId: number, amount: bigint) =>
    rounds.push({
      roundSn: `R${userId}-${day}`,
      userId,
      machineId: machine!.id,
      gameId: machine!.gameId,
      requestKey: `rebate-net-${day}`,
      bet: amount,
      win: 0n,
      outcome: {},
      serverSeedHash: '0'.repeat(64),
      clientSeed: 'test',
      nonce: 0,
      createdAt: at,
    });
  const agent = async (parentId: number | null, rate: number) => {
    const user = await createUser(db, { parentId });
    await insertWithFreshCode(db, { userId: user.id, status: 'approved', rebateRateBp: rate, reviewedAt: new Date() });
    return user.id;
  };

  const top = await agent(null, TOP_RATE);
  const expected = new Map<number, bigint>();
  let topEarns = 0n;
  for (let i = 0; i < subAgents; i++) {
    const rate = 50 + 5 * i;
    const sub = await agent(top, rate);
    const player = await createUser(db, { parentId: sub });
    const amount = 10_000n * BigInt(i + 1);
    bet(player.id, amount);
    expected.set(sub, (amount * BigInt(rate)) / 10_000n);
    topEarns += (amount * BigInt(TOP_RATE - rate)) / 10_000n;
  }
  const direct = await createUser(db, { parentId: top });
  bet(direct.id, 20_000n);
  expected.set(top, topEarns + (20_000n * BigInt(TOP_RATE)) / 10_000n);
  await db.insert(gameRounds).values(rounds);
  return { top, expected };
}

/**
 * Each agent of the network holds exactly its day's amount (its wallet held nothing before), paid
 * by one transfer that its rebate row names; the day has no other rebate transfer; the ledger verifies.
 */
export async function expectPaidOnce(db: Db, day: string, expected: Map<number, bigint>) {
  const rows = await db.select().from(agentRebates).where(eq(agentRebates.day, day));
  const transfers = await db
    .select()
    .from(ledgerTransfers)
    .where(sql`${ledgerTransfers.kind} = 'rebate' and ${ledgerTransfers.reference} = ${`rebate:${day}`}`);
  expect(rows).toHaveLength(expected.size);
  expect(transfers).toHaveLength(expected.size);
  for (const [agent, amount] of expected) {
    const row = rows.find((r) => r.agentUserId === agent);
    expect(row, `agent ${agent}`).toMatchObject({ amount, status: 'paid' });
    const transfer = transfers.find((t) => t.idempotencyKey === `rebate:${agent}:${day}`);
    expect(transfer, `agent ${agent}`).toMatchObject({ id: row!.transferId, amount });
    expect(await walletBalance(db, agent), `agent ${agent}`).toBe(amount);
  }
  await expectLedgerVerified(db);
}
