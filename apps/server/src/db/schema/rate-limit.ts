// Rate-limit counters when no Redis is configured, in the layout rate-limiter-flexible's Drizzle
// store reads and writes (one atomic upsert per call): key, points used, end of the window.
import { pgTable, varchar, integer, timestamp, index } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
