// Marketing consent: whether a player wants marketing (letters to everyone or to a segment, and any
// other campaign) at all. No row means no: consent is asked, never presumed, in every country the
// site serves (see modules/marketing/service.ts for why).
import { bigint, boolean, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

export const marketingConsents = pgTable('marketing_consents', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consented: boolean('consented').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
