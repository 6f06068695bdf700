// The player desk's own table: the notes operators keep on a player.
import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from './operator';
import { users } from './user';

/** Notes the desk keeps on a player (never shown to the player): who wrote what, when. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    text: varchar('text', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.createdAt)],
);
