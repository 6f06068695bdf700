// Queries on identity verification submissions.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kycSubmissions } from '../../db/schema/index';

export async function hasApprovedKyc(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .limit(1);
  return row !== undefined;
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
