// The durable job queue: background work (payouts and their status checks, mail, gateway notices)
// is a row here, claimed by any server process with FOR UPDATE SKIP LOCKED under a lease, so a
// crash or a dead worker loses nothing: the row is claimed again once its lease runs out.
import { sql } from 'drizzle-orm';
import { pgTable, pgEnum, bigint, integer, varchar, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

export const jobState = pgEnum('job_state', ['queued', 'running', 'done', 'failed']);

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Idempotency: enqueuing the same key twice makes one job. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull().unique(),
    state: jobState('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Not claimed before this time (first run, or the backoff after a failed attempt). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease. A job still running after it is taken to have lost its worker. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 80 }),
    lastError: varchar('last_error', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_kind_state_idx').on(t.kind, t.state),
  ],
);
