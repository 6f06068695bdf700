// Balance adjustments: corrections to a player's wallet made by hand, under maker/checker. One
// operator proposes (amount and reason), a different one approves, and only then does a ledger
// transfer of kind `adjustment` move the coins; a rejected proposal moves nothing.
import { sql } from 'drizzle-orm';
import { pgTable, pgEnum, bigint, boolean, varchar, timestamp, index, check } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { operators } from './operator';
import { users } from './user';

export const adjustmentStatus = pgEnum('adjustment_status', ['pending', 'approved', 'rejected']);

export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Coins added to the wallet (positive) or taken from it (negative). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /**
     * Money the player paid in by another way (a bank transfer booked by hand): it counts against the
     * player's deposit limits and is refused on a break or self-exclusion, like any deposit.
     */
    countsAsDeposit: boolean('counts_as_deposit').notNull().default(false),
    status: adjustmentStatus('status').notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected; empty for an approval. */
    decisionNote: varchar('decision_note', { length: 500 }),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    check('balance_adjustments_amount_check', sql`${t.amount} <> 0`),
    // The checker is never the maker, whatever the code above the database does; a maker may only
    // withdraw its own proposal (a rejection).
    check(
      'balance_adjustments_checker_check',
      sql`${t.status} <> 'approved' or (${t.decidedBy} is not null and ${t.decidedBy} <> ${t.proposedBy})`,
    ),
    index('balance_adjustments_status_idx').on(t.status, t.proposedAt),
    index('balance_adjustments_user_idx').on(t.userId, t.proposedAt),
  ],
);
