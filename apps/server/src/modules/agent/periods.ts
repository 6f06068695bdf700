// Report periods and settlement days in the site's time zone (SITE_TIME_ZONE). A day is a calendar
// date there; its start is that date's local midnight, which date-fns' TZDate finds through the
// platform's time-zone data, daylight-saving changes included.
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, startOfMonth, startOfWeek } from 'date-fns';
import type { ReportPeriod } from '@hall/contracts/agent';

export interface DayRange {
  /** First and last day included, YYYY-MM-DD. */
  from: string;
  to: string;
  /** [start, end) as instants: local midnight of `from`, local midnight after `to`. */
  start: Date;
  end: Date;
  /** Every day from `from` to `to`. */
  days: string[];
}

const DAY = 'yyyy-MM-dd';

/** The calendar day an instant falls on in the zone. */
export function dayOf(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), DAY);
}

/** Local midnight at the start of a day in the zone. */
export function startOfDayIn(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, zone).getTime());
}

export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d), 1), DAY);
}

export function dayRange(from: string, to: string, zone: string): DayRange {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return { from, to, start: startOfDayIn(from, zone), end: startOfDayIn(nextDay(to), zone), days };
}

/** The days a report period covers; `week` starts on Monday, `week` and `month` end today. */
export function periodRange(
  input: { period?: ReportPeriod | undefined; from?: string | undefined; to?: string | undefined },
  zone: string,
  now = new Date(),
): DayRange {
  const today = dayOf(now, zone);
  const local = new TZDate(now.getTime(), zone);
  switch (input.period ?? 'today') {
    case 'yesterday': {
      const yesterday = format(addDays(local, -1), DAY);
      return dayRange(yesterday, yesterday, zone);
    }
    case 'week':
      return dayRange(format(startOfWeek(local, { weekStartsOn: 1 }), DAY), today, zone);
    case 'month':
      return dayRange(format(startOfMonth(local), DAY), today, zone);
    case 'custom':
      // The request schema has made sure both ends are there and in order.
      return dayRange(input.from!, input.to!, zone);
    default:
      return dayRange(today, today, zone);
  }
}

/** Whole days between two days (0 for the same day). */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(new Date(to), new Date(from));
