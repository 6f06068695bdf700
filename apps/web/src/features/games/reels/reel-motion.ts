// The arithmetic of spinning reels. A reel's position is the strip index of its top row, as a real
// number that falls while the reel spins (the symbols move down). Braking eases out with a small
// bounce and starts at the reel's full speed, so there is no jolt; while a reel spins too fast to
// read, its position is moved to wherever braking must start to land on the server's stop.

/** Symbols per second at full speed. */
export const SPIN_SPEED = 22;
/** Seconds from standing still to full speed. */
export const SPIN_UP_SECONDS = 0.18;

/** Overshoot of the ease-out (a gentle bounce); its slope at the start is EASE_START_SLOPE. */
const OVERSHOOT = 0.9;
export const EASE_START_SLOPE = 3 * (OVERSHOOT + 1) - 2 * OVERSHOOT;

/** Eases from 0 to 1, passing 1 a little before settling back on it. */
export function easeOutBounce(u: number): number {
  const t = Math.min(1, Math.max(0, u)) - 1;
  return 1 + (OVERSHOOT + 1) * t * t * t + OVERSHOOT * t * t;
}

export function wrap(position: number, length: number): number {
  return ((position % length) + length) % length;
}

export interface BrakePlan {
  /** Position when braking starts. */
  from: number;
  /** Where the reel settles: congruent to the target top row. */
  to: number;
  startMs: number;
  durationMs: number;
}

/**
 * Braking that starts at `startMs` with the reel at `speed` and settles on `targetTop` (mod length).
 * The travel is what the ease covers at that starting speed; `from` is chosen near `current`.
 */
export function planBrake(
  current: number,
  targetTop: number,
  length: number,
  speed: number,
  startMs: number,
  durationMs: number,
): BrakePlan {
  const travel = (speed * (durationMs / 1000)) / EASE_START_SLOPE;
  const turns = Math.round((current - travel - targetTop) / length);
  const to = targetTop + turns * length;
  return { from: to + travel, to, startMs, durationMs };
}

export function brakePosition(plan: BrakePlan, nowMs: number): number {
  const u = (nowMs - plan.startMs) / plan.durationMs;
  return plan.from - (plan.from - plan.to) * easeOutBounce(u);
}

/** The vertical shift of a reel's column (its strip plus the first rows again) as a share of its height. */
export function columnShift(position: number, length: number, rows: number): number {
  return -(wrap(position, length) / (length + rows)) * 100;
}

export interface StopSchedule {
  /** Delay before the first reel brakes, so every spin shows some motion. */
  firstMs: number;
  /** Between one reel's braking and the next. */
  staggerMs: number;
  brakeMs: number;
  /** Least time the reels spin before the first one stops (MIN_SPIN_MS when left out). */
  minSpinMs?: number;
}

export const PAID_SPIN: StopSchedule = { firstMs: 0, staggerMs: 220, brakeMs: 560 };
export const FREE_SPIN: StopSchedule = { firstMs: 0, staggerMs: 130, brakeMs: 420 };
/** Least time the reels spin before the first one stops. */
export const MIN_SPIN_MS = 450;
/** A quick stop: the player tapped again, so every reel brakes now (the outcome is already known). */
export const QUICK_STOP: StopSchedule = { firstMs: 0, staggerMs: 50, brakeMs: 180, minSpinMs: 0 };
/** One reel stopped by its own button (pachislot). */
export const BUTTON_BRAKE_MS = 260;
