// Crypto deposit addresses: one per player and chain family (Bitcoin, EVM, TRON), derived from the
// family's extended public key at a stored index, so the same address comes back every time and a
// watcher's report names its owner through the unique address.
import { bigint, integer, pgEnum, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
