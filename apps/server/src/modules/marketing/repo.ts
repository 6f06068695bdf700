// Queries on marketing consents and objections to the use of data.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { dataUseObjections, marketingConsents } from '../../db/schema/marketing';

export async function findConsent(db: Executor, userId: number) {
  const [row] = await db.select().from(marketingConsents).where(eq(marketingConsents.userId, userId));
  return row;
}

export async function upsertConsent(db: Executor, userId: number, consented: boolean, now: Date) {
  await db
    .insert(marketingConsents)
    .values({ userId, consented, updatedAt: now })
    .onConflictDoUpdate({ target: marketingConsents.userId, set: { consented, updatedAt: now } });
}

/** The player's objections row, if any; `lock` holds it for a change. */
export async function findObjections(db: Executor, userId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(dataUseObjections).where(eq(dataUseObjections.userId, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertObjections(
  tx: Executor,
  values: { userId: number; marketing: boolean; profiling: boolean; operatorId: number | null; updatedAt: Date },
) {
  const { marketing, profiling, operatorId, updatedAt } = values;
  await tx.insert(dataUseObjections).values(values).onConflictDoUpdate({
    target: dataUseObjections.userId,
    set: { marketing, profiling, operatorId, updatedAt },
  });
}

/** Whether the player whose id this is meets `condition`, built on a column holding that id. */
export async function playerMeets(db: Executor, userId: number, condition: (id: SQLWrapper) => SQL) {
  const [row] = await rows<{ meets: boolean }>(db, sql`select ${condition(sql`${userId}::bigint`)} as meets`);
  return row?.meets === true;
}

/** The player `userId` (a column or a value) said yes to marketing. */
export function consentGiven(userId: SQLWrapper | number): SQL {
  return sql`exists (select 1 from ${marketingConsents} c where c.user_id = ${userId} and c.consented)`;
}

/** The player `userId` (a column or a value) does not object to this use of their data. */
export function noObjectionTo(userId: SQLWrapper | number, use: 'marketing' | 'profiling'): SQL {
  const column = use === 'marketing' ? sql`o.marketing` : sql`o.profiling`;
  return sql`not exists (select 1 from ${dataUseObjections} o where o.user_id = ${userId} and ${column})`;
}
