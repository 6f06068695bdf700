// The report period the agent pages ask for: a named period, or two days chosen by hand (at most
// REPORT_MAX_DAYS apart, as the server allows). Periods are days in the site's time zone; the server
// works them out, so only custom days travel.
import { REPORT_MAX_DAYS, ReportPeriod, type ReportPeriod as Period } from '@hall/contracts/agent';

export const REPORT_PERIODS = ReportPeriod.options;

export interface PeriodValue {
  period: Period;
  from?: string;
  to?: string;
}

export type PeriodProblem = 'missing' | 'order' | 'tooLong';

export function periodProblem({ period, from, to }: PeriodValue): PeriodProblem | null {
  if (period !== 'custom') return null;
  if (!from || !to) return 'missing';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return 'order';
  if (days >= REPORT_MAX_DAYS) return 'tooLong';
  return null;
}

/** The fields of a request for this period, or null while the custom days are not a valid range. */
export function periodRequest(value: PeriodValue): PeriodValue | null {
  if (periodProblem(value)) return null;
  return value.period === 'custom' ? { period: 'custom', from: value.from, to: value.to } : { period: value.period };
}

/** The period in an address: `?period=custom&from=…&to=…`, so a report can be linked and reloaded. */
export function periodFromSearch(search: URLSearchParams): PeriodValue {
  const parsed = ReportPeriod.safeParse(search.get('period'));
  const period = parsed.success ? parsed.data : 'today';
  if (period !== 'custom') return { period };
  return { period, from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
}

export function periodSearch(value: PeriodValue): Record<string, string> {
  if (value.period !== 'custom') return value.period === 'today' ? {} : { period: value.period };
  return { period: 'custom', ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) };
}
