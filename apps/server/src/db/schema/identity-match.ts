// An account whose identity (e-mail, ID number, bank card, name with date of birth, or phone) is that of a player
// who excluded themselves: kept for operators, who see it on the KYC review and the player page.
import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

export const identityMatches = pgTable(
  'identity_matches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account that gave the identity. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The self-excluded player it matched. */
    excludedUserId: bigint('excluded_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `email`, `id_number`, `card`, `name_birth` or `phone`. */
    field: varchar('field', { length: 16 }).notNull(),
    /** `refused` (the address, ID number or card was not taken) or `flagged` (taken, for review). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_matches_key').on(t.userId, t.excludedUserId, t.field),
    index('identity_matches_excluded_idx').on(t.excludedUserId),
  ],
);
