// Queries of the bonus engine: offers (what an operator configured) and grants (what a player got).
import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bonusGrants, bonusOffers } from '../../db/schema/bonus';
import { accountIs, accountOf } from '../user/account-columns';

export type OfferRow = typeof bonusOffers.$inferSelect;
export type GrantRow = typeof bonusGrants.$inferSelect;
export type BonusKind = OfferRow['kind'];

/** Offers enabled and inside their window now, optionally of some kinds. */
export async function runningOffers(db: Executor, now: Date, kinds?: BonusKind[]): Promise<OfferRow[]> {
  const rows = await db
    .select()
    .from(bonusOffers)
    .where(
      and(
        eq(bonusOffers.enabled, true),
        lte(bonusOffers.startsAt, now),
        or(isNull(bonusOffers.endsAt), gt(bonusOffers.endsAt, now)),
      ),
    )
    .orderBy(bonusOffers.id);
  return kinds ? rows.filter((r) => kinds.includes(r.kind)) : rows;
}

export async function findOffer(db: Executor, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
  return row;
}

export async function allOffers(db: Executor) {
  return db
    .select({
      offer: bonusOffers,
      // Written out: drizzle would name the outer column unqualified, and inside the subquery that is g.id.
      grants: sql<number>`(select count(*)::int from bonus_grants g where g.offer_id = bonus_offers.id)`,
      paid: sql<string>`(select coalesce(sum(g.amount), 0)::text from bonus_grants g where g.offer_id = bonus_offers.id)`,
    })
    .from(bonusOffers)
    .orderBy(bonusOffers.id);
}

export async function insertOffer(db: Executor, values: typeof bonusOffers.$inferInsert) {
  const [row] = await db.insert(bonusOffers).values(values).returning();
  return row!;
}

export async function updateOffer(db: Executor, id: number, values: Partial<typeof bonusOffers.$inferInsert>) {
  const [row] = await db
    .update(bonusOffers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bonusOffers.id, id))
    .returning();
  return row;
}

/** The player's grant being wagered, locked for the caller's transaction when asked. */
export async function activeGrant(db: Executor, userId: number, lock = false): Promise<GrantRow | undefined> {
  const query = db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lockGrant(db: Executor, id: number): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update');
  return row;
}

/** Inserts a grant unless the player has this offer in this period (or another bonus active). */
export async function insertGrant(db: Executor, values: typeof bonusGrants.$inferInsert) {
  const [row] = await db.insert(bonusGrants).values(values).onConflictDoNothing().returning();
  return row;
}

export async function grantFor(db: Executor, userId: number, offerId: number, periodKey: string) {
  const [row] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.offerId, offerId), eq(bonusGrants.periodKey, periodKey)));
  return row;
}

export async function hasGrantOfKind(db: Executor, userId: number, kind: BonusKind) {
  const [row] = await db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
    .where(and(eq(bonusGrants.userId, userId), eq(bonusOffers.kind, kind)))
    .limit(1);
  return row !== undefined;
}

export async function updateGrant(db: Executor, id: number, values: Partial<typeof bonusGrants.$inferInsert>) {
  await db.update(bonusGrants).set(values).where(eq(bonusGrants.id, id));
}

export interface GrantFilter {
  userId?: number | undefined;
  offerId?: number | undefined;
  status?: GrantRow['status'] | undefined;
  account?: string | undefined;
}

function grantWhere(filter: GrantFilter) {
  return and(
    filter.userId === undefined ? undefined : eq(bonusGrants.userId, filter.userId),
    filter.offerId === undefined ? undefined : eq(bonusGrants.offerId, filter.offerId),
    filter.status === undefined ? undefined : eq(bonusGrants.status, filter.status),
    filter.account === undefined ? undefined : accountIs(bonusGrants.userId, filter.account),
  );
}

export async function listGrants(db: Executor, filter: GrantFilter, page: { page: number; pageSize: number }) {
  const where = grantWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ grant: bonusGrants, offer: bonusOffers, account: accountOf(bonusGrants.userId) })
      .from(bonusGrants)
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
      .where(where)
      .orderBy(desc(bonusGrants.createdAt), desc(bonusGrants.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(bonusGrants).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Active grants whose time is up (the expiry job's safety net after downtime). */
export async function dueGrants(db: Executor, now: Date, limit = 500) {
  return db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), lte(bonusGrants.expiresAt, now)))
    .limit(limit);
}

export async function findOfferIdByCode(tx: Executor, code: string) {
  const [row] = await tx.select({ id: bonusOffers.id }).from(bonusOffers).where(eq(bonusOffers.code, code));
  return row;
}

/** The player whose id is in `userId` (a column) wagers a bonus now: a grant in play. */
export function wageringGrantExists(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${bonusGrants} g where g.user_id = ${userId} and g.status = 'active')`;
}
