import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@hall/contracts/admin';
import { hourNow, hoursSoFar } from './site-hours';

const hours = Array.from({ length: 24 }, (_, hour) => ({ hour })) as DashboardResponse['hours'];

describe("today's hours", () => {
  it('are counted on the site’s clock, not the browser’s', () => {
    // 15:30 UTC is 00:30 the next day in Tokyo and 10:30 in New York (winter).
    const now = new Date('2026-01-15T15:30:00Z');
    expect(hourNow('Asia/Tokyo', now)).toBe(0);
    expect(hourNow('America/New_York', now)).toBe(10);
    expect(hourNow('UTC', new Date('2026-01-15T23:59:59Z'))).toBe(23);
  });

  it('list the hours begun so far, the latest first', () => {
    const now = new Date('2026-01-15T03:10:00Z'); // 12:10 in Tokyo
    expect(hoursSoFar({ hours, timeZone: 'Asia/Tokyo' }, now).map((h) => h.hour)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
    expect(hoursSoFar({ hours, timeZone: 'Asia/Tokyo' }, new Date('2026-01-15T15:00:00Z')).map((h) => h.hour)).toEqual([
      0,
    ]);
  });
});
