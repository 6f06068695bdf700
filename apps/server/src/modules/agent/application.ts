// Becoming an agent (SPEC.md section 4 "Agent application"): a player applies, an operator approves
// with a rebate rate or rejects with a reason, and may later change the rate or suspend the agent.
// Every operator decision is audit-logged in the transaction that makes it.
import { randomInt } from 'node:crypto';
import type { AgentApplyStatus, AgentCodeResponse } from '@hall/contracts/agent';
import type { Db, Executor, Tx } from '../../db/client';
import type { agents } from '../../db/schema/agent';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../operator/service';
import { sendAgentDecisionLetter } from './decision-letters';
import {
  findAgent,
  highestSubAgentRate,
  insertAgent,
  lockAgent,
  parentAgent,
  updateAgent,
  type AgentRow,
} from './repo';
import { adminAgentPage } from './team-repo';

// Crockford's base32 without the letters people misread (I, L, O, U): a code is read aloud and
// typed from paper. Eight of them give 32^8 ≈ 10^12 codes, drawn at random, never from the id.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;

export function drawAgentCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Inserts an agent row under a fresh random code, drawing again in the unlikely case the code is
 * taken; nothing when the user has a row already (a parallel request made it first).
 */
export async function insertWithFreshCode(db: Executor, values: Omit<typeof agents.$inferInsert, 'code'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertAgent(db, { ...values, code: drawAgentCode() });
    if (row) return row;
    if (await findAgent(db, values.userId)) return undefined;
  }
  throw new Error('could not draw a free agent code in five tries');
}

export function statusOf(row: AgentRow | undefined): AgentApplyStatus['status'] {
  if (!row) return 'none';
  if (row.status === 'approved' && row.suspendedAt) return 'suspended';
  return row.status;
}

function statusView(row: AgentRow | undefined): AgentApplyStatus {
  return {
    status: statusOf(row),
    reason: row?.status === 'rejected' ? row.rejectReason : null,
    appliedAt: row?.createdAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

export async function applicationStatus(db: Executor, userId: number) {
  return statusView(await findAgent(db, userId));
}

/** Applies, or applies again after a rejection; an open or approved application is not duplicated. */
export async function apply(db: Db, userId: number): Promise<AgentApplyStatus> {
  return inTransaction(db, async (tx) => {
    const existing = await lockAgent(tx, userId);
    if (!existing) {
      // Two parallel first applications: the primary key lets one in, the other is told it applied.
      const row = await insertWithFreshCode(tx, { userId, status: 'pending' });
      if (!row) throw new AppError(409, 'agent_applied', 'agent.already_applied');
      return statusView(row);
    }
    if (existing.status !== 'rejected') throw new AppError(409, 'agent_applied', 'agent.already_applied');
    return statusView(
      await updateAgent(tx, userId, { status: 'pending', rejectReason: null, reviewedAt: null, createdAt: new Date() }),
    );
  });
}

/** The agent's code and invite link; only an active agent has one to share. */
export async function agentCode(db: Executor, userId: number, publicUrl: string): Promise<AgentCodeResponse> {
  const row = await requireActiveAgent(db, userId);
  const url = new URL('/', publicUrl);
  url.searchParams.set('agentCode', row.code);
  return { code: row.code, inviteUrl: url.toString(), rebateRateBp: row.rebateRateBp };
}

/** The caller's agent row when it may run a team now; otherwise the refusal the agent pages show. */
export async function requireActiveAgent(db: Executor, userId: number): Promise<AgentRow> {
  const row = await findAgent(db, userId);
  const status = statusOf(row);
  if (status === 'suspended') throw new AppError(403, 'agent_suspended', 'agent.suspended');
  if (status !== 'approved') throw new AppError(403, 'not_agent', 'agent.not_agent');
  return row!;
}

/** A rate in basis points as people read it: 150 → "1.5%". */
export const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * A rate fits between the agent above (a sub-agent never earns more than its parent agent) and the
 * sub-agents below (whose rates the difference model subtracts from this one).
 */
export async function checkRateFits(db: Executor, userId: number, rate: number) {
  const above = await parentAgent(db, userId);
  if (above && above.status === 'approved' && rate > above.rebateRateBp)
    throw new AppError(400, 'rate_above_parent', 'agent.rate_above_parent', { max: percent(above.rebateRateBp) });
  const below = await highestSubAgentRate(db, userId);
  if (rate < below)
    throw new AppError(400, 'rate_below_subagents', 'agent.rate_below_subagents', { min: percent(below) });
}

/**
 * Locks the agent above a user (when there is one), then the user's agent row. checkRateFits reads
 * the rates of both neighbouring levels, so a change that lowers a parent and one that raises its
 * sub-agent must queue: otherwise each passes its check against the other's old rate and the
 * sub-agent ends above its parent. Every rate change locks this way, always down the tree, so two
 * of them never wait on each other in a circle.
 */
export async function lockAgentUnderParent(tx: Tx, userId: number): Promise<AgentRow | undefined> {
  const above = await parentAgent(tx, userId);
  if (above) await lockAgent(tx, above.userId);
  return lockAgent(tx, userId);
}

interface Actor {
  operatorId: number;
  ip: string;
}

type Review =
  { userId: number; approve: true; rebateRateBp: number } | { userId: number; approve: false; reason: string };

export async function review(db: Db, input: Review, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const row = await lockAgentUnderParent(tx, input.userId);
    if (!row) throw AppError.notFound();
    if (row.status !== 'pending') throw new AppError(409, 'agent_reviewed', 'agent.reviewed');
    const reviewed = { reviewedAt: new Date(), reviewedBy: actor.operatorId };
    let after: AgentRow;
    if (input.approve) {
      await checkRateFits(tx, input.userId, input.rebateRateBp);
      after = await updateAgent(tx, input.userId, {
        status: 'approved',
        rebateRateBp: input.rebateRateBp,
        ...reviewed,
      });
    } else {
      after = await updateAgent(tx, input.userId, { status: 'rejected', rejectReason: input.reason, ...reviewed });
    }
    await sendAgentDecisionLetter(
      tx,
      input.userId,
      input.approve ? { kind: 'approved', rateBp: input.rebateRateBp } : { kind: 'rejected', reason: input.reason },
    );
    await audit(tx, actor, input.approve ? 'agent.approve' : 'agent.reject', row, after);
    return adminAgent(tx, after.userId);
  });
}

