// Sign-in with another provider: which provider account is linked to which player.
import { bigint, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

/** Accounts at Google or Line linked to a player, by the provider's stable subject id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);
