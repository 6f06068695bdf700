import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** The sum of a coin column over the rows of `table` that meet `where`; 0 when none do. */
export async function coinsSum(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${column}), 0)` })
    .from(table)
    .where(where);
  return BigInt(row!.total);
}
