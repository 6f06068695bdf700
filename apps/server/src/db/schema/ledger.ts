// The double-entry ledger. Every movement of coins is one transfer from a debit account (whose
// balance goes down) to a credit account (whose balance goes up), with one entry on each side.
// Balances are derived state kept next to the entries for speed; `ledger:verify` recomputes them.
// Nothing here is ever updated except account balances, nor deleted: corrections are new transfers.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  bigint,
  boolean,
  varchar,
  timestamp,
  jsonb,
  index,
  uniqueIndex,
  check,
  integer,
} from 'drizzle-orm/pg-core';
import { users } from './user';

export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'user_wallet',
  'house',
  'payment_clearing',
  'payout_clearing',
  'withdrawal_hold',
  'bonus_pool',
  'migration_clearing',
  'user_bonus',
]);

export const transferKind = pgEnum('transfer_kind', [
  'deposit',
  'deposit_refund',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'fee',
  'bet',
  'win',
  'agent_transfer',
  'rebate',
  'bonus',
  'adjustment',
  'migration',
  'bonus_release',
  'bonus_forfeit',
  'round_void',
]);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** A stable name for system accounts (`house`, `clearing:sandbox`); null for wallets. */
    code: varchar('code', { length: 64 }).unique(),
    kind: ledgerAccountKind('kind').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id),
    currency: varchar('currency', { length: 8 }).notNull().default('COIN'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database itself refuses a negative balance on accounts that may not go below zero.
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_wallet_key')
      .on(t.ownerUserId, t.kind, t.currency)
      .where(sql`${t.ownerUserId} is not null`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: transferKind('kind').notNull(),
    /** What the transfer belongs to: `order:…`, `withdrawal:…`, `round:…`. */
    reference: varchar('reference', { length: 100 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 150 }).notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_reference_idx').on(t.reference),
    // One day's transfers of a kind (bonuses and agent transfers in the daily team figures).
    index('ledger_transfers_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed change: negative on the debit side, positive on the credit side. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_arithmetic_check', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * The scheduled runs of the ledger check (the same verification as `ledger:verify`): when each ran,
 * whether the ledger agreed with itself, and what did not. Operators read the latest on the
 * dashboard; a failed run also writes the audit log.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ok: boolean('ok').notNull(),
    /** What disagreed, one line each (the first LEDGER_CHECK_PROBLEMS_KEPT); empty when ok. */
    problems: jsonb('problems').$type<string[]>().notNull(),
    /** How many problems there were in all, the ones not kept included. */
    problemCount: integer('problem_count').notNull(),
    accounts: bigint('accounts', { mode: 'number' }).notNull(),
    transfers: bigint('transfers', { mode: 'number' }).notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_checks_finished_idx').on(t.finishedAt)],
);
