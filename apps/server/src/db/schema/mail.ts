// Every e-mail the site sends, kept as an outbox: delivered over SMTP when configured, otherwise
// shown on the development mailbox page so the site works with no mail server at all.
import { pgTable, pgEnum, bigint, varchar, text, timestamp, index } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed', 'sandbox']);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    error: varchar('error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
