// Queries on agents, their credits and their subtrees. Every query that names another user joins the
// closure table on the caller, so a member outside the caller's subtree is simply not found.
import { and, count, desc, eq, gte, isNull, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { agentCredits, agents } from '../../db/schema/agent';
import { users, userTree } from '../../db/schema/user';
import { escapeLike } from '../../db/filters';
import { walletBalanceOf, walletIdOf } from '../ledger/wallet-columns';

export type AgentRow = typeof agents.$inferSelect;

/** An agent that may run its team now: approved and not suspended. */
const active = and(eq(agents.status, 'approved'), isNull(agents.suspendedAt));

const parent = alias(users, 'parent');

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

/** How far below the top of its tree a user sits (0 for a user without a parent). */
export async function depthFromRoot(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ depth: max(userTree.depth) })
    .from(userTree)
    .where(eq(userTree.descendantId, userId));
  return row?.depth ?? 0;
}

/** How far below `ancestorId` the user sits, or undefined when it is not in that subtree (or is itself). */
export async function depthBelow(db: Executor, ancestorId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ depth: userTree.depth })
    .from(userTree)
    .where(and(eq(userTree.ancestorId, ancestorId), eq(userTree.descendantId, userId), gte(userTree.depth, 1)));
  return row?.depth;
}

/**
 * The member an agent moves coins with, found through the closure table in the same query that finds
 * its wallet: its depth below the agent and its coin wallet (null until the member's first posting),
 * or undefined when the user is not in the agent's subtree (or does not exist).
 */
export async function transferTarget(tx: Tx, agentUserId: number, memberId: number) {
  const [row] = await tx
    .select({ depth: userTree.depth, walletId: walletIdOf(userTree.descendantId) })
    .from(userTree)
    .where(and(eq(userTree.ancestorId, agentUserId), eq(userTree.descendantId, memberId), gte(userTree.depth, 1)));
  return row;
}

/**
 * A direct subordinate of the agent with its agent row locked until the transaction ends: the
 * closure table decides in the same query whether the row is looked at at all. Undefined when the
 * user is not a direct subordinate; `status` null when the subordinate has never had an agent row.
 */
export async function lockDirectMember(tx: Tx, agentUserId: number, memberId: number) {
  const result = (await tx.execute(
    sql`select a.status from ${userTree} t
      left join lateral (select status from ${agents} where ${agents.userId} = t.descendant_id for update) a on true
      where t.ancestor_id = ${agentUserId} and t.descendant_id = ${memberId} and t.depth = 1`,
  )) as unknown as { rows: { status: AgentRow['status'] | null }[] };
  return result.rows[0];
}

/** The nearest agent above a user (its parent when the parent is an agent, whatever its state). */
export async function parentAgent(db: Executor, userId: number) {
  const [row] = await db
    .select({ userId: agents.userId, rebateRateBp: agents.rebateRateBp, status: agents.status })
    .from(users)
    .innerJoin(agents, eq(agents.userId, users.parentId))
    .where(eq(users.id, userId));
  return row;
}

/** The highest rate among an agent's direct sub-agents (0 when it has none). */
export async function highestSubAgentRate(db: Executor, agentUserId: number): Promise<number> {
  const [row] = await db
    .select({ rate: max(agents.rebateRateBp) })
    .from(users)
    .innerJoin(agents, and(eq(agents.userId, users.id), eq(agents.status, 'approved')))
    .where(eq(users.parentId, agentUserId));
  return row?.rate ?? 0;
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

/** Escapes LIKE's wildcards so a search for "a_b" finds that text, not "axb". */
const likePrefix = (text: string) => `${escapeLike(text.toLowerCase())}%`;

/**
 * One page of a user's subtree (direct members only, or all levels), newest first. With `within`, the
 * user is a member whose team the caller `within` reads: the same queries ask the closure table that
 * the user lies below `within`, and `scoped` says whether it does (the page is empty when not).
 */
export async function memberPage(
  db: Executor,
  agentUserId: number,
  filter: { direct: boolean; account?: string | undefined; memberId?: number | undefined; within?: number | undefined },
  page: { limit: number; offset: number },
) {
  const scope =
    filter.within === undefined
      ? undefined
      : sql`(select 1 from ${userTree} s where s.ancestor_id = ${filter.within} and s.descendant_id = ${agentUserId} and s.depth >= 1)`;
  const where: SQL | undefined = and(
    eq(userTree.ancestorId, agentUserId),
    scope ? sql`exists ${scope}` : undefined,
    filter.direct ? eq(userTree.depth, 1) : gte(userTree.depth, 1),
    filter.account ? sql`lower(${users.account}) like ${likePrefix(filter.account)}` : undefined,
    filter.memberId !== undefined ? eq(users.id, filter.memberId) : undefined,
  );
  const rows = await db
    .select({
      userId: users.id,
      account: users.account,
      depth: userTree.depth,
      parentAccount: parent.account,
      agentStatus: agents.status,
      rebateRateBp: agents.rebateRateBp,
      balance: walletBalanceOf(users.id),
      takeBackLimit: agentCredits.outstanding,
      registeredAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(userTree)
    .innerJoin(users, eq(users.id, userTree.descendantId))
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentCredits, and(eq(agentCredits.agentUserId, agentUserId), eq(agentCredits.memberUserId, users.id)))
    .where(where)
    // Newest first by the closure table's own key (ancestor, descendant): the first page of a large
    // team reads twenty index entries instead of sorting the whole team.
    .orderBy(desc(userTree.descendantId))
    .limit(page.limit)
    .offset(page.offset);
  // Without a filter on the user the count reads the closure table's index alone: every entry has
  // its user (a foreign key), and joining 100,000 users only to count them cost 100 ms of 110.
  const byUser = Boolean(filter.account) || filter.memberId !== undefined;
  const counted = db
    .select({ n: count(), scoped: scope ? sql<number | null>`${scope}` : sql<number>`1` })
    .from(userTree);
  const [total] = await (byUser
    ? counted.innerJoin(users, eq(users.id, userTree.descendantId)).where(where)
    : counted.where(where));
  return { rows, total: total?.n ?? 0, scoped: total?.scoped !== null && total?.scoped !== undefined };
}

const teamSize = sql<number>`(select count(*)::int from ${userTree} where ${userTree.ancestorId} = ${agents.userId} and ${userTree.depth} >= 1)`;

/** Applications and agents for the back office, newest first; `suspended` is approved and stopped. */
export async function adminAgentPage(
  db: Executor,
  filter: { status?: 'pending' | 'approved' | 'rejected' | 'suspended' | undefined; userId?: number },
  page: { limit: number; offset: number },
) {
  const status = filter.status;
  const byStatus =
    status === 'suspended'
      ? and(eq(agents.status, 'approved'), sql`${agents.suspendedAt} is not null`)
      : status === 'approved'
        ? active
        : status
          ? eq(agents.status, status)
          : undefined;
  const where = and(byStatus, filter.userId !== undefined ? eq(agents.userId, filter.userId) : undefined);
  const rows = await db
    .select({ agent: agents, account: users.account, parentAccount: parent.account, teamSize })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(where)
    .orderBy(desc(agents.createdAt), desc(agents.userId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(agents).where(where);
  return { rows, total: total?.n ?? 0 };
}
