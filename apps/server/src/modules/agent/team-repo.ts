// The agent's team as lists show it (the member list, the back office's agents with their team sizes):
// a read model over the user tree, the users, the agents and their credits and the wallets, in one
// query per page (scripts/check-table-owners.mjs, READ_MODELS).
import { and, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { agentCredits, agents } from '../../db/schema/agent';
import { users, userTree } from '../../db/schema/user';
import { escapeLike } from '../../db/filters';
import { walletBalanceOf } from '../ledger/wallet-columns';

/** An agent that may run its team now: approved and not suspended. */
const active = and(eq(agents.status, 'approved'), isNull(agents.suspendedAt));

const parent = alias(users, 'parent');

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
