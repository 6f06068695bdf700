// The back office's front page: thirty days of the site's figures by local day, and the queues that
// wait for an operator. Money figures come from the ledger itself (the transfers of each kind), so
// the dashboard can never disagree with the books.
import { count, eq, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, type DashboardResponse } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import {
  agents,
  amlFlags,
  balanceAdjustments,
  kycSubmissions,
  ledgerAccounts,
  ledgerTransfers,
  supportTickets,
  users,
  withdrawals,
} from '../../db/schema/index';
import { dayOf, dayRange } from '../agent/periods';
import { addDays } from 'date-fns';
import { localPeriod, sumsByKindAndPeriod } from '../ledger/period-sums';

type Day = DashboardResponse['days'][number];

/** Ledger kinds summed per day, by the name the dashboard gives them. */
const MONEY = {
  deposits: 'deposit',
  withdrawals: 'withdrawal_paid',
  bets: 'bet',
  wins: 'win',
  bonuses: 'bonus',
  rebates: 'rebate',
} as const;

export async function dashboard(db: Executor, zone: string, now = new Date()): Promise<DashboardResponse> {
  const today = dayOf(now, zone);
  const first = dayOf(addDays(now, -(DASHBOARD_DAYS - 1)), zone);
  const range = dayRange(first, today, zone);
  const localDay = (column: unknown) => localPeriod(column, zone, 'YYYY-MM-DD');
  const window = (column: unknown) =>
    sql`${column} >= ${range.start.toISOString()} and ${column} < ${range.end.toISOString()}`;

  const [money, signups, active, queues] = await Promise.all([
    sumsByKindAndPeriod(db, {
      kinds: Object.values(MONEY),
      start: range.start,
      end: range.end,
      zone,
      format: 'YYYY-MM-DD',
    }),
    db
      .select({ day: localDay(users.createdAt), n: count() })
      .from(users)
      .where(window(users.createdAt))
      .groupBy(sql`1`),
    // A bet debits the player's wallet (or locked bonus), a deposit credits the wallet: the account's
    // owner is the player, counted once whichever of their accounts moved.
    db
      .select({
        day: localDay(ledgerTransfers.createdAt),
        n: sql<number>`count(distinct ${ledgerAccounts.ownerUserId})::int`,
      })
      .from(ledgerTransfers)
      .innerJoin(
        ledgerAccounts,
        sql`${ledgerAccounts.id} = case when ${ledgerTransfers.kind} = 'bet' then ${ledgerTransfers.debitAccountId} else ${ledgerTransfers.creditAccountId} end`,
      )
      .where(sql`${ledgerTransfers.kind} in ('bet', 'deposit') and ${window(ledgerTransfers.createdAt)}`)
      .groupBy(sql`1`),
    Promise.all([
      db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, 'submitted')),
      db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'review')),
      db.select({ n: count() }).from(agents).where(eq(agents.status, 'pending')),
      db.select({ n: count() }).from(balanceAdjustments).where(eq(balanceAdjustments.status, 'pending')),
      db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open')),
      db.select({ n: count() }).from(amlFlags).where(eq(amlFlags.status, 'open')),
    ]),
  ]);

  const days = new Map<string, Day>(
    range.days.map((day) => [
      day,
      {
        day,
        registrations: 0,
        deposits: '0',
        withdrawals: '0',
        bets: '0',
        wins: '0',
        ggr: '0',
        bonuses: '0',
        rebates: '0',
        activePlayers: 0,
      },
    ]),
  );
  const kindName = new Map(Object.entries(MONEY).map(([name, kind]) => [kind as string, name as keyof typeof MONEY]));
  for (const row of money) {
    const day = days.get(row.period);
    const name = kindName.get(row.kind);
    if (day && name) day[name] = row.total;
  }
  for (const row of signups) {
    const day = days.get(row.day);
    if (day) day.registrations = row.n;
  }
  for (const row of active) {
    const day = days.get(row.day);
    if (day) day.activePlayers = row.n;
  }
  for (const day of days.values()) day.ggr = (BigInt(day.bets) - BigInt(day.wins)).toString();
  const [kyc, draws, applications, adjustments, supportOpen, amlOpen] = queues.map(([row]) => row!.n) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    timeZone: zone,
    days: [...days.values()],
    queues: {
      kyc,
      withdrawals: draws,
      agentApplications: applications,
      adjustments,
      supportTickets: supportOpen,
      amlFlags: amlOpen,
    },
  };
}
