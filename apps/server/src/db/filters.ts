// Conditions the record lists share.
import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

/** Inside [from, to) on a timestamp column; either end may be open. */
export function inPeriod(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(from ? gte(column, new Date(from)) : undefined, to ? lt(column, new Date(to)) : undefined);
}

/** The text with LIKE's wildcards (and its escape) escaped, so `%` and `_` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
