// The reality check: after the player's chosen minutes of play (60 unless changed) the next spin is
// refused, with the session's time and net result, until the player answers Continue (the clock
// starts again) or Stop. Stop ends the session for real: the answer gives the session's time and net
// result, and spins are refused for STOP_PAUSE_MINUTES before a new session may begin. A session ends
// by itself after 30 idle minutes. The server enforces it, so closing the dialog or another tab does
// not skip it.
import type { RealityAnswer } from '@hall/contracts/protection';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { roundTotals } from '../game/round-totals';
import { realityCheckMinutesOf, setRealityCheckMinutes } from '../user/play-standing';

interface PlaySession {
  /** When the session began, when the last check was answered, and when play was last seen (ms). */
  since: number;
  answeredAt: number;
  seenAt: number;
  minutes: number;
}

/** After Stop: no play before this time (ms). */
interface Pause {
  pausedUntil: number;
}

/**
 * How long play stays closed after the player answers Stop. Long enough that Stop is a real break and
 * not a button that reopens the machine at once (the impulse to chase a loss passes in minutes), short
 * enough not to read as a penalty: a player who wants longer takes a break from the protection page.
 */
export const STOP_PAUSE_MINUTES = 10;

const IDLE_MS = 30 * 60_000;
/** The session is written at most this often while play goes on (a spin is not a store write). */
const TOUCH_MS = 60_000;
const keyOf = (userId: number) => `reality-check:${userId}`;
const KEEP_SECONDS = 24 * 3600;

async function readSession(store: EphemeralStore, userId: number): Promise<PlaySession | Pause | null> {
  const raw = await store.get(keyOf(userId));
  return raw ? (JSON.parse(raw) as PlaySession | Pause) : null;
}

const isPause = (session: PlaySession | Pause | null): session is Pause => session !== null && 'pausedUntil' in session;

/** "2026-12-01 09:30 UTC": a time every language reads the same way. */
const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function pausedError(pausedUntil: number) {
  return new AppError(
    403,
    'play_paused',
    'protection.play_paused',
    { until: when(pausedUntil) },
    { pausedUntil: new Date(pausedUntil).toISOString() },
  );
}

/**
 * Coins won less coins bet since `since` (negative: lost), from the game records' totals: a voided
 * round, its stake returned and its win taken back, counts for nothing, as it does there.
 */
async function netSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  const { bets, wins } = await roundTotals(db, { userId, from: since.toISOString() });
  return wins - bets;
}

/** Before a spin: starts or continues the play session, or refuses the spin when a check is due. */
export async function assertRealityChecked(db: Executor, store: EphemeralStore, userId: number, now = Date.now()) {
  const stored = await readSession(store, userId);
  if (isPause(stored) && now < stored.pausedUntil) throw pausedError(stored.pausedUntil);
  let session = isPause(stored) ? null : stored;
  if (!session || now - session.seenAt > IDLE_MS) {
    const minutes = await realityCheckMinutesOf(db, userId);
    session = { since: now, answeredAt: now, seenAt: now, minutes: minutes ?? 60 };
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

/**
 * The player's answer. Continue: the check's clock starts again. Stop: the session ends with its
 * time and net result, and play stays closed for STOP_PAUSE_MINUTES (Continue cannot reopen it).
 */
export async function answerRealityCheck(
  db: Executor,
  store: EphemeralStore,
  userId: number,
  action: 'continue' | 'stop',
  now = Date.now(),
): Promise<RealityAnswer> {
  const stored = await readSession(store, userId);
  if (isPause(stored) && now < stored.pausedUntil) {
    if (action === 'continue') throw pausedError(stored.pausedUntil);
    // Stop again (a second tab): the pause already running stands, not a longer one.
    return { action, sessionMinutes: 0, sessionNet: '0', pausedUntil: new Date(stored.pausedUntil).toISOString() };
  }
  const session = isPause(stored) ? null : stored;
  if (action === 'continue') {
    if (session)
      await store.put(keyOf(userId), JSON.stringify({ ...session, answeredAt: now, seenAt: now }), KEEP_SECONDS);
    return { action };
  }
  const since = session?.since ?? now;
  const net = session ? await netSince(db, userId, new Date(since)) : 0n;
  const pausedUntil = now + STOP_PAUSE_MINUTES * 60_000;
  const pause: Pause = { pausedUntil };
  await store.put(keyOf(userId), JSON.stringify(pause), STOP_PAUSE_MINUTES * 60 + 60);
  return {
    action,
    sessionMinutes: Math.floor((now - since) / 60_000),
    sessionNet: net.toString(),
    pausedUntil: new Date(pausedUntil).toISOString(),
  };
}

/** A new interval applies from the next play session; a pause after Stop runs on. */
export async function setRealityInterval(db: Executor, store: EphemeralStore, userId: number, minutes: number) {
  await setRealityCheckMinutes(db, userId, minutes);
  if (!isPause(await readSession(store, userId))) await store.delete(keyOf(userId));
}
