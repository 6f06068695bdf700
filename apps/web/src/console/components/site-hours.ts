// Today's hours on the site's clock (SITE_TIME_ZONE, which the dashboard names), whatever the
// operator's browser thinks the time is.
import type { DashboardResponse } from '@hall/contracts/admin';

/** The hour it is now on the site's clock, 0 to 23. */
export function hourNow(timeZone: string, now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now));
}

/** Today's hours that have begun, the latest first (as the thirty days list today first). */
export function hoursSoFar(data: Pick<DashboardResponse, 'hours' | 'timeZone'>, now = new Date()) {
  const current = hourNow(data.timeZone, now);
  return data.hours.filter((h) => h.hour <= current).reverse();
}
