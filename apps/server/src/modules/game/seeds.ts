// Provably fair seed pairs: the player sees the server seed's SHA-256 before playing, may choose the
// client seed, and each spin uses the next nonce. Rotating reveals the old server seed, so every
// round it drew can be recomputed by anyone.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSeedHash } from '@hall/game-engine/fair';
import type { Executor, Tx } from '../../db/client';
import { playerSeeds, revealedSeeds } from '../../db/schema/index';

const newPair = (userId: number, clientSeed?: string) => {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    userId,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
    nonce: 0,
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
