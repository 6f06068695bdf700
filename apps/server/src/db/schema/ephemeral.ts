// Short-lived keys (captcha answers, e-mail codes, rate-limit counters) when no Redis is configured.
import { pgTable, varchar, text, timestamp, index } from 'drizzle-orm/pg-core';

export const ephemeral = pgTable(
  'ephemeral',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ephemeral_expires_idx').on(t.expiresAt)],
);
