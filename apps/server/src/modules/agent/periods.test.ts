// Report periods and settlement days in the site's time zone, across daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { dayOf, dayRange, periodRange, startOfDayIn } from './periods';

describe('days in a time zone', () => {
  it('puts an instant on the calendar day of the zone, not of UTC', () => {
    const instant = new Date('2026-11-23T16:30:00Z');
    expect(dayOf(instant, 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dayOf(instant, 'UTC')).toBe('2026-11-23');
    expect(dayOf(instant, 'America/Los_Angeles')).toBe('2026-11-23');
  });

  it('starts a day at local midnight, and a day across a clock change lasts 23 or 25 hours', () => {
    expect(startOfDayIn('2026-11-24', 'Asia/Tokyo').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    const spring = dayRange('2026-03-08', '2026-03-08', 'America/New_York');
    expect(spring.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = dayRange('2026-11-01', '2026-11-01', 'America/New_York');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('lists every day of a range, across a month end', () => {
    expect(dayRange('2026-02-27', '2026-03-02', 'Asia/Tokyo').days).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('report periods', () => {
  // Wednesday 2026-11-25, 08:00 in Tokyo (still Tuesday in UTC).
  const now = new Date('2026-11-24T23:00:00Z');
  const zone = 'Asia/Tokyo';
  const of = (period: 'today' | 'yesterday' | 'week' | 'month') => {
    const r = periodRange({ period }, zone, now);
    return [r.from, r.to];
  };

  it('reads today, yesterday, this week (from Monday) and this month in the zone', () => {
    expect(of('today')).toEqual(['2026-11-25', '2026-11-25']);
    expect(of('yesterday')).toEqual(['2026-11-24', '2026-11-24']);
    expect(of('week')).toEqual(['2026-11-23', '2026-11-25']);
    expect(of('month')).toEqual(['2026-11-01', '2026-11-25']);
  });

  it('takes a custom range as given, both ends included', () => {
    const r = periodRange({ period: 'custom', from: '2026-10-01', to: '2026-10-31' }, zone, now);
    expect(r.days).toHaveLength(31);
    expect(r.start.toISOString()).toBe('2026-09-30T15:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });
});
