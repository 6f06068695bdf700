// Agents: players approved to run a network of subordinates. Their code is what new players enter
// (or follow in an invite link) at registration.
import { pgTable, pgEnum, bigint, varchar, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

export const agentStatus = pgEnum('agent_status', ['pending', 'approved', 'rejected']);

export const agents = pgTable('agents', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 16 }).notNull().unique(),
  status: agentStatus('status').notNull().default('pending'),
  rejectReason: varchar('reject_reason', { length: 500 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
