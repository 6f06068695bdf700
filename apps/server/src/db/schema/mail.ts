// Every e-mail the site sends, kept as an outbox: delivered over SMTP when configured, otherwise
// shown on the development mailbox page so the site works with no mail server at all. Bodies carry
// sign-up and reset codes: they are kept sealed, and only while the mail may still be delivered.
import { pgTable, pgEnum, bigint, varchar, text, timestamp, index } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed', 'sandbox']);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Clear bodies of mail queued by earlier versions; dropped once the mail is sent or given up. */
    text: text('text'),
    html: text('html'),
    /**
     * `{ text, html }` sealed with the data-at-rest key: kept while the mail waits for delivery, and for
     * sandbox mail, which the development mailbox delivers; null once sent or given up.
     */
    bodySealed: text('body_sealed'),
    status: mailStatus('status').notNull().default('pending'),
    error: varchar('error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
