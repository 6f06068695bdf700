import { describe, expect, it } from 'vitest';
import { parseDayString, rangeOf, toDayString } from './date-range';

// A fixed moment in the afternoon, local time: presets count whole local days.
const now = new Date(2025, 2, 10, 15, 30);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('date-range presets', () => {
  it('today runs from local midnight to the next midnight', () => {
    expect(rangeOf('today', now)).toEqual({ from: local(2025, 3, 10), to: local(2025, 3, 11) });
  });

  it('7 and 30 days include today', () => {
    expect(rangeOf('7d', now)).toEqual({ from: local(2025, 3, 4), to: local(2025, 3, 11) });
    expect(rangeOf('30d', now)).toEqual({ from: local(2025, 2, 9), to: local(2025, 3, 11) });
  });

  it('a custom range covers both chosen days whole', () => {
    expect(rangeOf('custom', now, { from: '2025-01-31', to: '2025-02-01' })).toEqual({
      from: local(2025, 1, 31),
      to: local(2025, 2, 2),
    });
    expect(rangeOf('custom', now, { from: '2025-03-10', to: '2025-03-10' })).toEqual(rangeOf('today', now));
  });

  it('a custom range waits for both days in the right order', () => {
    expect(rangeOf('custom', now, { from: '2025-03-01' })).toBeNull();
    expect(rangeOf('custom', now, { from: '2025-03-05', to: '2025-03-01' })).toBeNull();
    expect(rangeOf('custom', now, { from: '2025-02-30', to: '2025-03-01' })).toBeNull();
  });

  it('reads and writes days as the date input does', () => {
    expect(toDayString(now)).toBe('2025-03-10');
    expect(parseDayString('2024-02-29')?.getDate()).toBe(29);
    expect(parseDayString('2025-02-29')).toBeNull();
    expect(parseDayString('10/03/2025')).toBeNull();
  });
});
