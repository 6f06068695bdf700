// Copies of their data that players asked for: a job prepares the document (sealed at rest, as it
// holds everything about the player), the player downloads it until it expires, and then it is gone.
import { bigint, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

export const dataExportStatus = pgEnum('data_export_status', ['preparing', 'ready', 'expired']);

export const dataExports = pgTable(
  'data_exports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: dataExportStatus('status').notNull().default('preparing'),
    /** The JSON document, sealed with the card keys; null until ready and again once expired. */
    documentSealed: text('document_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
