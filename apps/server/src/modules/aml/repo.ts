// Queries of the AML rules' flags. The player's money the rules weigh is the ledger's to say
// (ledger/player-flows.ts).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { amlFlags } from '../../db/schema/aml';
import { accountIs, accountOf } from '../user/account-columns';

export type AmlFlagRow = typeof amlFlags.$inferSelect;

/** The new flag, or nothing when this rule already flagged the player for this key. */
export async function insertFlag(db: Executor, values: typeof amlFlags.$inferInsert) {
  const [row] = await db.insert(amlFlags).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether the player has a flag of one of these rules in this state (open unless said). */
export async function hasOpenFlag(
  db: Executor,
  userId: number,
  rules: readonly AmlFlagRow['rule'][],
  status: AmlFlagRow['status'] = 'open',
) {
  const [row] = await db
    .select({ id: amlFlags.id })
    .from(amlFlags)
    .where(and(eq(amlFlags.userId, userId), eq(amlFlags.status, status), inArray(amlFlags.rule, [...rules])))
    .limit(1);
  return row !== undefined;
}

/** These players' flags waiting for review, oldest first. */
export async function openFlagsOf(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: amlFlags.id,
      userId: amlFlags.userId,
      rule: amlFlags.rule,
      amount: amlFlags.amount,
      threshold: amlFlags.threshold,
      createdAt: amlFlags.createdAt,
    })
    .from(amlFlags)
    .where(and(inArray(amlFlags.userId, [...new Set(userIds)]), eq(amlFlags.status, 'open')))
    .orderBy(amlFlags.id);
}

export interface FlagFilter {
  status?: AmlFlagRow['status'] | undefined;
  rule?: AmlFlagRow['rule'] | undefined;
  account?: string | undefined;
  userId?: number | undefined;
}

function flagWhere(filter: FlagFilter): SQL | undefined {
  return and(
    filter.status ? eq(amlFlags.status, filter.status) : undefined,
    filter.rule ? eq(amlFlags.rule, filter.rule) : undefined,
    filter.account ? accountIs(amlFlags.userId, filter.account) : undefined,
    filter.userId !== undefined ? eq(amlFlags.userId, filter.userId) : undefined,
  );
}

/** Newest first, each with the player's account. */
export async function listFlags(db: Executor, filter: FlagFilter, page: number, pageSize: number) {
  const where = flagWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ flag: amlFlags, account: accountOf(amlFlags.userId) })
      .from(amlFlags)
      .where(where)
      .orderBy(desc(amlFlags.createdAt), desc(amlFlags.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(amlFlags).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function lockFlag(tx: Tx, id: number) {
  const [row] = await tx.select().from(amlFlags).where(eq(amlFlags.id, id)).for('update');
  return row;
}

export async function findFlagView(db: Executor, id: number) {
  const [row] = await db
    .select({ flag: amlFlags, account: accountOf(amlFlags.userId) })
    .from(amlFlags)
    .where(eq(amlFlags.id, id));
  return row;
}

export async function settleFlag(
  db: Executor,
  id: number,
  values:
    | Pick<AmlFlagRow, 'status' | 'note' | 'reviewedBy' | 'reviewedAt'>
    | Pick<AmlFlagRow, 'status' | 'resolutionNote' | 'resolvedBy' | 'resolvedAt'>,
) {
  await db.update(amlFlags).set(values).where(eq(amlFlags.id, id));
}
