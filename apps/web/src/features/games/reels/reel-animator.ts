// Drives the reels frame by frame: writes each column's transform directly (no React render per
// frame, only compositor work), spins them up, and brakes them one after another onto the stops the
// server chose. With reduced motion the reels simply show the result.
import type { ReelLayout } from './reel-layouts';
import {
  brakePosition,
  columnShift,
  MIN_SPIN_MS,
  PAID_SPIN,
  planBrake,
  QUICK_STOP,
  SPIN_SPEED,
  SPIN_UP_SECONDS,
  type BrakePlan,
  type StopSchedule,
} from './reel-motion';

type Mode = 'idle' | 'spinning' | 'braking';

export interface AnimatorClock {
  now: () => number;
  frame: (callback: (time: number) => void) => number;
  cancel: (handle: number) => void;
}

const browserClock: AnimatorClock = {
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface StopReelOptions {
  /** Wait this long before braking (an automatic stop, one reel after another). */
  delayMs?: number;
  brakeMs?: number;
  /** Least time since the spin before the reel may brake. */
  minSpinMs?: number;
}

export interface AnimatorOptions {
  columns: () => readonly (HTMLElement | null)[];
  onReelStop?: (reel: number) => void;
  reducedMotion?: () => boolean;
  clock?: AnimatorClock;
}

/** How much faster each reel spins than the one on its left. */
const SPEED_SPREAD = 0.06;

/** Share of the braking during which the reel still reads as a blur. */
const FAST_SHARE = 0.3;

/** Least gap between reels stopped one by one, so they land in the order they were sent. */
const ORDER_GAP_MS = 40;

/** How long the reduced-motion result waits, so the spin still reads as an event. */
const STILL_STOP_MS = 200;

export class ReelAnimator {
  readonly positions: number[];
  private readonly speeds: number[];
  private readonly modes: Mode[];
  private readonly plans: (BrakePlan | null)[];
  private pending: ({ top: number; at: number; brakeMs: number } | null)[];
  private waiters: (() => void)[] = [];
  private spinStartedAt = 0;
  /** When the reel last sent by stopReel starts braking. */
  private lastSentAt = Number.NEGATIVE_INFINITY;
  /** Which reels have landed since the last spin (each reel's own stop, as the pachislot's buttons do). */
  private readonly landed: boolean[];
  private lastFrame: number | null = null;
  private handle: number | null = null;
  private readonly clock: AnimatorClock;

  constructor(
    private readonly layout: ReelLayout,
    private readonly options: AnimatorOptions,
  ) {
    const reels = layout.strips.length;
    this.positions = Array.from({ length: reels }, () => 0);
    this.speeds = this.positions.map(() => 0);
    this.modes = this.positions.map(() => 'idle');
    this.plans = this.positions.map(() => null);
    this.pending = this.positions.map(() => null);
    this.landed = this.positions.map(() => true);
    this.clock = options.clock ?? browserClock;
  }

  private get still() {
    return this.options.reducedMotion?.() ?? false;
  }

  /** Shows these top rows at once. */
  show(tops: readonly number[]) {
    this.halt();
    tops.forEach((top, reel) => {
      this.positions[reel] = top;
      this.modes[reel] = 'idle';
      this.landed[reel] = true;
    });
    this.render();
  }

  spin() {
    this.spinStartedAt = this.clock.now();
    this.lastSentAt = Number.NEGATIVE_INFINITY;
    this.landed.fill(false);
    if (this.still) return;
    this.modes.fill('spinning');
    this.speeds.fill(0);
    this.pending.fill(null);
    this.loop();
  }

  /** Brakes reel after reel onto these top rows; resolves once the last has settled. */
  stopAt(tops: readonly number[], schedule: StopSchedule = PAID_SPIN): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.still) {
      setTimeout(() => {
        this.show(tops);
        tops.forEach((_, reel) => this.options.onReelStop?.(reel));
        this.settle();
      }, STILL_STOP_MS);
      return done;
    }
    const first =
      Math.max(this.clock.now(), this.spinStartedAt + (schedule.minSpinMs ?? MIN_SPIN_MS)) + schedule.firstMs;
    this.pending = tops.map((top, reel) => ({ top, at: first + reel * schedule.staggerMs, brakeMs: schedule.brakeMs }));
    // A reel that is standing still (a stop without a spin) starts spinning for its stop.
    this.modes.forEach((mode, reel) => {
      if (mode === 'idle') {
        this.modes[reel] = 'spinning';
        this.speeds[reel] = SPIN_SPEED;
      }
    });
    this.loop();
    return done;
  }

  /**
   * Brakes one reel onto this top row (a pachislot's stop button), after `delayMs`; the other reels
   * keep spinning. A reel that has already landed since the spin is left alone. Resolves once every
   * reel stands still.
   */
  stopReel(
    reel: number,
    top: number,
    { delayMs = 0, brakeMs = PAID_SPIN.brakeMs, minSpinMs = MIN_SPIN_MS }: StopReelOptions = {},
  ): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (reel >= this.modes.length || this.landed[reel] || this.modes[reel] === 'braking') {
      this.settleIfStill();
      return done;
    }
    if (this.still || this.modes[reel] === 'idle') {
      // Without motion (or a reel that never started), the reel simply shows its stop.
      this.positions[reel] = top;
      this.modes[reel] = 'idle';
      this.landed[reel] = true;
      this.render();
      this.options.onReelStop?.(reel);
      this.settleIfStill();
      return done;
    }
    // Never before a reel sent earlier: reels stop in the order they were sent.
    const at = Math.max(
      Math.max(this.clock.now(), this.spinStartedAt + minSpinMs) + delayMs,
      this.lastSentAt + ORDER_GAP_MS,
    );
    this.lastSentAt = at;
    this.pending[reel] = { top, at, brakeMs };
    this.loop();
    return done;
  }

  /** A quick stop: every reel with a stop to go to brakes now, and any braking reel settles sooner. */
  hurry(brakeMs = QUICK_STOP.brakeMs) {
    const now = this.clock.now();
    // Reels waiting for their stop brake now, still in the order they were due.
    const waiting = this.modes
      .map((mode, reel) => ({ reel, stop: mode === 'spinning' ? this.pending[reel] : null }))
      .filter((entry) => entry.stop != null)
      .sort((a, b) => a.stop!.at - b.stop!.at);
    waiting.forEach(({ reel, stop }, index) => {
      const at = Math.min(stop!.at, now + index * ORDER_GAP_MS);
      this.pending[reel] = { top: stop!.top, at, brakeMs: Math.min(stop!.brakeMs, brakeMs) };
    });
    this.modes.forEach((mode, reel) => {
      if (mode === 'braking') {
        const plan = this.plans[reel]!;
        if (plan.startMs + plan.durationMs > now + brakeMs) {
          this.plans[reel] = { from: this.positions[reel]!, to: plan.to, startMs: now, durationMs: brakeMs };
        }
      }
    });
  }

  /** True while any reel still moves or waits for its stop. */
  get moving(): boolean {
    return this.modes.some((mode) => mode !== 'idle');
  }

  private settleIfStill() {
    if (!this.moving && this.landed.every(Boolean)) this.settle();
  }

  /** Stops every frame callback; pending stops resolve so no caller waits forever. */
  dispose() {
    this.halt();
    this.settle();
  }

  private halt() {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.handle = null;
    this.lastFrame = null;
  }

  private settle() {
    const waiters = this.waiters;
    this.waiters = [];
    this.pending.fill(null);
    waiters.forEach((resolve) => resolve());
  }

  private loop() {
    if (this.handle === null) this.handle = this.clock.frame(this.tick);
  }

  private readonly tick = (time: number) => {
    this.handle = null;
    const dt = this.lastFrame === null ? 0 : Math.min(0.1, (time - this.lastFrame) / 1000);
    this.lastFrame = time;
    this.modes.forEach((mode, reel) => {
      const length = this.layout.strips[reel]!.length;
      if (mode === 'spinning') {
        // Each reel runs a little faster than the one before, so they never move as one band.
        const top = SPIN_SPEED * (1 + reel * SPEED_SPREAD);
        this.speeds[reel] = Math.min(top, this.speeds[reel]! + (top * dt) / SPIN_UP_SECONDS);
        this.positions[reel]! -= this.speeds[reel]! * dt;
        const stop = this.pending[reel];
        if (stop && time >= stop.at) {
          const plan = planBrake(this.positions[reel]!, stop.top, length, this.speeds[reel]!, time, stop.brakeMs);
          this.plans[reel] = plan;
          this.modes[reel] = 'braking';
          this.positions[reel] = plan.from;
        }
      } else if (mode === 'braking') {
        const plan = this.plans[reel]!;
        if (time >= plan.startMs + plan.durationMs) {
          this.positions[reel] = plan.to;
          this.modes[reel] = 'idle';
          this.plans[reel] = null;
          this.pending[reel] = null;
          this.landed[reel] = true;
          this.options.onReelStop?.(reel);
        } else {
          this.positions[reel] = brakePosition(plan, time);
        }
      }
    });
    this.render(time);
    if (this.modes.some((mode) => mode !== 'idle')) this.loop();
    else {
      this.lastFrame = null;
      if (this.waiters.length > 0) this.settle();
    }
  };

  /** Too fast to read: the column is blurred, which also hides the jump to where braking starts. */
  private isFast(reel: number, time: number): boolean {
    if (this.modes[reel] === 'spinning') return this.speeds[reel]! > SPIN_SPEED / 3;
    const plan = this.plans[reel];
    return this.modes[reel] === 'braking' && plan != null && time - plan.startMs < plan.durationMs * FAST_SHARE;
  }

  private render(time = this.clock.now()) {
    const columns = this.options.columns();
    this.positions.forEach((position, reel) => {
      const column = columns[reel];
      if (!column) return;
      const shift = columnShift(position, this.layout.strips[reel]!.length, this.layout.rows);
      column.style.transform = `translate3d(0, ${shift.toFixed(4)}%, 0)`;
      column.classList.toggle('is-fast', this.isFast(reel, time));
    });
  }
}
