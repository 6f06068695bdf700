// The ledger's totals by kind and local period (hour, day or month in the site's time zone): what the
// dashboard and the finance reports are made of, asked one way for both.
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerTransfers } from '../../db/schema/index';

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
