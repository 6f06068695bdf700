// An agent's subordinates: listing the subtree, creating player accounts under the agent, and
// promoting a direct subordinate to sub-agent. A member outside the caller's subtree is not found,
// with the same 404 as a user that does not exist.
import type { SubMember, SubMemberCreateRequest } from '@hall/contracts/agent';
import type { Db, Executor } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { hashPassword } from '../../lib/passwords';
import { consume } from '../../lib/rate-limit';
import { placeholderEmail } from '../user/email-claim';
import { openAccount } from '../user/open-account';
import { checkRateFits, insertWithFreshCode, percent, requireActiveAgent } from './application';
import { depthFromRoot } from '../user/agent-tree';
import { findApprovedAgentByCode, lockAgent, lockDirectMember, updateAgent } from './repo';
import { memberPage } from './team-repo';

/** Accounts one agent may create in an hour. */
export const MEMBERS_PER_HOUR = 50;

/**
 * The agent a new player joins under for a registration code: refused when no active agent has the
 * code, or when the agent's tree is already as deep as the site allows.
 */
export async function parentForCode(db: Executor, code: string, maxDepth: number): Promise<number> {
  const agent = await findApprovedAgentByCode(db, code);
  if (!agent) throw new AppError(400, 'agent_code_unknown', 'auth.agent_code_unknown');
  await checkRoomBelow(db, agent.userId, maxDepth);
  return agent.userId;
}

async function checkRoomBelow(db: Executor, userId: number, maxDepth: number) {
  if ((await depthFromRoot(db, userId)) + 1 > maxDepth) throw new AppError(400, 'agent_tree_full', 'agent.tree_full');
}

function toMember(row: Awaited<ReturnType<typeof memberPage>>['rows'][number]): SubMember {
  const isAgent = row.agentStatus === 'approved';
  return {
    userId: row.userId,
    account: row.account,
    depth: row.depth,
    parentAccount: row.parentAccount,
    rebateRateBp: isAgent ? row.rebateRateBp : null,
    isAgent,
    balance: String(row.balance ?? 0n),
    takeBackLimit: String(row.depth === 1 ? (row.takeBackLimit ?? 0n) : 0n),
    registeredAt: row.registeredAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listMembers(
  db: Executor,
  agentUserId: number,
  input: {
    page: number;
    pageSize: number;
    account?: string | undefined;
    scope: 'direct' | 'all';
    userId?: number | undefined;
  },
  options: { asOperator?: boolean } = {},
) {
  // An operator may look into any agent's tree, whatever its state.
  if (!options.asOperator) await requireActiveAgent(db, agentUserId);
  // One named member is looked for on every level of the subtree, by the same query as the page.
  const one = input.userId !== undefined;
  const { rows, total } = await memberPage(
    db,
    agentUserId,
    { direct: !one && input.scope === 'direct', account: input.account, memberId: input.userId },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  // Someone else's member, or no such user: the same 404.
  if (one && total === 0) throw AppError.notFound();
  return { list: rows.map(toMember), total, page: input.page, pageSize: input.pageSize };
}

/** One member of the caller's subtree, or the 404 a stranger's member gets too. */
export async function findMember(db: Executor, agentUserId: number, memberId: number): Promise<SubMember> {
  const { rows } = await memberPage(db, agentUserId, { direct: false, memberId }, { limit: 1, offset: 0 });
  if (!rows[0]) throw AppError.notFound();
  return toMember(rows[0]);
}

/**
 * A player account under the agent. The agent chose its password, so the player must choose its
 * own at first sign-in; without an e-mail it gets an address that can never receive mail. An
 * address the agent typed is unproven: it names no account at sign-in until the member confirms it
 * with a code, and its owner's own registration takes it back.
 */
export async function createMember(
  deps: { db: Db; store: EphemeralStore },
  agentUserId: number,
  input: SubMemberCreateRequest,
  maxDepth: number,
) {
  const { db } = deps;
  await requireActiveAgent(db, agentUserId);
  // Accounts cost nothing to make: a stolen agent session must not mint thousands of them.
  await consume(deps.store, { key: `agent-create:${agentUserId}`, max: MEMBERS_PER_HOUR, windowSeconds: 3600 });
  await checkRoomBelow(db, agentUserId, maxDepth);
  const email = input.email?.trim().toLowerCase() ?? placeholderEmail('member');
  const passwordHash = await hashPassword(input.password);
  try {
    const userId = await inTransaction(db, async (tx) => {
      const user = await openAccount(tx, {
        account: input.account,
        email,
        passwordHash,
        parentId: agentUserId,
        passwordChangeRequired: true,
        emailVerifiedAt: null,
      });
      return user.id;
    });
    return findMember(db, agentUserId, userId);
  } catch (error) {
    // Two creations racing for one name: the unique index decides.
    if (pgErrorCode(error) === '23505') throw new AppError(409, 'account_taken', 'auth.account_taken');
    throw error;
  }
}

/** A direct subordinate becomes a sub-agent, at a rate no higher than the caller's own. */
export async function promoteMember(
  db: Db,
  agentUserId: number,
  input: { userId: number; rebateRateBp: number },
  maxDepth: number,
) {
  return inTransaction(db, async (tx) => {
    // The caller's row before the member's, as every rate change locks them (lockAgentUnderParent):
    // the caller's rate checked below cannot then be lowered before this commits.
    await lockAgent(tx, agentUserId);
    const me = await requireActiveAgent(tx, agentUserId);
    // The member's agent row is found (and locked) through the caller's closure rows: someone else's
    // member is not found, like a user that does not exist.
    const member = await lockDirectMember(tx, agentUserId, input.userId);
    if (!member) throw AppError.notFound();
    if (input.rebateRateBp > me.rebateRateBp)
      throw new AppError(400, 'rate_above_parent', 'agent.rate_above_parent', { max: percent(me.rebateRateBp) });
    // A member at the deepest level could never have members of its own.
    await checkRoomBelow(tx, input.userId, maxDepth);
    if (member.status === 'approved') throw new AppError(409, 'agent_already', 'agent.already_agent');
    const reviewed = { status: 'approved' as const, rebateRateBp: input.rebateRateBp, reviewedAt: new Date() };
    if (member.status !== null)
      await updateAgent(tx, input.userId, { ...reviewed, rejectReason: null, reviewedBy: null });
    else if (!(await insertWithFreshCode(tx, { userId: input.userId, ...reviewed })))
      throw new AppError(409, 'agent_already', 'agent.already_agent');
    return findMember(tx, agentUserId, input.userId);
  });
}

/** A direct sub-agent's rate: at most the caller's, at least the rates of the sub-agents below it. */
export async function setMemberRate(db: Db, agentUserId: number, input: { userId: number; rebateRateBp: number }) {
  return inTransaction(db, async (tx) => {
    // The caller is the member's parent: its row first, then the member's (lockAgentUnderParent).
    await lockAgent(tx, agentUserId);
    await requireActiveAgent(tx, agentUserId);
    const member = await lockDirectMember(tx, agentUserId, input.userId);
    if (!member) throw AppError.notFound();
    if (member.status !== 'approved') throw new AppError(400, 'member_not_agent', 'agent.member_not_agent');
    await checkRateFits(tx, input.userId, input.rebateRateBp);
    await updateAgent(tx, input.userId, { rebateRateBp: input.rebateRateBp });
    return findMember(tx, agentUserId, input.userId);
  });
}
