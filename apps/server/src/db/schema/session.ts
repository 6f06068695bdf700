// Players' sign-in sessions: an opaque token's hash, its idle and absolute expiry, and the device.
import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sessionColumns } from './columns';
import { users } from './user';

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...sessionColumns(),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
