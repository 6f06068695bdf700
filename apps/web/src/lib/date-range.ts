// The record filters' time windows. Days are the player's local calendar days; `from` is inclusive and
// `to` exclusive, both sent as ISO date-times, as the list calls expect.

export type RangePreset = 'today' | '7d' | '30d' | 'custom';

export const RANGE_PRESETS: readonly RangePreset[] = ['today', '7d', '30d', 'custom'];

export interface DateRange {
  from: string;
  to: string;
}

/** A day as the date input writes it: '2025-03-09'. */
export type DayString = string;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The local day of a moment, as a date input value. */
export function toDayString(date: Date): DayString {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDayString(day: DayString): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toDayString(date) === day ? date : null;
}

/** Whole local days from `firstDay` to `lastDay`, both included. */
export function daysRange(firstDay: Date, lastDay: Date): DateRange {
  return { from: startOfDay(firstDay).toISOString(), to: addDays(startOfDay(lastDay), 1).toISOString() };
}

/**
 * The window of a preset: today; the last 7 or 30 days including today; or the custom days chosen
 * (null while the custom days are missing or in the wrong order).
 */
export function rangeOf(
  preset: RangePreset,
  now: Date = new Date(),
  custom: { from?: DayString; to?: DayString } = {},
): DateRange | null {
  switch (preset) {
    case 'today':
      return daysRange(now, now);
    case '7d':
      return daysRange(addDays(now, -6), now);
    case '30d':
      return daysRange(addDays(now, -29), now);
    case 'custom': {
      const from = custom.from ? parseDayString(custom.from) : null;
      const to = custom.to ? parseDayString(custom.to) : null;
      if (!from || !to || from > to) return null;
      return daysRange(from, to);
    }
  }
}
