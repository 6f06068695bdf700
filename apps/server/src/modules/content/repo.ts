// Queries shared by notices, banners and promotions: the three tables have the same publishing
// columns, so one set of queries serves them all. "Live" is decided by the database clock, so every
// API process agrees on it.
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PromotionKind, ContentStatus } from '@hall/contracts/content';
import type { Executor } from '../../db/client';
import { promotions, type banners, type notices } from '../../db/schema/content';

export type PublishableTable = typeof notices | typeof banners | typeof promotions;
export type RowOf<T extends PublishableTable> = T['$inferSelect'];
// One member stands in for the union where drizzle's builders cannot infer over a union of tables;
// the columns used are the same in all three.
type AnyTable = typeof notices;
const as = (table: PublishableTable) => table as AnyTable;

/** Published, and now inside its window. */
export function liveCondition(table: PublishableTable): SQL {
  const t = as(table);
  return and(
    eq(t.status, 'published'),
    lte(t.publishAt, sql`now()`),
    or(isNull(t.unpublishAt), gt(t.unpublishAt, sql`now()`)),
  )!;
}

/** Players' order: lower sort first, then newest first. */
const playerOrder = (table: PublishableTable) => {
  const t = as(table);
  return [asc(t.sort), desc(t.publishAt), desc(t.id)];
};

export interface Page {
  page: number;
  pageSize: number;
}

/** One page of rows matching `where` in players' order (or newest first), with the total. */
export async function pageRows<T extends PublishableTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  paging: Page,
  order: 'player' | 'newest',
): Promise<{ rows: RowOf<T>[]; total: number }> {
  const t = as(table);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(...(order === 'player' ? playerOrder(t) : [desc(t.id)]))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { rows: rows as RowOf<T>[], total: total?.n ?? 0 };
}

/** Every row matching `where`, in players' order, at most `limit`. */
export async function allRows<T extends PublishableTable>(db: Executor, table: T, where: SQL, limit: number) {
  const t = as(table);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(...playerOrder(t))
    .limit(limit);
  return rows as RowOf<T>[];
}

/** The row with `id` (matching `where` too, when given); `lock` holds it for an update. */
export async function findRow<T extends PublishableTable>(
  db: Executor,
  table: T,
  id: number,
  options: { where?: SQL; lock?: boolean } = {},
): Promise<RowOf<T> | undefined> {
  const t = as(table);
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.id, id), options.where));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as RowOf<T> | undefined;
}

export async function insertRow<T extends PublishableTable>(
  db: Executor,
  table: T,
  values: Omit<T['$inferInsert'], 'id' | 'status'>,
): Promise<RowOf<T>> {
  const [row] = await db
    .insert(as(table))
    .values(values as AnyTable['$inferInsert'])
    .returning();
  return row as RowOf<T>;
}

export async function updateRow<T extends PublishableTable>(
  db: Executor,
  table: T,
  id: number,
  // Column values built from a validated request; SQL expressions are allowed (`coalesce(...)`).
  values: Record<string, unknown>,
): Promise<RowOf<T> | undefined> {
  const t = as(table);
  const [row] = await db
    .update(t)
    .set({ ...(values as PgUpdateSetSource<AnyTable>), updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return row as RowOf<T> | undefined;
}

export async function deleteRow<T extends PublishableTable>(db: Executor, table: T, id: number) {
  const t = as(table);
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row as RowOf<T> | undefined;
}

/** A condition on rows, built here so that callers need no query builder. */
export type Condition = SQL | undefined;

export function all(...conditions: Condition[]): Condition {
  return and(...conditions);
}

export function withStatus(table: PublishableTable, status: ContentStatus | undefined): Condition {
  return status ? eq(as(table).status, status) : undefined;
}

export function promotionsOfKind(kind: PromotionKind | undefined): Condition {
  return kind ? eq(promotions.kind, kind) : undefined;
}

/** Published from the chosen time, or from now when none was chosen. */
export function publishedFromNow(table: PublishableTable) {
  return { status: 'published' as const, publishAt: sql`coalesce(${as(table).publishAt}, now())` };
}

/** A promotion (published or not) with this id exists: what a bonus offer may link to. */
export async function promotionExists(db: Executor, id: number) {
  const [row] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id));
  return row !== undefined;
}
