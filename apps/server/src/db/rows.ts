import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