export async function updateByOperator(
  db: Db,
  input: { userId: number; rebateRateBp?: number | undefined; suspended?: boolean | undefined },
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const row = await lockAgentUnderParent(tx, input.userId);
    if (!row || row.status !== 'approved') throw AppError.notFound();
    const changes: Partial<AgentRow> = {};
    if (input.rebateRateBp !== undefined && input.rebateRateBp !== row.rebateRateBp) {
      await checkRateFits(tx, input.userId, input.rebateRateBp);
      changes.rebateRateBp = input.rebateRateBp;
    }
    if (input.suspended !== undefined && input.suspended !== (row.suspendedAt !== null))
      changes.suspendedAt = input.suspended ? new Date() : null;
    if (Object.keys(changes).length > 0) {
      const after = await updateAgent(tx, input.userId, changes);
      if (changes.rebateRateBp !== undefined)
        await sendAgentDecisionLetter(tx, input.userId, {
          kind: 'rate',
          rateBp: changes.rebateRateBp,
          beforeBp: row.rebateRateBp,
        });
      if (changes.suspendedAt !== undefined)
        await sendAgentDecisionLetter(tx, input.userId, { kind: changes.suspendedAt ? 'suspended' : 'restored' });
      await audit(tx, actor, 'agent.update', row, after);
    }
    return adminAgent(tx, input.userId);
  });
}

async function audit(tx: Tx, actor: Actor, action: string, before: AgentRow, after: AgentRow) {
  const summary = (r: AgentRow) => ({ status: statusOf(r), rebateRateBp: r.rebateRateBp, reason: r.rejectReason });
  await writeAudit(tx, {
    operatorId: actor.operatorId,
    action,
    targetType: 'agent',
    targetId: before.userId,
    before: summary(before),
    after: summary(after),
    ip: actor.ip,
  });
}

type AdminRow = Awaited<ReturnType<typeof adminAgentPage>>['rows'][number];

function adminView({ agent, account, parentAccount, teamSize }: AdminRow) {
  return {
    userId: agent.userId,
    account,
    code: agent.code,
    status: statusOf(agent),
    rebateRateBp: agent.rebateRateBp,
    reason: agent.rejectReason,
    parentAccount,
    teamSize,
    appliedAt: agent.createdAt.toISOString(),
    reviewedAt: agent.reviewedAt?.toISOString() ?? null,
  };
}

async function adminAgent(db: Executor, userId: number) {
  const { rows } = await adminAgentPage(db, { userId }, { limit: 1, offset: 0 });
  return adminView(rows[0]!);
}

export async function adminList(
  db: Executor,
  input: { status?: 'pending' | 'approved' | 'rejected' | 'suspended' | undefined; page: number; pageSize: number },
) {
  const { rows, total } = await adminAgentPage(
    db,
    { status: input.status },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return { list: rows.map(adminView), total, page: input.page, pageSize: input.pageSize };
}

/** Whether the user has an agent row, whatever its status: a letter to a segment may name an agent's team. */
export async function isAgent(db: Executor, userId: number): Promise<boolean> {
  return (await findAgent(db, userId)) !== undefined;
}
