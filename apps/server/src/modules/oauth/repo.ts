// Queries on the provider identities linked to players.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userIdentities } from '../../db/schema/oauth';

export async function findLinkedUserId(db: Executor, provider: string, subject: string) {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return linked?.userId;
}

export async function linkIdentity(db: Executor, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values);
}

/** Unlinks every provider account of the player (privacy's erasure). */
export async function unlinkIdentitiesOf(db: Executor, userId: number) {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}
