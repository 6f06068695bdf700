// Queries of the privacy module: the data_exports table. What closing an account waits for, what the
// export holds and what the erasure replaces are each owner's (closure.ts, export-document.ts, erasure.ts).
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataExports } from '../../db/schema/privacy';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertDataExport(db: Executor, userId: number) {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  return row!;
}

export async function listDataExports(db: Executor, userId: number, limit = 10) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findDataExport(db: Executor, id: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Marks a preparing copy ready; false when it was not preparing any more (a second run). */
export async function markDataExportReady(
  db: Executor,
  id: number,
  documentSealed: string,
  now: Date,
  expiresAt: Date,
) {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', documentSealed, readyAt: now, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Drops an expired copy's document, keeping the row as the record that it was given. */
export async function expireDataExport(db: Executor, id: number) {
  await db
    .update(dataExports)
    .set({ status: 'expired', documentSealed: null })
    .where(and(eq(dataExports.id, id), isNotNull(dataExports.documentSealed)));
}

/** Deletes the player's data exports (privacy's erasure: they are copies of the personal data). */
export async function deleteExportsOf(db: Executor, userId: number) {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}
