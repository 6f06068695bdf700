// Crypto deposit addresses: one per player and chain family (Bitcoin, EVM, TRON), derived from the
// family's extended public key at a stored index, so the same address comes back every time and a
// watcher's report names its owner through the unique address.
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from './operator';
import { users } from './user';

export const chainFamily = pgEnum('chain_family', ['btc', 'evm', 'tron']);

export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    family: chainFamily('family').notNull(),
    /** The non-hardened child index below the family's extended public key. */
    derivationIndex: integer('derivation_index').notNull(),
    /** Which key tree: the configured xpub's fingerprint, or `sandbox`. */
    keyId: varchar('key_id', { length: 16 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.family, t.keyId] }),
    uniqueIndex('crypto_addresses_address_key').on(t.family, t.address),
    uniqueIndex('crypto_addresses_index_key').on(t.family, t.keyId, t.derivationIndex),
  ],
);

export const cryptoDepositStatus = pgEnum('crypto_deposit_status', [
  'pending',
  'credited',
  'below_minimum',
  'dropped',
  'held',
  'rejected',
]);

/**
 * Transfers to players' addresses as the chain watcher reports them, one row per (network,
 * transaction, output or log index): confirmations rise until the coin's number, when the deposit
 * is credited once (kind `deposit`, with the rate it was converted at); a reorg before that drops
 * it; an amount under the minimum is recorded and not credited. One the ledger cannot take (worth
 * more coins than the wallet can hold) is `held` with its reason until operators settle it: a credit
 * one proposes and another approves, or a rejection with a note (refunded off-chain, say).
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: varchar('network', { length: 16 }).notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    txid: varchar('txid', { length: 100 }).notNull(),
    outputIndex: integer('output_index').notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** In the coin's smallest unit; numeric because 20 ETH in wei is past a 64-bit integer. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    status: cryptoDepositStatus('status').notNull().default('pending'),
    /** JPY per whole coin × 10^8 at crediting. */
    jpyRate: bigint('jpy_rate', { mode: 'bigint' }),
    coinAmount: bigint('coin_amount', { mode: 'bigint' }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** Why a `held` deposit waits for operators (`too_large`, `excluded`, `deposit_limit`). */
    holdReason: varchar('hold_reason', { length: 32 }),
    /** A credit in coins one operator proposed for a held deposit, waiting for a second to approve. */
    proposedCoins: bigint('proposed_coins', { mode: 'bigint' }),
    proposedBy: bigint('proposed_by', { mode: 'number' }).references(() => operators.id),
    /** The operators' note: the proposal's, then the decision's (what was refunded, and how). */
    note: varchar('note', { length: 500 }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => operators.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crypto_deposits_transfer_key').on(t.network, t.txid, t.outputIndex),
    index('crypto_deposits_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The sandbox chain (development only): test transfers to players' addresses and each network's
 * height, so confirmations can be mined by hand and watched like a real chain's.
 */
export const sandboxChainTransfers = pgTable('sandbox_chain_transfers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  network: varchar('network', { length: 16 }).notNull(),
  coin: varchar('coin', { length: 8 }).notNull(),
  txid: varchar('txid', { length: 100 }).notNull().unique(),
  address: varchar('address', { length: 128 }).notNull(),
  amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
  /** The height of the block it was mined in. */
  block: integer('block').notNull(),
  removed: boolean('removed').notNull().default(false),
  /** Set on a send of the sandbox custody (a withdrawal leaving): one transfer per withdrawal. */
  withdrawalSn: varchar('withdrawal_sn', { length: 40 }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxChainHeights = pgTable('sandbox_chain_heights', {
  network: varchar('network', { length: 16 }).primaryKey(),
  height: integer('height').notNull(),
});
