// The dashboard owns no tables: these are its reads of other modules' tables (players, ledger
// transfers and the queues that wait for an operator), counted in the database.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { balanceAdjustments } from '../../db/schema/adjustment';
import { agents } from '../../db/schema/agent';
import { amlFlags } from '../../db/schema/aml';
import { kycSubmissions } from '../../db/schema/kyc';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';
import { supportTickets } from '../../db/schema/support';
import { users } from '../../db/schema/user';
import { withdrawals } from '../../db/schema/withdrawals';
import { localPeriod, type PeriodFormat } from '../../db/local-period';

interface PeriodQuery {
  zone: string;
  start: Date;
  end: Date;
  format: PeriodFormat;
}

const local = (q: PeriodQuery, column: unknown) => localPeriod(column, q.zone, q.format);
const window = (q: PeriodQuery, column: unknown) =>
  sql`${column} >= ${q.start.toISOString()} and ${column} < ${q.end.toISOString()}`;

/** Registrations in [start, end) by local period. */
export async function signupsByPeriod(db: Executor, q: PeriodQuery) {
  return db
    .select({ period: local(q, users.createdAt), n: count() })
    .from(users)
    .where(window(q, users.createdAt))
    .groupBy(sql`1`);
}

/** Players who bet or deposited in [start, end) by local period. */
export async function activePlayersByPeriod(db: Executor, q: PeriodQuery) {
  // A bet debits the player's wallet (or locked bonus), a deposit credits the wallet: the account's
  // owner is the player, counted once whichever of their accounts moved.
  return db
    .select({
      period: local(q, ledgerTransfers.createdAt),
      n: sql<number>`count(distinct ${ledgerAccounts.ownerUserId})::int`,
    })
    .from(ledgerTransfers)
    .innerJoin(
      ledgerAccounts,
      sql`${ledgerAccounts.id} = case when ${ledgerTransfers.kind} = 'bet' then ${ledgerTransfers.debitAccountId} else ${ledgerTransfers.creditAccountId} end`,
    )
    .where(sql`${ledgerTransfers.kind} in ('bet', 'deposit') and ${window(q, ledgerTransfers.createdAt)}`)
    .groupBy(sql`1`);
}

/** What waits for an operator: KYC, withdrawals, agent applications, adjustments, tickets, AML flags. */
export async function waitingQueueCounts(db: Executor) {
  const queues = await Promise.all([
    db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, 'submitted')),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'review')),
    db.select({ n: count() }).from(agents).where(eq(agents.status, 'pending')),
    db.select({ n: count() }).from(balanceAdjustments).where(eq(balanceAdjustments.status, 'pending')),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open')),
    db.select({ n: count() }).from(amlFlags).where(eq(amlFlags.status, 'open')),
  ]);
  const [kyc, withdrawalsWaiting, agentApplications, adjustments, supportOpen, amlOpen] = queues.map(
    ([row]) => row!.n,
  ) as [number, number, number, number, number, number];
  return {
    kyc,
    withdrawals: withdrawalsWaiting,
    agentApplications,
    adjustments,
    supportTickets: supportOpen,
    amlFlags: amlOpen,
  };
}
