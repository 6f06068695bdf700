// A spin records its round and moves its seed pair's nonce on in one statement; a round for a nonce
// the pair has already moved past is refused and leaves nothing behind.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds, playerSeeds } from '../../db/schema/game';
import { inTransaction } from '../../db/transaction';
import { useTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { insertRoundTakingNonce } from './repo';
import { lockSeeds } from './seeds';

let db: TestDatabase['database']['db'];
useTestDatabase((opened) => (db = opened));

const round = (userId: number, nonce: number, roundSn: string) => ({
  roundSn,
  userId,
  machineId: 'S-001',
  gameId: 'sakura-fortune',
  requestKey: roundSn,
  bet: 10n,
  win: 0n,
  outcome: {},
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce,
});

describe("a spin's round and its nonce", () => {
  it('are written together: the pair moves on by one', async () => {
    const user = await createUser(db);
    const recorded = await inTransaction(db, async (tx) => {
      const seeds = await lockSeeds(tx, user.id);
      return insertRoundTakingNonce(tx, round(user.id, seeds.nonce, `GN1-${user.id}`));
    });
    const [pair] = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, user.id));
    expect(pair!.nonce).toBe(recorded.nonce + 1);
    expect(recorded.roundSn).toBe(`GN1-${user.id}`);
  });

  it('refuse a round for a nonce the pair has moved past, writing neither', async () => {
    const user = await createUser(db);
    const stale = await inTransaction(db, async (tx) => (await lockSeeds(tx, user.id)).nonce);
    await inTransaction(db, async (tx) => {
      await lockSeeds(tx, user.id);
      await insertRoundTakingNonce(tx, round(user.id, stale, `GN2-${user.id}`));
    });
    await expect(
      inTransaction(db, async (tx) => {
        await lockSeeds(tx, user.id);
        await insertRoundTakingNonce(tx, round(user.id, stale, `GN3-${user.id}`));
      }),
    ).rejects.toThrow(/not at nonce/);
    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.userId, user.id));
    expect(rounds.map((r) => r.roundSn)).toEqual([`GN2-${user.id}`]);
    const [pair] = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, user.id));
    expect(pair!.nonce).toBe(stale + 1);
  });
});
