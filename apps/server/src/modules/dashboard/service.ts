// The back office's front page: thirty days of the site's figures by local day, today's by local
// hour, the queues that wait for an operator, and the latest scheduled check of the ledger. Money
// figures come from the ledger itself (the transfers of each kind), so the dashboard can never
// disagree with the books.
import { DASHBOARD_DAYS, type DashboardResponse } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { dayOf, dayRange } from '../agent/periods';
import { addDays } from 'date-fns';
import type { PeriodFormat } from '../../db/local-period';
import { sumsByKindAndPeriod, voidsByPeriod } from '../ledger/period-sums';
import { latestLedgerCheck } from '../ledger/scheduled-check';
import { activePlayersByPeriod, signupsByPeriod, waitingQueueCounts } from './repo';

type Figures = Omit<DashboardResponse['days'][number], 'day'>;

/** Ledger kinds summed per period, by the name the dashboard gives them. */
const MONEY = {
  deposits: 'deposit',
  withdrawals: 'withdrawal_paid',
  bets: 'bet',
  wins: 'win',
  bonuses: 'bonus',
  rebates: 'rebate',
} as const;

const zero = (): Figures => ({
  registrations: 0,
  deposits: '0',
  withdrawals: '0',
  bets: '0',
  wins: '0',
  ggr: '0',
  bonuses: '0',
  rebates: '0',
  activePlayers: 0,
});

/**
 * The figures of [start, end) by local period (`YYYY-MM-DD` for days, `HH24` for the hours of a
 * day), one entry per period named, zero where nothing happened.
 */
async function figuresBy(
  db: Executor,
  q: { zone: string; start: Date; end: Date; format: PeriodFormat; periods: string[] },
): Promise<Map<string, Figures>> {
  const [money, voids, signups, active] = await Promise.all([
    sumsByKindAndPeriod(db, {
      kinds: Object.values(MONEY),
      start: q.start,
      end: q.end,
      zone: q.zone,
      format: q.format,
    }),
    voidsByPeriod(db, q),
    signupsByPeriod(db, q),
    activePlayersByPeriod(db, q),
  ]);
  const periods = new Map<string, Figures>(q.periods.map((period) => [period, zero()]));
  const kindName = new Map(Object.entries(MONEY).map(([name, kind]) => [kind as string, name as keyof typeof MONEY]));
  for (const row of money) {
    const figures = periods.get(row.period);
    const name = kindName.get(row.kind);
    if (figures && name) figures[name] = row.total;
  }
  // A voided round's stake given back and win taken back come off the period of the void.
  for (const row of voids) {
    const figures = periods.get(row.period);
    if (!figures) continue;
    figures.bets = (BigInt(figures.bets) - BigInt(row.stakes)).toString();
    figures.wins = (BigInt(figures.wins) - BigInt(row.wins)).toString();
  }
  for (const row of signups) {
    const figures = periods.get(row.period);
    if (figures) figures.registrations = row.n;
  }
  for (const row of active) {
    const figures = periods.get(row.period);
    if (figures) figures.activePlayers = row.n;
  }
  for (const figures of periods.values()) figures.ggr = (BigInt(figures.bets) - BigInt(figures.wins)).toString();
  return periods;
}

/** Local hours of a day as `to_char(..., 'HH24')` writes them: 00 to 23. */
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

export async function dashboard(db: Executor, zone: string, now = new Date()): Promise<DashboardResponse> {
  const today = dayOf(now, zone);
  const first = dayOf(addDays(now, -(DASHBOARD_DAYS - 1)), zone);
  const range = dayRange(first, today, zone);
  const todayRange = dayRange(today, today, zone);

  const [byDay, byHour, queues, ledgerCheck] = await Promise.all([
    figuresBy(db, { zone, start: range.start, end: range.end, format: 'YYYY-MM-DD', periods: range.days }),
    figuresBy(db, { zone, start: todayRange.start, end: todayRange.end, format: 'HH24', periods: HOURS }),
    waitingQueueCounts(db),
    latestLedgerCheck(db),
  ]);

  return {
    timeZone: zone,
    days: [...byDay].map(([day, figures]) => ({ day, ...figures })),
    hours: [...byHour].map(([hour, figures]) => ({ hour: Number(hour), ...figures })),
    queues,
    ledgerCheck,
  };
}
