// Agents: players approved to run a network of subordinates. Their code is what new players enter
// (or follow in an invite link) at registration. A player applies (pending); an operator approves
// with a rebate rate or rejects with a reason; an approved agent may be suspended and restored.
import { sql } from 'drizzle-orm';
import { pgTable, pgEnum, bigint, varchar, timestamp, integer, check, primaryKey, index } from 'drizzle-orm/pg-core';
import { users } from './user';

export const agentStatus = pgEnum('agent_status', ['pending', 'approved', 'rejected']);

export const agents = pgTable(
  'agents',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull().unique(),
    status: agentStatus('status').notNull().default('pending'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The agent's rebate on its subtree's bets, in basis points (100 = 1 %). */
    rebateRateBp: integer('rebate_rate_bp').notNull().default(0),
    /** Set while an operator has suspended the agent: its code, team pages and transfers stop. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The operator who reviewed it; null when an agent promoted its own subordinate. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  },
  (t) => [
    check('agents_rebate_rate_check', sql`${t.rebateRateBp} between 0 and 10000`),
    index('agents_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What an agent may take back from a subordinate: the net of its transfers to that member. Kept
 * beside the ledger (which holds the movements) so a take-back locks one row instead of summing
 * the pair's history; it never goes below zero, so an agent can never take a player's own money.
 */
export const agentCredits = pgTable(
  'agent_credits',
  {
    agentUserId: bigint('agent_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: bigint('member_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outstanding: bigint('outstanding', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.agentUserId, t.memberUserId] }),
    check('agent_credits_outstanding_check', sql`${t.outstanding} >= 0`),
  ],
);
