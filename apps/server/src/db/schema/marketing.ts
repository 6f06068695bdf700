// Marketing consent: whether a player wants marketing (letters to everyone or to a segment, and any
// other campaign) at all. No row means no: consent is asked, never presumed, in every country the
// site serves (see modules/marketing/service.ts for why). And the player's objections to the use of
// their data for marketing and profiling.
import { bigint, boolean, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operator';
import { users } from './user';

export const marketingConsents = pgTable('marketing_consents', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consented: boolean('consented').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a player objects to (the privacy notice's right to restrict the use of data or object to it):
 * marketing, profiling, or both. No row means no objection. Set by the player or, on the player's
 * request, by customer service (`operatorId`, with the reason in the audit log).
 */
export const dataUseObjections = pgTable('data_use_objections', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketing: boolean('marketing').notNull().default(false),
  profiling: boolean('profiling').notNull().default(false),
  /** The operator who recorded the last change on the player's request; null when the player made it. */
  operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
