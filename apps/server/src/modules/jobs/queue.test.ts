// The job queue on its own: one job per key, retries with backoff, a permanent failure after the
// last try, a job whose worker died claimed again once its lease ran out, and (on PostgreSQL) many
// workers side by side running every job exactly once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/database';
import { createJobQueue, type JobHandler } from './queue';
import { claimJobs, jobQueueStats, markDone, pruneDoneJobs } from './repo';

const quiet = {
  warn: () => {},
  error: () => {},
  info: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.dispose());

let kinds = 0;
/** A queue with one handler of a kind no other test uses. */
function queueWith(handler: JobHandler) {
  const kind = `test-${++kinds}`;
  const queue = createJobQueue(testDb.database.db, { leaseSeconds: 60, pollMs: 1000 }, quiet);
  queue.register(kind, handler);
  return { queue, kind };
}

const row = async (id: number) => (await testDb.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Seconds until the job is due. */
async function dueIn(id: number): Promise<number> {
  const result = await testDb.database.db.execute(
    sql`select extract(epoch from run_at - now())::float as wait from jobs where id = ${id}`,
  );
  return Number((result as unknown as { rows: Array<{ wait: number }> }).rows[0]!.wait);
}

/** As if the backoff had passed. */
const makeDue = (id: number) =>
  testDb.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('the job queue', () => {
  it('keeps one job per dedupe key and runs it once', async () => {
    const ran: unknown[] = [];
    const { queue, kind } = queueWith({ run: async (job) => void ran.push(job.payload) });
    const a = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:x`, payload: { n: 1 } });
    const b = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:x`, payload: { n: 2 } });
    expect(b).toEqual({ id: a.id, created: false });
    expect(await queue.runDueJobs()).toBe(1);
    expect(await queue.runDueJobs()).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await row(a.id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job later, with a growing delay, until it succeeds', async () => {
    let calls = 0;
    const { queue, kind } = queueWith({
      backoffSeconds: 30,
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`smtp down ${calls}`);
      },
    });
    const { id } = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:1`, maxAttempts: 5 });
    await queue.runDueJobs();
    const first = await row(id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, lastError: 'smtp down 1' });
    // Not due yet: nothing runs until the backoff has passed.
    expect(await queue.runDueJobs()).toBe(0);
    const wait1 = await dueIn(id);
    expect(wait1).toBeGreaterThan(20);

    await makeDue(id);
    await queue.runDueJobs();
    const wait2 = await dueIn(id);
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 2, lastError: 'smtp down 2' });
    expect(wait2).toBeGreaterThan(wait1);

    await makeDue(id);
    await queue.runDueJobs();
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('fails a job for good after its last try and runs its failure step once', async () => {
    const failed: string[] = [];
    const { queue, kind } = queueWith({
      run: async () => {
        throw new Error('always');
      },
      onFailed: async (_tx, job, error) => void failed.push(`${job.id}:${error}`),
    });
    const { id } = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:1`, maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await queue.runDueJobs();
    }
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'always' });
    await makeDue(id);
    expect(await queue.runDueJobs()).toBe(0);
    expect(failed).toEqual([`${id}:always`]);
    expect(await jobQueueStats(testDb.database.db)).toContainEqual({ kind, queued: 0, running: 0, failed: 1 });
  });

  it('claims a job again once the lease of a worker that died has run out', async () => {
    const ran: number[] = [];
    const { queue, kind } = queueWith({ run: async (job) => void ran.push(job.attempts) });
    const { id } = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:1` });
    // A worker claims the job and dies without a word.
    const [dead] = await claimJobs(testDb.database.db, { kinds: [kind], limit: 1, leaseSeconds: 60 });
    expect(dead!.id).toBe(id);
    expect(await jobQueueStats(testDb.database.db)).toContainEqual({ kind, queued: 0, running: 1, failed: 0 });
    // Inside the lease nobody else takes it.
    expect(await queue.runDueJobs()).toBe(0);
    await testDb.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await queue.runDueJobs()).toBe(1);
    expect(ran).toEqual([2]);
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2 });
    // The dead worker's late word changes nothing: its claim is no longer the job's.
    expect(await markDone(testDb.database.db, dead!)).toBe(false);
  });

  it('gives a job that lost its worker on every try no further run', async () => {
    const ran: number[] = [];
    const failed: number[] = [];
    const { queue, kind } = queueWith({
      run: async (job) => void ran.push(job.id),
      onFailed: async (_tx, job) => void failed.push(job.id),
    });
    const { id } = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:1`, maxAttempts: 2 });
    for (let i = 0; i < 2; i++) {
      await claimJobs(testDb.database.db, { kinds: [kind], limit: 1, leaseSeconds: 60 });
      await testDb.database.db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id));
    }
    await queue.runDueJobs();
    expect(ran).toEqual([]);
    expect(failed).toEqual([id]);
    expect(await row(id)).toMatchObject({ state: 'failed' });
  });

  it('forgets finished jobs after a week and keeps failed ones', async () => {
    const { queue, kind } = queueWith({ run: async () => {} });
    const done = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:done` });
    const recent = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:recent` });
    await queue.runDueJobs();
    const failed = await queue.enqueue(testDb.database.db, { kind, dedupeKey: `${kind}:failed` });
    await testDb.database.db
      .update(jobs)
      .set({ state: 'failed', finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, failed.id));
    await testDb.database.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, done.id));
    await pruneDoneJobs(testDb.database.db, 7);
    const left = await testDb.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind));
    expect(left.map((j) => j.id).sort()).toEqual([recent.id, failed.id].sort());
  });
});

describe.runIf(testEngine() === 'postgres')('the job queue under concurrency', () => {
  it('runs each of 300 jobs exactly once with 8 workers claiming side by side', async () => {
    const kind = `test-race-${++kinds}`;
    const runs = new Map<number, number>();
    const handler: JobHandler = {
      run: async (job) => {
        runs.set(Number(job.payload.n), (runs.get(Number(job.payload.n)) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      },
    };
    const workers = Array.from({ length: 8 }, () => {
      const queue = createJobQueue(testDb.database.db, { leaseSeconds: 60, pollMs: 1000, concurrency: 3 }, quiet);
      queue.register(kind, handler);
      return queue;
    });
    const db = testDb.database.db;
    await db
      .insert(jobs)
      .values(Array.from({ length: 300 }, (_, n) => ({ kind, dedupeKey: `${kind}:${n}`, payload: { n } })));
    const ran = await Promise.all(workers.map((w) => w.runDueJobs()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(300);
    expect(runs.size).toBe(300);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    // The work was shared, not done by one worker while the others waited.
    expect(ran.filter((n) => n > 0).length).toBeGreaterThan(1);
    const [left] = await jobQueueStats(db).then((s) => s.filter((k) => k.kind === kind));
    expect(left).toBeUndefined();
  }, 60_000);
});
