import { describe, expect, it } from 'vitest';
import {
  brakePosition,
  columnShift,
  EASE_START_SLOPE,
  easeOutBounce,
  planBrake,
  SPIN_SPEED,
  wrap,
} from './reel-motion';

describe('reel motion', () => {
  it('eases from 0 to 1 with a small overshoot and no jump at the start', () => {
    expect(easeOutBounce(0)).toBeCloseTo(0, 12);
    expect(easeOutBounce(1)).toBe(1);
    const peak = Math.max(...Array.from({ length: 101 }, (_, i) => easeOutBounce(i / 100)));
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.05);
    const slope = (easeOutBounce(1e-6) - easeOutBounce(0)) / 1e-6;
    expect(slope).toBeCloseTo(EASE_START_SLOPE, 3);
  });

  it('settles on the target row whatever turn the reel is on, braking from full speed', () => {
    for (const current of [-1234.56, -7.2, 0, 15.5, 999]) {
      const plan = planBrake(current, 17, 30, SPIN_SPEED, 1000, 560);
      expect(wrap(plan.to, 30)).toBeCloseTo(17, 9);
      expect(plan.from).toBeGreaterThan(plan.to);
      // Braking starts near where the reel is (within half a turn).
      expect(Math.abs(plan.from - current)).toBeLessThanOrEqual(15);
      expect(brakePosition(plan, 1000)).toBeCloseTo(plan.from, 9);
      expect(brakePosition(plan, 1560)).toBeCloseTo(plan.to, 9);
      expect(brakePosition(plan, 5000)).toBeCloseTo(plan.to, 9);
      // Starting speed matches the spin: symbols per second, falling.
      const speed = (brakePosition(plan, 1000) - brakePosition(plan, 1001)) * 1000;
      expect(speed).toBeCloseTo(SPIN_SPEED, 0);
    }
  });

  it('shifts the column by whole symbols, wrapping around the strip', () => {
    expect(columnShift(0, 30, 3)).toBeCloseTo(0);
    expect(columnShift(3, 30, 3)).toBeCloseTo(-(3 / 33) * 100);
    expect(columnShift(-1, 30, 3)).toBeCloseTo(-(29 / 33) * 100);
  });
});
