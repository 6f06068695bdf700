// The calendar of help requests' deadlines: working days are Monday to Friday on the site's clock
// (SITE_TIME_ZONE), a day ending at its midnight there; a month is the same time a calendar month on.
import { describe, expect, it } from 'vitest';
import { afterMonths, afterWorkingDays } from './deadlines';

const TOKYO = 'Asia/Tokyo';

describe('two working days', () => {
  it("end at midnight after the second weekday following the day it is made, on the site's calendar", () => {
    // Monday 16 November 2026, 10:00 in Tokyo: due at the end of Wednesday there.
    expect(afterWorkingDays(new Date('2026-11-16T10:00:00+09:00'), 2, TOKYO).toISOString()).toBe(
      '2026-11-18T15:00:00.000Z',
    );
    // Friday evening and Saturday: the weekend does not count, due at the end of Tuesday.
    for (const made of ['2026-11-20T23:30:00+09:00', '2026-11-21T12:00:00+09:00'])
      expect(afterWorkingDays(new Date(made), 2, TOKYO).toISOString(), made).toBe('2026-11-24T15:00:00.000Z');
  });

  it('count the day where the site is, not where the clock of the server is', () => {
    // Sunday 16:00 in UTC is already Monday 01:00 in Tokyo.
    const made = new Date('2026-11-22T16:00:00Z');
    expect(afterWorkingDays(made, 2, TOKYO).toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(afterWorkingDays(made, 2, 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('one month', () => {
  it('is the same time a calendar month on, the last day of a shorter month', () => {
    expect(afterMonths(new Date('2026-03-15T10:00:00+09:00'), 1, TOKYO).toISOString()).toBe('2026-04-15T01:00:00.000Z');
    // 31 January in Tokyo: 28 February (2026 is no leap year).
    expect(afterMonths(new Date('2026-01-31T12:00:00+09:00'), 1, TOKYO).toISOString()).toBe('2026-02-28T03:00:00.000Z');
    // 30 January 20:00 in UTC is the 31st, 05:00 in Tokyo: due 28 February 05:00 there, a day before UTC's.
    expect(afterMonths(new Date('2026-01-30T20:00:00Z'), 1, TOKYO).toISOString()).toBe('2026-02-27T20:00:00.000Z');
    expect(afterMonths(new Date('2026-01-30T20:00:00Z'), 1, 'UTC').toISOString()).toBe('2026-02-28T20:00:00.000Z');
  });
});
