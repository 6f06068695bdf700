import { describe, expect, it, vi } from 'vitest';
import { ReelAnimator, type AnimatorClock } from './reel-animator';
import { NEON_ID, reelLayoutOf, topRowsOf, windowOf } from './reel-layouts';
import { wrap } from './reel-motion';
import { StopOrder } from './stop-order';

const layout = reelLayoutOf(NEON_ID)!;
/** The server's answer: 7 7 7 on the centre line (a BIG). */
const serverStops = layout.strips.map((strip) => strip.indexOf('7'));

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
  return { clock, run };
}

/** A pachislot's reels driven by the real animator, stopped through a StopOrder. */
function machine() {
  const { clock, run } = manualClock();
  const columns = layout.strips.map(() => document.createElement('div'));
  const landed: number[] = [];
  const animator = new ReelAnimator(layout, { columns: () => columns, onReelStop: (r) => landed.push(r), clock });
  animator.show([0, 0, 0]);
  animator.spin();
  // As the machine sends them: a button's reel brakes quickly, reels sent together one after another.
  const order = new StopOrder(3, (reel, stop, _cause, index) => {
    const stops = [1, 1, 1].map((row, other) => (other === reel ? stop : row));
    return animator.stopReel(reel, topRowsOf(layout, stops)[reel]!, { delayMs: index * 140, brakeMs: 260 });
  });
  const centreLine = () =>
    animator.positions.map((position, reel) => {
      const strip = layout.strips[reel]!;
      return strip[(wrap(Math.round(position), strip.length) + layout.rowsAboveStop) % strip.length];
    });
  return { animator, order, run, landed, centreLine };
}

const permutations = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

describe('the pachislot stop buttons', () => {
  it.each(permutations)('land each reel on the server’s symbol, pressed in the order %s %s %s', async (...presses) => {
    const { animator, order, run, landed, centreLine } = machine();
    run(200);
    order.answer(serverStops);
    const first = presses[0]!;
    order.press(first);
    run(800);
    // Only the pressed reel has stopped; the others still spin.
    expect(landed).toEqual([first]);
    expect(animator.moving).toBe(true);
    for (const reel of presses.slice(1)) {
      order.press(reel);
      run(600);
    }
    await order.done;
    expect(landed).toEqual(presses);
    expect(order.sent).toEqual(presses);
    expect(animator.moving).toBe(false);
    const tops = topRowsOf(layout, serverStops);
    animator.positions.forEach((position, reel) => {
      expect(wrap(position, layout.strips[reel]!.length)).toBeCloseTo(tops[reel]!, 9);
    });
    expect(centreLine()).toEqual(['7', '7', '7']);
    expect(windowOf(layout, serverStops).map((column) => column[1])).toEqual(['7', '7', '7']);
  });

  it('remembers buttons pressed before the server answered and serves them in that order', async () => {
    const { order, run, landed, centreLine } = machine();
    order.press(1);
    order.press(2);
    expect(order.press(1)).toBe(false);
    expect(order.pressed).toEqual([1, 2]);
    expect(landed).toEqual([]);
    order.answer(serverStops);
    order.press(0);
    run(2000);
    await order.done;
    expect(landed).toEqual([1, 2, 0]);
    expect(centreLine()).toEqual(['7', '7', '7']);
  });

  it('stops the reels not pressed by themselves, left to right, on the server’s stops', async () => {
    const { order, run, landed, centreLine } = machine();
    order.answer(serverStops);
    order.press(1);
    run(700);
    order.stopRest('auto');
    expect(order.press(0)).toBe(false);
    run(2000);
    await order.done;
    expect(landed).toEqual([1, 0, 2]);
    expect(centreLine()).toEqual(['7', '7', '7']);
  });

  it('ignores a button that is not one of the reels', () => {
    const send = vi.fn();
    const order = new StopOrder(3, send);
    order.answer(serverStops);
    expect(order.press(3)).toBe(false);
    expect(order.press(-1)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(order.press(2)).toBe(true);
    expect(send).toHaveBeenCalledWith(2, serverStops[2], 'press', 0);
  });
});
