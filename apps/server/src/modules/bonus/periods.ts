// The period an offer counts "once per" in, and a rebate's settlement periods, in the site's time
// zone: a day, a week from Monday, a calendar month.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfMonth, startOfWeek } from 'date-fns';
import type { OfferRow } from './repo';
import { dayOf, startOfDayIn } from '../agent/periods';

export type OncePer = OfferRow['oncePer'];

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

/** The period containing `instant`: `2026-11-23` (day), `w2026-11-23` (week of that Monday), `2026-11`. */
export function periodOf(oncePer: Exclude<OncePer, 'player'>, instant: Date, zone: string): Period {
  const local = new TZDate(instant.getTime(), zone);
  if (oncePer === 'day') {
    const day = dayOf(instant, zone);
    return {
      key: day,
      start: startOfDayIn(day, zone),
      end: startOfDayIn(format(addDays(local, 1), 'yyyy-MM-dd'), zone),
    };
  }
  if (oncePer === 'week') {
    const monday = format(startOfWeek(local, { weekStartsOn: 1 }), 'yyyy-MM-dd');
    const next = format(addDays(startOfWeek(local, { weekStartsOn: 1 }), 7), 'yyyy-MM-dd');
    return { key: `w${monday}`, start: startOfDayIn(monday, zone), end: startOfDayIn(next, zone) };
  }
  const first = format(startOfMonth(local), 'yyyy-MM-dd');
  const next = format(addMonths(startOfMonth(local), 1), 'yyyy-MM-dd');
  return { key: first.slice(0, 7), start: startOfDayIn(first, zone), end: startOfDayIn(next, zone) };
}

/** The key a grant of this offer gets now: `once` for once-per-player offers. */
export function periodKeyFor(offer: Pick<OfferRow, 'oncePer'>, now: Date, zone: string): string {
  return offer.oncePer === 'player' ? 'once' : periodOf(offer.oncePer, now, zone).key;
}

/** A rebate's period: its once-per (day, week or month; once-per-player rebates settle weekly). */
export function rebatePeriod(offer: Pick<OfferRow, 'oncePer'>, instant: Date, zone: string): Period {
  return periodOf(offer.oncePer === 'player' ? 'week' : offer.oncePer, instant, zone);
}
