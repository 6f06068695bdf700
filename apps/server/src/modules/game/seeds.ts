// Provably fair seed pairs: the player sees the server seed's SHA-256 before playing, may choose the
// client seed, and each spin uses the next nonce. Rotating reveals the old server seed, so every
// round it drew can be recomputed by anyone.
//
// A pair also fixes the machines' settings (and so their return to player) for as long as its
// server seed is secret: it keeps the hall's setting epoch of the moment it was made, and every
// machine plays it at the setting that machine had then (repo.ts, settingFor). An operator's change raises
// the epoch, so it reaches each player from their next pair, after the reveal. Verification stays
// as it was: each round keeps the setting it was played at, shown once its seed is revealed, and
// all the rounds of one pair on one machine show the same setting.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { serverSeedHash } from '@hall/game-engine/fair';
import type { Executor, Tx } from '../../db/client';
import { machineSettingEpoch, playerSeeds, revealedSeeds } from '../../db/schema/index';

/** The epoch as committed when the statement runs: a change still in flight is not in it yet. */
const currentEpoch = sql<number>`coalesce((select ${machineSettingEpoch.epoch} from ${machineSettingEpoch} where ${machineSettingEpoch.id} = 1), 0)`;

const newPair = (userId: number, clientSeed?: string) => {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    userId,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
    nonce: 0,
    settingEpoch: currentEpoch,
  };
};

/** The player's live pair, made on first use. */
export async function currentSeeds(db: Executor, userId: number) {
  await db.insert(playerSeeds).values(newPair(userId)).onConflictDoNothing();
  const [row] = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, userId));
  return row!;
}

/** Locks the live pair for a spin and takes the next nonce. */
export async function takeNonce(tx: Tx, userId: number) {
  await tx.insert(playerSeeds).values(newPair(userId)).onConflictDoNothing();
  const [row] = await tx.select().from(playerSeeds).where(eq(playerSeeds.userId, userId)).for('no key update');
  await tx
    .update(playerSeeds)
    .set({ nonce: row!.nonce + 1 })
    .where(eq(playerSeeds.userId, userId));
  return row!;
}

export async function rotateSeeds(tx: Tx, userId: number, clientSeed?: string) {
  const old = await takeNonce(tx, userId);
  await tx.insert(revealedSeeds).values({
    userId,
    serverSeed: old.serverSeed,
    serverSeedHash: old.serverSeedHash,
    clientSeed: old.clientSeed,
    nonces: old.nonce,
    createdAt: old.createdAt,
  });
  const next = newPair(userId, clientSeed);
  await tx
    .update(playerSeeds)
    .set({ ...next, createdAt: new Date() })
    .where(eq(playerSeeds.userId, userId));
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      nonces: old.nonce,
    },
    current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
  };
}
