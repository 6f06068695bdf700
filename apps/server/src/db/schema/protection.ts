// Player protection the player sets: breaks and self-exclusions (never ended early: rows are only
// ever added), deposit limits with their cooling-off, and the history operators read.
import { bigint, index, pgEnum, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

export const exclusionKind = pgEnum('exclusion_kind', ['timeout', 'self_exclusion']);
export const limitPeriod = pgEnum('limit_period', ['day', 'week', 'month']);
/** What a limit caps: coins deposited, or net loss at play (bets less wins). */
export const limitKind = pgEnum('limit_kind', ['deposit', 'loss']);

export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: exclusionKind('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_exclusions_user_idx').on(t.userId, t.startsAt)],
);

export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: limitKind('kind').notNull().default('deposit'),
    period: limitPeriod('period').notNull(),
    /** The limit in force, in coins; null when none. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** A raise or removal waiting out its cooling-off (pendingFrom null: nothing pending). */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protection_events_user_idx').on(t.userId, t.createdAt)],
);
