// The reality check: after the player's chosen minutes of play (60 unless changed) the next spin is
// refused, with the session's time and net result, until the player answers Continue (the clock
// starts again) or Stop (the session ends). A session ends by itself after 30 idle minutes. The
// server enforces it, so closing the dialog or another tab does not skip it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gameRounds, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';

interface PlaySession {
  /** When the session began, when the last check was answered, and when play was last seen (ms). */
  since: number;
  answeredAt: number;
  seenAt: number;
  minutes: number;
}

const IDLE_MS = 30 * 60_000;
/** The session is written at most this often while play goes on (a spin is not a store write). */
const TOUCH_MS = 60_000;
const keyOf = (userId: number) => `reality-check:${userId}`;
const KEEP_SECONDS = 24 * 3600;

async function readSession(store: EphemeralStore, userId: number): Promise<PlaySession | null> {
  const raw = await store.get(keyOf(userId));
  return raw ? (JSON.parse(raw) as PlaySession) : null;
}

/** Coins won less coins bet since `since` (negative: lost). */
async function netSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${gameRounds.win} - ${gameRounds.bet}), 0)` })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), gte(gameRounds.createdAt, since)));
  return BigInt(row!.net);
}

/** Before a spin: starts or continues the play session, or refuses the spin when a check is due. */
export async function assertRealityChecked(db: Executor, store: EphemeralStore, userId: number, now = Date.now()) {
  let session = await readSession(store, userId);
  if (!session || now - session.seenAt > IDLE_MS) {
    const [user] = await db.select({ minutes: users.realityCheckMinutes }).from(users).where(eq(users.id, userId));
    session = { since: now, answeredAt: now, seenAt: now, minutes: user?.minutes ?? 60 };
    await store.put(keyOf(userId), JSON.stringify(session), KEEP_SECONDS);
    return;
  }
  if (now - session.answeredAt >= session.minutes * 60_000) {
    const played = Math.floor((now - session.since) / 60_000);
    const net = await netSince(db, userId, new Date(session.since));
    throw new AppError(
      409,
      'reality_check',
      'protection.reality_check',
      { minutes: played, net: net.toLocaleString('en-US') },
      { sessionMinutes: played, sessionNet: net.toString() },
    );
  }
  if (now - session.seenAt > TOUCH_MS)
    await store.put(keyOf(userId), JSON.stringify({ ...session, seenAt: now }), KEEP_SECONDS);
}

/** The player's answer: go on (the check's clock starts again) or stop (the session ends). */
export async function answerRealityCheck(store: EphemeralStore, userId: number, action: 'continue' | 'stop') {
  const session = await readSession(store, userId);
  if (action === 'stop' || !session) {
    await store.delete(keyOf(userId));
    return { action };
  }
  const now = Date.now();
  await store.put(keyOf(userId), JSON.stringify({ ...session, answeredAt: now, seenAt: now }), KEEP_SECONDS);
  return { action };
}

/** A new interval applies from the next play session. */
export async function setRealityInterval(db: Executor, store: EphemeralStore, userId: number, minutes: number) {
  await db.update(users).set({ realityCheckMinutes: minutes }).where(eq(users.id, userId));
  await store.delete(keyOf(userId));
}
