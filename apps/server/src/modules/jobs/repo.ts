// Queries of the job queue. A job is claimed by one statement (FOR UPDATE SKIP LOCKED, so concurrent
// workers never take the same row) that also sets its lease; every later write names the claim
// token, so a worker whose lease ran out and was claimed again cannot overwrite the new run's state.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobKindStats } from '../../plugins/metrics';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Enqueuing a key that exists already is a no-op: the first job stands. */
  dedupeKey: string;
  maxAttempts?: number;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This claim included. */
  attempts: number;
  maxAttempts: number;
  claim: string;
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Adds a job (in the caller's transaction, when given one); returns its id and whether it is new. */
export async function enqueueJob(db: Executor, job: NewJob): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey,
      maxAttempts: job.maxAttempts ?? 10,
      runAt: sql`now() + make_interval(secs => ${job.delaySeconds ?? 0})`,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, job.dedupeKey));
  return { id: existing!.id, created: false };
}

type RawClaim = { id: string | number; kind: string; payload: unknown; attempts: number; max_attempts: number };

/**
 * Claims up to `limit` due jobs of the given kinds: queued ones whose time has come, and running
 * ones whose lease has run out (their worker died). With `id`, claims that one queued job whatever
 * its time, for a caller that wants it run at once.
 */
export async function claimJobs(
  db: Executor,
  options: { kinds: string[]; limit: number; leaseSeconds: number; id?: number },
): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0) return [];
  const claim = randomUUID();
  const kinds = sql.join(
    options.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const due =
    options.id === undefined
      ? sql`((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))`
      : sql`(id = ${options.id} and state = 'queued')`;
  const claimed = await rows<RawClaim>(
    db,
    sql`with next as (
          select id from jobs
          where kind in (${kinds}) and ${due}
          order by run_at, id
          limit ${options.limit}
          for update skip locked
        )
        update jobs set state = 'running', attempts = jobs.attempts + 1, locked_by = ${claim},
          locked_until = now() + make_interval(secs => ${options.leaseSeconds}), updated_at = now()
        from next where jobs.id = next.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts`,
  );
  return claimed.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    claim,
  }));
}

const ours = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, job.claim));

export async function markDone(db: Executor, job: ClaimedJob): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ state: 'done', lockedUntil: null, lastError: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ours(job))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** Back to the queue after `delaySeconds`; `countAttempt: false` gives back the try (a "not yet"). */
export async function markRetry(
  db: Executor,
  job: ClaimedJob,
  delaySeconds: number,
  error: string | null,
  countAttempt = true,
): Promise<boolean> {
  const again = await db
    .update(jobs)
    .set({
      state: 'queued',
      lockedUntil: null,
      lastError: error?.slice(0, 1000) ?? null,
      runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      attempts: countAttempt ? sql`${jobs.attempts}` : sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(ours(job))
    .returning({ id: jobs.id });
  return again.length > 0;
}

export async function markFailed(db: Executor, job: ClaimedJob, error: string): Promise<boolean> {
  const failed = await db
    .update(jobs)
    .set({
      state: 'failed',
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(ours(job))
    .returning({ id: jobs.id });
  return failed.length > 0;
}

/** Forgets finished jobs after a while; failed ones stay for an operator to read. */
export async function pruneDoneJobs(db: Executor, olderThanDays: number): Promise<void> {
  await db.execute(
    sql`delete from jobs where state = 'done' and finished_at < now() - make_interval(days => ${olderThanDays})`,
  );
}

/** The jobs of these keys (one query for a page of withdrawals, say). */
export async function findJobs(db: Executor, dedupeKeys: string[]) {
  if (dedupeKeys.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.dedupeKey, dedupeKeys));
}

/**
 * An operator's "try again": a queued job (waiting out its backoff) or a failed one (out of tries)
 * is due now with its tries counted afresh. A running or finished job is left alone (undefined).
 * Returns the job as it was, for the audit row.
 */
export async function requeueJob(db: Executor, dedupeKey: string) {
  const [before] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).for('update');
  if (!before || (before.state !== 'queued' && before.state !== 'failed')) return undefined;
  await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
    .where(eq(jobs.id, before.id));
  return before;
}

export async function findJob(db: Executor, dedupeKey: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
  return row;
}

/** Queue depth and failures by kind, for the metrics endpoint. */
export async function jobQueueStats(db: Executor): Promise<JobKindStats[]> {
  return db
    .select({
      kind: jobs.kind,
      queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(ne(jobs.state, 'done'))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}
