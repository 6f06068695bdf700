// Fixed-window limits on rate-limiter-flexible, over the store's backend (Redis, or the database
// without it). Every count is one atomic step on the backend, so a check and its count can never
// be separated by parallel requests.
//
// Failure limits (sign-in, passwords, codes) follow the library's brute-force pattern: `reserve`
// takes a try BEFORE the slow check it guards, and the caller gives it back (`release`) or forgets
// the run of failures (`clearLimit`) when the check succeeds. A refused reservation is given back
// at once, so a counter holds only tries that were really made.
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { EphemeralStore } from './ephemeral-store';
import { AppError } from './app-error';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface Reservation {
  granted: boolean;
  /** Tries counted in this window, this one included. */
  used: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

const limiterOf = (store: EphemeralStore, limit: Limit) => store.limiter(limit.max, limit.windowSeconds);
/** Keys carry what was typed (up to 254 characters); long ones are hashed to fit the store's key column. */
const keyOf = (limit: Limit) =>
  limit.key.length <= 160 ? limit.key : `sha256:${createHash('sha256').update(limit.key).digest('hex')}`;
const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counts one use and refuses past the limit. Refused uses count too, so a flood stays refused. */
export async function consume(store: EphemeralStore, limit: Limit): Promise<void> {
  try {
    await limiterOf(store, limit).consume(keyOf(limit));
  } catch (err) {
    if (err instanceof RateLimiterRes) throw AppError.tooManyRequests(seconds(err));
    throw err;
  }
}

/** Takes one try if the limit has one left; a refused try is given back. */
export async function tryReserve(store: EphemeralStore, limit: Limit): Promise<Reservation> {
  const limiter = limiterOf(store, limit);
  try {
    const res = await limiter.consume(keyOf(limit));
    return { granted: true, used: res.consumedPoints, retryAfterSeconds: seconds(res) };
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    await limiter.reward(keyOf(limit), 1);
    return { granted: false, used: err.consumedPoints - 1, retryAfterSeconds: seconds(err) };
  }
}

/** Takes one try before the work the limit guards, or refuses with 429 when none is left. */
export async function reserve(store: EphemeralStore, limit: Limit): Promise<Reservation> {
  const reservation = await tryReserve(store, limit);
  if (!reservation.granted) throw AppError.tooManyRequests(reservation.retryAfterSeconds);
  return reservation;
}

/** Tries counted in the window so far (0 when none). */
export async function used(store: EphemeralStore, limit: Limit): Promise<number> {
  const res = await limiterOf(store, limit).get(keyOf(limit));
  return res?.consumedPoints ?? 0;
}

// Waiters for a try of one limit in this process, woken the moment a check here gives one back or
// counts a failure: a burst of waiters then does not poll the store in a tight loop (on the
// embedded database every poll queues behind the others and slows the very checks they wait for).
// Tries freed by another process are still seen by the slower poll.
const waiters = new Map<string, Set<() => void>>();

function wake(limit: Limit) {
  const set = waiters.get(keyOf(limit));
  if (!set) return;
  waiters.delete(keyOf(limit));
  for (const resolve of set) resolve();
}

/** A failure was counted: every waiter looks again (it may now be told the limit is spent). */
function wakeAll() {
  const all = [...waiters.values()];
  waiters.clear();
  for (const set of all) for (const resolve of set) resolve();
}

function nap(limit: Limit, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const key = keyOf(limit);
    const set = waiters.get(key) ?? new Set<() => void>();
    waiters.set(key, set);
    const done = () => {
      clearTimeout(timer);
      set.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    set.add(done);
  });
}

/**
 * Like `reserve`, for a secret that a player may rightly send several times at once (the fund
 * password of a burst of withdrawals). Tries held by checks still running are not failures, so
 * while `failures` (fed by the caller on each wrong answer) is below the limit a refused
 * reservation waits for a running check to give its try back instead of answering 429. No more
 * than `limit.max` checks ever run at once, so no more than that many wrong answers are ever tried.
 */
export async function reserveQueued(
  store: EphemeralStore,
  limit: Limit,
  failures: Limit,
  maxWaitMs = 60_000,
): Promise<Reservation> {
  const deadline = Date.now() + maxWaitMs;
  let delay = 5;
  for (;;) {
    const reservation = await tryReserve(store, limit);
    if (reservation.granted) return reservation;
    // Wait (woken early by a try given back here) until a try looks free, then race for it again.
    do {
      if ((await used(store, failures)) >= limit.max || Date.now() + delay > deadline) {
        throw AppError.tooManyRequests(reservation.retryAfterSeconds);
      }
      await nap(limit, delay + Math.floor(Math.random() * delay));
      delay = Math.min(delay * 2, 250);
    } while ((await used(store, limit)) >= limit.max);
  }
}

/** Counts one failure without refusing (the reservation already decided whether the try ran). */
export async function recordFailure(store: EphemeralStore, limit: Limit): Promise<void> {
  await tryReserve(store, limit);
  wakeAll();
}

/** Gives a reserved try back: the work succeeded, or never ran. */
export async function release(store: EphemeralStore, limit: Limit): Promise<void> {
  await limiterOf(store, limit).reward(keyOf(limit), 1);
  wake(limit);
}

/** Forgets the window's count: a success ends a run of failures. */
export async function clearLimit(store: EphemeralStore, limit: Limit): Promise<void> {
  await limiterOf(store, limit).delete(keyOf(limit));
}
