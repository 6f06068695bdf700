// Provably fair seed pairs: the player sees the server seed's SHA-256 before playing, may choose the
// client seed, and each spin uses the next nonce. Rotating reveals the old server seed, so every
// round it drew can be recomputed by anyone.
//
// A pair also fixes the machines' settings (and so their return to player) for as long as its
// server seed is secret: it keeps the hall's setting epoch of the moment it was made, and every
// machine plays it at the setting that machine had then (repo.ts, lockSeedPairForSpin). An operator's change raises
// the epoch, so it reaches each player from their next pair, after the reveal. Verification stays
// as it was: each round keeps the setting it was played at, shown once its seed is revealed, and
// all the rounds of one pair on one machine show the same setting.
import { randomBytes } from 'node:crypto';
import { serverSeedHash } from '@hall/game-engine/fair';
import type { Executor, Tx } from '../../db/client';
import {
  findSeedPair,
  insertRevealedSeeds,
  insertSeedPairIfMissing,
  lockSeedPairForSpin,
  lockSeedPairRow,
  replaceSeedPair,
  setSeedNonce,
  type NewSeedPair,
} from './repo';

const newPair = (userId: number, clientSeed?: string): NewSeedPair => {
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
  await insertSeedPairIfMissing(db, newPair(userId));
  const row = await findSeedPair(db, userId);
  return row!;
}

/** A live pair as stored. */
export type SeedPair = NonNullable<Awaited<ReturnType<typeof lockSeedPairRow>>>;

/** Locks the player's live pair until the transaction ends, made first if the player has none. */
export async function lockSeeds(tx: Tx, userId: number): Promise<SeedPair> {
  // Every spin but a player's first finds the pair: one round trip instead of an insert and a read.
  const found = await lockSeedPairRow(tx, userId);
  if (found) return found;
  await insertSeedPairIfMissing(tx, newPair(userId));
  return (await lockSeedPairRow(tx, userId))!;
}

/**
 * A spin's first statement: locks the player's live pair (made first if the player has none) and
 * reads the machine the spin asks for with its setting as of the pair's epoch (repo.ts).
 */
export async function lockSeedsForSpin(tx: Tx, userId: number, machineId: string) {
  const found = await lockSeedPairForSpin(tx, userId, machineId);
  if (found) return found;
  await insertSeedPairIfMissing(tx, newPair(userId));
  return (await lockSeedPairForSpin(tx, userId, machineId))!;
}

/**
 * Locks the live pair and takes its current nonce, moving the pair on to the next (a spin does the
 * same as it records its round: insertRoundTakingNonce).
 */
async function takeNonce(tx: Tx, userId: number): Promise<SeedPair> {
  const pair = await lockSeeds(tx, userId);
  await setSeedNonce(tx, pair.userId, pair.nonce + 1);
  return pair;
}

export async function rotateSeeds(tx: Tx, userId: number, clientSeed?: string) {
  const old = await takeNonce(tx, userId);
  await insertRevealedSeeds(tx, {
    userId,
    serverSeed: old.serverSeed,
    serverSeedHash: old.serverSeedHash,
    clientSeed: old.clientSeed,
    nonces: old.nonce,
    createdAt: old.createdAt,
  });
  const next = newPair(userId, clientSeed);
  await replaceSeedPair(tx, userId, next, new Date());
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
