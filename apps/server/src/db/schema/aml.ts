// Anti-money-laundering flags: a rule a player's money crossed, waiting for an operator's review.
// While a player has an open flag and no approved identity check, withdrawals wait for it; while one
// is reported, withdrawals wait for the second decision whatever the identity check says.
import { bigint, index, jsonb, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';
import { operators } from './operator';

export const amlRule = pgEnum('aml_rule', ['single_deposit', 'daily_deposit', 'daily_withdraw', 'low_turnover']);
/**
 * open: waiting; cleared: reviewed, nothing wrong; reported: passed on as suspicious, withdrawals held;
 * then released (the hold lifted) or account_closed (the account closed), a second operator decision.
 */
export const amlStatus = pgEnum('aml_status', ['open', 'cleared', 'reported', 'released', 'account_closed']);

export const amlFlags = pgTable(
  'aml_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    rule: amlRule('rule').notNull(),
    /** The day (site time zone) or the reference it was raised for: one flag per rule and key. */
    flagKey: varchar('flag_key', { length: 80 }).notNull(),
    /** The coins that crossed the threshold, and the threshold then. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    detail: jsonb('detail'),
    status: amlStatus('status').notNull().default('open'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: varchar('note', { length: 500 }),
    /** The second decision on a reported flag: who lifted the hold or closed the account, when, why. */
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => operators.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: varchar('resolution_note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aml_flags_once_key').on(t.userId, t.rule, t.flagKey),
    index('aml_flags_status_idx').on(t.status, t.createdAt),
    index('aml_flags_user_idx').on(t.userId),
  ],
);
