// Queries on agents and their credits. Every query that names another user asks the tree (the user
// module's) about the caller in the same statement, so a member outside the caller's subtree is simply
// not found. The team lists are the read model in team-repo.ts.
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { agentCredits, agents } from '../../db/schema/agent';
import { rows } from '../../db/rows';
import { walletIdOf } from '../ledger/wallet-columns';
import { childrenOf, depthBelowOf, parentOf } from '../user/agent-tree';

export type AgentRow = typeof agents.$inferSelect;

/** An agent that may run its team now: approved and not suspended. */
const active = and(eq(agents.status, 'approved'), isNull(agents.suspendedAt));

export async function isApprovedAgent(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.userId, userId), active))
    .limit(1);
  return row !== undefined;
}

/** The active agent owning a registration code (codes are stored upper-case; input may be either). */
export async function findApprovedAgentByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.code, code.toUpperCase()), active))
    .limit(1);
  return row;
}

export async function findAgent(db: Executor, userId: number): Promise<AgentRow | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId));
  return row;
}

/** The agent row, locked until the transaction ends (reviews and rate changes of one agent queue). */
export async function lockAgent(tx: Tx, userId: number): Promise<AgentRow | undefined> {
  const [row] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
  return row;
}

/** A new agent row, or nothing when the user has one already or the code is taken. */
export async function insertAgent(db: Executor, values: typeof agents.$inferInsert) {
  const [row] = await db.insert(agents).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAgent(db: Executor, userId: number, values: Partial<typeof agents.$inferInsert>) {
  const [row] = await db.update(agents).set(values).where(eq(agents.userId, userId)).returning();
  return row!;
}

/** The credit row of an (agent, member) pair, created at zero if missing and locked for the transaction. */
export async function lockCredit(tx: Tx, agentUserId: number, memberUserId: number): Promise<bigint> {
  await tx.insert(agentCredits).values({ agentUserId, memberUserId }).onConflictDoNothing();
  const [row] = await tx
    .select({ outstanding: agentCredits.outstanding })
    .from(agentCredits)
    .where(and(eq(agentCredits.agentUserId, agentUserId), eq(agentCredits.memberUserId, memberUserId)))
    .for('update');
  return row!.outstanding;
}

export async function setCredit(tx: Tx, agentUserId: number, memberUserId: number, outstanding: bigint) {
  await tx
    .update(agentCredits)
    .set({ outstanding })
    .where(and(eq(agentCredits.agentUserId, agentUserId), eq(agentCredits.memberUserId, memberUserId)));
}

/**
 * The member an agent moves coins with, found in one query with its wallet: its depth below the agent
 * (the user module's tree) and its coin wallet (the ledger's; null until the member's first posting),
 * or undefined when the user is not in the agent's subtree (or does not exist).
 */
export async function transferTarget(tx: Tx, agentUserId: number, memberId: number) {
  const [row] = await rows<{ depth: number | null; wallet_id: string | null }>(
    tx,
    sql`select ${depthBelowOf(agentUserId, memberId)} as depth, ${walletIdOf(sql`${memberId}::bigint`)} as wallet_id`,
  );
  if (row?.depth === null || row?.depth === undefined) return undefined;
  return { depth: Number(row.depth), walletId: row.wallet_id === null ? null : Number(row.wallet_id) };
}

/**
 * A direct subordinate of the agent with its agent row locked until the transaction ends: the tree
 * decides in the same query whether the row is looked at at all. Undefined when the user is not a
 * direct subordinate; `status` null when the subordinate has never had an agent row.
 */
export async function lockDirectMember(tx: Tx, agentUserId: number, memberId: number) {
  const [row] = await rows<{ status: AgentRow['status'] | null }>(
    tx,
    sql`select a.status from (select ${depthBelowOf(agentUserId, memberId)} as depth) t
      left join lateral (select status from ${agents} where ${agents.userId} = ${memberId} for update) a on true
      where t.depth = 1`,
  );
  return row;
}

/** The nearest agent above a user (its parent when the parent is an agent, whatever its state). */
export async function parentAgent(db: Executor, userId: number) {
  const [row] = await db
    .select({ userId: agents.userId, rebateRateBp: agents.rebateRateBp, status: agents.status })
    .from(agents)
    .where(eq(agents.userId, parentOf(userId)));
  return row;
}

/** The highest rate among an agent's direct sub-agents (0 when it has none). */
export async function highestSubAgentRate(db: Executor, agentUserId: number): Promise<number> {
  const [row] = await db
    .select({ rate: max(agents.rebateRateBp) })
    .from(agents)
    .where(and(eq(agents.status, 'approved'), sql`${agents.userId} in ${childrenOf(agentUserId)}`));
  return row?.rate ?? 0;
}
