// A timestamp column as its local hour, day or month in a time zone, as text: the period key the
// dashboard's and the reports' queries group by, whichever module's table the column is in.
import { sql } from 'drizzle-orm';

/** A local day or month, or the hour of the day (00 to 23) for the hours of one day. */
export type PeriodFormat = 'YYYY-MM-DD' | 'YYYY-MM' | 'HH24';

/** An instant column as its local day or month in the zone, as text. */
export const localPeriod = (column: unknown, zone: string, format: PeriodFormat) =>
  sql<string>`to_char(${column} at time zone ${zone}, ${format})`;
