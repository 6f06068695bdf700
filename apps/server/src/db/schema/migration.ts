// Account migrations from the second provider: one row per provider account, ever (the unique key
// is what makes "an account migrates once, whoever asks"), created before the provider is asked to
// debit the account under the row's own number, and completed once with one ledger transfer.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

export const migrationStatus = pgEnum('migration_status', ['pending', 'completed', 'failed']);

export const accountMigrations = pgTable(
  'account_migrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Our id of the migration: the provider's debit reference and the ledger's idempotency key. */
    migrationSn: varchar('migration_sn', { length: 40 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The account at the provider, lower-cased: the provider's names are case-insensitive. */
    providerAccount: varchar('provider_account', { length: 32 }).notNull(),
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** The provider account's balance, in minor units of its currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
    status: migrationStatus('status').notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('account_migrations_amount_check', sql`${t.amount} > 0 and ${t.coinAmount} > 0`),
    uniqueIndex('account_migrations_account_key').on(t.provider, t.providerAccount),
    uniqueIndex('account_migrations_request_key').on(t.userId, t.requestKey),
    index('account_migrations_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The sandbox provider's own books (development only): the debits it took, one per account, by the
 * migration number it was given, so it answers status questions across restarts as a real one would.
 */
export const sandboxProviderDebits = pgTable('sandbox_provider_debits', {
  account: varchar('account', { length: 32 }).primaryKey(),
  migrationSn: varchar('migration_sn', { length: 40 }).notNull().unique(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  /** done, or failed (the sandbox's account that refuses debits). */
  state: varchar('state', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
