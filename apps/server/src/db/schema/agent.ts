// Agents: players approved to run a network of subordinates. Their code is what new players enter
// (or follow in an invite link) at registration. A player applies (pending); an operator approves
// with a rebate rate or rejects with a reason; an approved agent may be suspended and restored.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  bigint,
  varchar,
  timestamp,
  integer,
  check,
  primaryKey,
  index,
  date,
  foreignKey,
} from 'drizzle-orm/pg-core';
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

/** A settlement day whose rebates have been computed: the first settlement of a day writes it. */
export const rebatePeriods = pgTable('rebate_periods', {
  /** The calendar day in the site's time zone. */
  day: date('day', { mode: 'string' }).primaryKey(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rebateStatus = pgEnum('rebate_status', ['pending', 'paid']);

/** What one agent earned on one day: paid by the job queue as one ledger transfer `rebate:{agent}:{day}`. */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    agentUserId: bigint('agent_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => rebatePeriods.day),
    /** The agent's own rate when the day was settled. */
    rateBp: integer('rate_bp').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: rebateStatus('status').notNull().default('pending'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.agentUserId, t.day] }),
    check('agent_rebates_amount_check', sql`${t.amount} > 0 and ${t.betAmount} > 0`),
    index('agent_rebates_day_idx').on(t.day, t.status),
  ],
);

/** The members whose bets made an agent's rebate, with the share of the rate this agent kept. */
export const agentRebateLines = pgTable(
  'agent_rebate_lines',
  {
    agentUserId: bigint('agent_user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberUserId: bigint('member_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    /** This agent's rate minus the rate of the sub-agent between it and the member. */
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentUserId, t.day, t.memberUserId] }),
    foreignKey({
      columns: [t.agentUserId, t.day],
      foreignColumns: [agentRebates.agentUserId, agentRebates.day],
    }).onDelete('cascade'),
  ],
);

/** The summed figures of a closed day, as team_daily_stats and user_daily_stats both keep them. */
const daySums = () => ({
  rechargeCount: integer('recharge_count').notNull().default(0),
  rechargeAmount: bigint('recharge_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  withdrawalAmount: bigint('withdrawal_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  betCount: integer('bet_count').notNull().default(0),
  betAmount: bigint('bet_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  winAmount: bigint('win_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  rebateAmount: bigint('rebate_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  giftAmount: bigint('gift_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  transferAmount: bigint('transfer_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/** A closed day whose figures are summed into team_daily_stats, user_daily_stats and user_active_days. */
export const rollupDays = pgTable('rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One closed day's figures of every team (a root user and everyone below it), so a report over a
 * month reads thirty rows instead of the team's rounds and orders. Written once per day by the
 * settlement job (a round voided later is taken out of its bets and wins then); the days not yet
 * rolled up (today) are read from the rounds and orders directly.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    rootId: bigint('root_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => rollupDays.day),
    registrations: integer('registrations').notNull().default(0),
    ...daySums(),
  },
  (t) => [primaryKey({ columns: [t.rootId, t.day] })],
);

/**
 * One closed day's figures of each user on their own (what the user did, nobody below them), written
 * with team_daily_stats. A team is everyone below its owner, so the owner's team figures are their
 * team_daily_stats row (owner included) less this row, and a member's row in the owner's report (the
 * member and their team) is their team_daily_stats row: the rows then add up to the team. No
 * registrations column: a registration counts for the teams above the user only.
 */
export const userDailyStats = pgTable(
  'user_daily_stats',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => rollupDays.day),
    ...daySums(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Who was active (played or deposited) on a closed day: "active users" counts each person once per range. */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => rollupDays.day),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('user_active_days_day_idx').on(t.day, t.userId)],
);

/**
 * Where the team balances below were taken: every ledger entry up to `entryId` and every user up to
 * `userId` was committed when they were (see rollup.ts), so a team's balance now is its row plus the
 * entries after `entryId` on its members' wallets, and its size the row plus the members after
 * `userId`. One row, replaced with the balances.
 */
export const teamBalanceCutoffs = pgTable(
  'team_balance_cutoffs',
  {
    id: integer('id').primaryKey().default(1),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('team_balance_cutoffs_one_row', sql`${t.id} = 1`)],
);

/**
 * Each team's members (depth >= 1) and the sum of their wallets as of the cutoffs: what a report
 * would otherwise add up over the whole team on every request. Derived from the ledger and the tree
 * only, and retaken whole after each nightly rollup.
 */
export const teamBalances = pgTable('team_balances', {
  rootId: bigint('root_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  size: integer('size').notNull(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
});
