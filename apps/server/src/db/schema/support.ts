// Help requests: a player's ticket and the messages on it, from the player or an operator.
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, timestamp, varchar, check } from 'drizzle-orm/pg-core';
import { users } from './user';
import { operators } from './operator';

export const supportTopic = pgEnum('support_topic', [
  'account',
  'deposit',
  'withdrawal',
  'game',
  'bonus',
  'verification',
  'protection',
  'other',
  'complaint',
  'data_request',
]);
/** open: waiting for the site; answered: waiting for the player; closed: done. */
export const supportStatus = pgEnum('support_status', ['open', 'answered', 'closed']);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketSn: varchar('ticket_sn', { length: 32 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    topic: supportTopic('topic').notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    status: supportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The deadline promised for it: a complaint's resolution (the terms' figure) or a data request's
     * answer (the privacy notice's month); null for other topics.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When a complaint or data request still unresolved at its deadline was escalated. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** A complaint's acknowledgement deadline (the terms' two working days); null for other topics. */
    ackDueAt: timestamp('ack_due_at', { withTimezone: true }),
    /** When an operator first answered or acknowledged it. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When a complaint not acknowledged by its acknowledgement deadline was escalated. */
    ackEscalatedAt: timestamp('ack_escalated_at', { withTimezone: true }),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => supportTickets.id),
    /** Null for the player's own messages. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    /** A re-encoded screenshot, stored outside any public path like identity photos. */
    attachmentFile: varchar('attachment_file', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_messages_body_check', sql`length(${t.body}) between 1 and 4000`),
  ],
);
