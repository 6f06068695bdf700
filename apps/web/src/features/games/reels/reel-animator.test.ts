import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReelAnimator, type AnimatorClock } from './reel-animator';
import { reelLayoutOf, SAKURA_ID, topRowsOf } from './reel-layouts';
import { wrap } from './reel-motion';

/** A clock the test moves by hand, one 16 ms frame at a time. */
function manualClock() {
  let now = 0;
  let queued: ((time: number) => void) | null = null;
  const clock: AnimatorClock = {
    now: () => now,
    frame: (callback) => {
      queued = callback;
      return 1;
    },
    cancel: () => {
      queued = null;
    },
  };
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      now += 16;
      const callback = queued;
      queued = null;
      callback?.(now);
    }
  };
  return { clock, run, idle: () => queued === null };
}

const layout = reelLayoutOf(SAKURA_ID)!;

function columns() {
  return layout.strips.map(() => document.createElement('div'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the reel animator', () => {
  it('spins, then lands every reel on the stop it was given, left to right', async () => {
    const { clock, run, idle } = manualClock();
    const elements = columns();
    const stopped: number[] = [];
    const animator = new ReelAnimator(layout, { columns: () => elements, onReelStop: (r) => stopped.push(r), clock });
    animator.show([0, 0, 0, 0, 0]);
    animator.spin();
    run(300);
    expect(elements[0]!.classList.contains('is-fast')).toBe(true);

    const stops = [3, 14, 27, 8, 19];
    let done = false;
    void animator.stopAt(stops).then(() => {
      done = true;
    });
    run(5000);
    await Promise.resolve();

    expect(done).toBe(true);
    expect(idle()).toBe(true);
    expect(stopped).toEqual([0, 1, 2, 3, 4]);
    const tops = topRowsOf(layout, stops);
    animator.positions.forEach((position, reel) => {
      expect(wrap(position, layout.strips[reel]!.length)).toBeCloseTo(tops[reel]!, 9);
      expect(elements[reel]!.classList.contains('is-fast')).toBe(false);
    });
    // The column is shifted so the top row shows the stop's symbol.
    const length = layout.strips[1]!.length;
    expect(elements[1]!.style.transform).toBe(
      `translate3d(0, ${(-(tops[1]! / (length + layout.rows)) * 100).toFixed(4)}%, 0)`,
    );
  });

  it('shows the result without motion when the player prefers reduced motion', async () => {
    vi.useFakeTimers();
    const { clock, idle } = manualClock();
    const elements = columns();
    const animator = new ReelAnimator(layout, { columns: () => elements, reducedMotion: () => true, clock });
    animator.spin();
    expect(idle()).toBe(true);
    const landed = animator.stopAt([1, 2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(500);
    await landed;
    expect(animator.positions).toEqual(topRowsOf(layout, [1, 2, 3, 4, 5]));
  });

  it('lets a waiting caller go when the reels are taken away mid-spin', async () => {
    const { clock, run } = manualClock();
    const animator = new ReelAnimator(layout, { columns: columns, clock });
    animator.spin();
    run(100);
    const landed = animator.stopAt([0, 0, 0, 0, 0]);
    animator.dispose();
    await expect(landed).resolves.toBeUndefined();
  });
});
