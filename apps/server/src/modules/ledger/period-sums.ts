// The ledger's totals by kind and local period (hour, day or month in the site's time zone): what the
// dashboard and the finance reports are made of, asked one way for both.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index';

/** A local day or month, or the hour of the day (00 to 23) for the hours of one day. */
export type PeriodFormat = 'YYYY-MM-DD' | 'YYYY-MM' | 'HH24';

/** An instant column as its local day or month in the zone, as text. */
export const localPeriod = (column: unknown, zone: string, format: PeriodFormat) =>
  sql<string>`to_char(${column} at time zone ${zone}, ${format})`;

/** Sum of each kind's transfers per local period, over [start, end). */
export function sumsByKindAndPeriod(
  db: Executor,
  q: { kinds: readonly string[]; start: Date; end: Date; zone: string; format: PeriodFormat },
) {
  return db
    .select({
      period: localPeriod(ledgerTransfers.createdAt, q.zone, q.format),
      kind: ledgerTransfers.kind,
      total: sql<string>`sum(${ledgerTransfers.amount})::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        inArray(ledgerTransfers.kind, q.kinds as (typeof ledgerTransfers.kind.enumValues)[number][]),
        gte(ledgerTransfers.createdAt, q.start),
        lt(ledgerTransfers.createdAt, q.end),
      ),
    )
    .groupBy(sql`1`, ledgerTransfers.kind);
}

/**
 * What voids moved per local period, over [start, end): the stakes the house gave back (a `round_void`
 * out of a house account) and the wins it took back (one into it). A report takes them off the bets
 * and the wins of the period the void was made in, as the books do: a voided round played and voided
 * in one period counts nowhere in it, a period already closed is never rewritten, and the part of a
 * win already spent, which the house bears, stays a win.
 */
export function voidsByPeriod(db: Executor, q: { start: Date; end: Date; zone: string; format: PeriodFormat }) {
  const fromHouse = sql`${ledgerAccounts.kind} = 'house'`;
  return db
    .select({
      period: localPeriod(ledgerTransfers.createdAt, q.zone, q.format),
      stakes: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${fromHouse}), 0)::text`,
      wins: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where not ${fromHouse}), 0)::text`,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerTransfers.kind, 'round_void'),
        gte(ledgerTransfers.createdAt, q.start),
        lt(ledgerTransfers.createdAt, q.end),
      ),
    )
    .groupBy(sql`1`);
}
