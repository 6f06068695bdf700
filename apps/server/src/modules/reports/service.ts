// Finance reports: GGR (bets − wins, net of voided rounds, with bonuses and rebates beside it) from
// the ledger, and money in and out by channel and currency from the paid deposits and the paid
// withdrawals, by local day or month in the site's time zone; and the same as CSV.
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { ReportRequest, ReportResponse } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { dayOf, nextDay, startOfDayIn } from '../agent/periods';
import { sumsByKindAndPeriod, voidsByPeriod } from '../ledger/period-sums';
import { scaleOf } from '../pay/money';
import { paidDepositsByPeriod, paidWithdrawalsByPeriod } from './repo';

type Query = z.output<typeof ReportRequest>;

/** Minor units as a plain decimal in the currency: 123450 JPY → "123450", 123450 CNY → "1234.50". */
export function plainDecimal(minor: bigint, currency: string): string {
  const scale = scaleOf(currency);
  if (scale === 0) return minor.toString();
  const unit = 10n ** BigInt(scale);
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / unit}.${(abs % unit).toString().padStart(scale, '0')}`;
}

/** The last seven days in the site's time zone, today included. */
function lastWeek(zone: string, now: Date) {
  const to = dayOf(now, zone);
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the day itself, so a change of clocks in the zone cannot shift it.
  return { from: new Date(Date.UTC(y, m - 1, d - 6)).toISOString().slice(0, 10), to };
}

export async function financeReport(db: Executor, zone: string, q: Query, now = new Date()): Promise<ReportResponse> {
  const { from, to } = q.from && q.to ? { from: q.from, to: q.to } : lastWeek(zone, now);
  const start = startOfDayIn(from, zone);
  const end = startOfDayIn(nextDay(to), zone);
  const format = q.granularity === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';

  const [games, voids, deposits, payouts] = await Promise.all([
    sumsByKindAndPeriod(db, { kinds: ['bet', 'win', 'bonus', 'rebate'], start, end, zone, format }),
    voidsByPeriod(db, { start, end, zone, format }),
    paidDepositsByPeriod(db, { start, end, zone, format }),
    paidWithdrawalsByPeriod(db, { start, end, zone, format }),
  ]);

  const byPeriod = new Map<string, ReportResponse['games'][number]>();
  const entryOf = (period: string) => {
    const entry = byPeriod.get(period) ?? { period, bets: '0', wins: '0', ggr: '0', bonuses: '0', rebates: '0' };
    byPeriod.set(period, entry);
    return entry;
  };
  const NAMES = { bet: 'bets', win: 'wins', bonus: 'bonuses', rebate: 'rebates' } as const;
  for (const row of games) entryOf(row.period)[NAMES[row.kind as keyof typeof NAMES]] = row.total;
  // A voided round's stake given back and win taken back come off the period of the void.
  for (const row of voids) {
    const entry = entryOf(row.period);
    entry.bets = (BigInt(entry.bets) - BigInt(row.stakes)).toString();
    entry.wins = (BigInt(entry.wins) - BigInt(row.wins)).toString();
  }
  for (const entry of byPeriod.values()) entry.ggr = (BigInt(entry.bets) - BigInt(entry.wins)).toString();

  const payments = [
    ...deposits.map((r) => ({ ...r, direction: 'deposit' as const })),
    ...payouts.map((r) => ({ ...r, direction: 'withdrawal' as const })),
  ]
    .map((r) => ({ ...r, amount: plainDecimal(BigInt(r.amount), r.currency) }))
    .sort((a, b) =>
      a.period === b.period
        ? `${a.direction}${a.channel}${a.currency}`.localeCompare(`${b.direction}${b.channel}${b.currency}`)
        : a.period.localeCompare(b.period),
    );
  return {
    timeZone: zone,
    from,
    to,
    games: [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)),
    payments,
  };
}

export function reportCsv(report: ReportResponse, q: Query) {
  const games = stringify(
    report.games.map((g) => [g.period, g.bets, g.wins, g.ggr, g.bonuses, g.rebates]),
    { header: true, columns: ['period', 'bets', 'wins', 'ggr', 'bonuses', 'rebates'], escape_formulas: true },
  );
  const payments = stringify(
    report.payments.map((p) => [p.period, p.direction, p.channel, p.currency, p.count, p.amount, p.coins]),
    {
      header: true,
      columns: ['period', 'direction', 'channel', 'currency', 'count', 'amount', 'coins'],
      escape_formulas: true,
    },
  );
  return {
    filename: `report-${q.granularity}-${report.from}-${report.to}.csv`,
    // One file, two tables: spreadsheets open it as is; the blank line keeps them apart.
    csv: `${games}\n${payments}`,
  };
}
