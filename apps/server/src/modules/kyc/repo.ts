// Queries on identity verification submissions.
import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ERASED } from '../../lib/erased';
import { kycSubmissions } from '../../db/schema/kyc';
import { accountOf } from '../user/account-columns';

export async function hasApprovedKyc(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/** The player `userId` (a column or a value) has an approved identity check: for one query over many players. */
export function approvedIdentityExists(userId: SQLWrapper | number): SQL {
  return sql`exists (select 1 from ${kycSubmissions} k where k.user_id = ${userId} and k.status = 'approved')`;
}

export async function latestSubmission(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export type KycRow = typeof kycSubmissions.$inferSelect;

export async function insertSubmission(db: Executor, values: typeof kycSubmissions.$inferInsert) {
  const [row] = await db.insert(kycSubmissions).values(values).returning();
  return row!;
}

export async function findSubmission(db: Executor, id: number) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  return row;
}

/** Newest first, each with the player's account. */
export async function listSubmissions(
  db: Executor,
  filter: { status?: KycRow['status'] | undefined },
  page: number,
  pageSize: number,
) {
  return db
    .select({ k: kycSubmissions, account: accountOf(kycSubmissions.userId) })
    .from(kycSubmissions)
    .where(filter.status ? eq(kycSubmissions.status, filter.status) : undefined)
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countSubmissions(db: Executor, filter: { status?: KycRow['status'] | undefined }) {
  const [total] = await db
    .select({ n: count() })
    .from(kycSubmissions)
    .where(filter.status ? eq(kycSubmissions.status, filter.status) : undefined);
  return total!.n;
}

/** Settles a pending submission; nothing when it is not pending any more. */
export async function settleSubmission(
  db: Executor,
  id: number,
  values: Pick<typeof kycSubmissions.$inferInsert, 'status' | 'reasonCode' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
) {
  const [row] = await db
    .update(kycSubmissions)
    .set(values)
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'submitted')))
    .returning();
  return row;
}

/** The stored photo files of every identity check the player sent (deleted after the erasure commits). */
export async function identityPhotosOf(db: Executor, userId: number) {
  const rows = await db
    .select({ front: kycSubmissions.frontFile, back: kycSubmissions.backFile, handheld: kycSubmissions.handheldFile })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId));
  return rows.flatMap((k) => [k.front, k.back, k.handheld]);
}

/** Forgets the photos' names and the free-text reason of every check (privacy's erasure); states and dates stay. */
export async function eraseIdentityChecksOf(db: Executor, userId: number) {
  await db
    .update(kycSubmissions)
    .set({ frontFile: ERASED, backFile: ERASED, handheldFile: ERASED, reason: null })
    .where(eq(kycSubmissions.userId, userId));
}

/** Every identity check the player sent: states and dates only, never the photos or their names. */
export async function identityCheckHistory(db: Executor, userId: number) {
  return db
    .select({
      id: kycSubmissions.id,
      status: kycSubmissions.status,
      reasonCode: kycSubmissions.reasonCode,
      reason: kycSubmissions.reason,
      createdAt: kycSubmissions.createdAt,
      reviewedAt: kycSubmissions.reviewedAt,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(kycSubmissions.createdAt, kycSubmissions.id);
}
