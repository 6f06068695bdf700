// Queries on balance adjustments, and the reads of players and operators their lists need.
import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import { coinsSum } from '../../db/sums';
import type { Executor } from '../../db/client';
import { balanceAdjustments } from '../../db/schema/adjustment';
import { operatorNameOf } from '../operator/name-columns';
import { accountOf } from '../user/account-columns';

export async function insertAdjustment(tx: Executor, values: typeof balanceAdjustments.$inferInsert) {
  const [row] = await tx.insert(balanceAdjustments).values(values).returning({ id: balanceAdjustments.id });
  return row!;
}

export async function lockAdjustment(tx: Executor, id: number) {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
  return row;
}

/** Records the decision on an adjustment. */
export async function decideAdjustment(
  tx: Executor,
  id: number,
  decision: Pick<
    typeof balanceAdjustments.$inferInsert,
    'status' | 'decidedBy' | 'decidedAt' | 'transferId' | 'decisionNote'
  >,
) {
  await tx.update(balanceAdjustments).set(decision).where(eq(balanceAdjustments.id, id));
}

/** A page of adjustments, newest first, with the player's account and both operators' names. */
export async function adjustmentsPage(
  db: Executor,
  filter: { status?: (typeof balanceAdjustments.$inferSelect)['status'] | undefined; userId?: number | undefined },
  limit: number,
  offset: number,
) {
  const where: SQL | undefined = and(
    filter.status ? eq(balanceAdjustments.status, filter.status) : undefined,
    filter.userId ? eq(balanceAdjustments.userId, filter.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: balanceAdjustments,
        account: accountOf(balanceAdjustments.userId),
        // proposed_by is not null and references an operator, so a maker's name is always there.
        maker: operatorNameOf(balanceAdjustments.proposedBy) as SQL<string>,
        checker: operatorNameOf(balanceAdjustments.decidedBy),
      })
      .from(balanceAdjustments)
      .where(where)
      .orderBy(desc(balanceAdjustments.proposedAt), desc(balanceAdjustments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { rows, total: total!.n };
}

/** The coins of the player's approved adjustments marked as a deposit, decided after `since` (protection's money in). */
export async function depositAdjustmentsSince(db: Executor, userId: number, since: Date) {
  return coinsSum(
    db,
    balanceAdjustments,
    balanceAdjustments.amount,
    and(
      eq(balanceAdjustments.userId, userId),
      eq(balanceAdjustments.status, 'approved'),
      eq(balanceAdjustments.countsAsDeposit, true),
      gt(balanceAdjustments.decidedAt, since),
    ),
  );
}
