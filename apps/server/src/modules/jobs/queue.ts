// The durable job queue every server process runs: handlers are registered by kind, jobs are rows
// (enqueued in the caller's transaction, so work and the change that asks for it commit together),
// and a worker loop claims due ones. A job runs at least once; handlers are idempotent, so a job
// run again after a crash or an expired lease changes nothing the first run finished.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  claimJobs,
  enqueueJob,
  markDone,
  markFailed,
  markRetry,
  pruneDoneJobs,
  type ClaimedJob,
  type NewJob,
} from './repo';

// Other modules reach this module's tables through these, never through its repository.
export { enqueueJob, findJob, findJobs, requeueJob, type ClaimedJob } from './repo';

/** A handler's answer: nothing when finished, or "not yet, look again in this many seconds". */
export type JobResult = void | { againInSeconds: number };

export interface JobHandler {
  run(job: ClaimedJob): Promise<JobResult>;
  /** Runs in the transaction that marks the job failed for good, to undo or park what it stood for. */
  onFailed?(tx: Tx, job: ClaimedJob, error: string): Promise<void>;
  /** First retry delay; each further one doubles, up to maxBackoffSeconds. */
  backoffSeconds?: number;
  maxBackoffSeconds?: number;
}

export type RunOutcome = 'done' | 'retry' | 'failed' | 'not_claimed';

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  enqueue(db: Executor, job: NewJob): Promise<{ id: number; created: boolean }>;
  /**
   * Waits for the jobs this process is running, then runs every job due now (and any they make
   * due) until none is left; returns how many ran. What tests call instead of waiting for a poll.
   */
  runDueJobs(): Promise<number>;
  /** Claims one queued job at once, whatever its time, and runs it here (a request's fast path). */
  runNow(id: number): Promise<RunOutcome>;
  /** Looks for due jobs soon instead of at the next poll. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the jobs this process is running. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  leaseSeconds: number;
  pollMs: number;
  /** Jobs one process runs side by side. */
  concurrency?: number;
}

const PRUNE_EVERY_MS = 3_600_000;
const KEEP_DONE_DAYS = 7;

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'error';

export function backoffSeconds(handler: JobHandler, attempts: number): number {
  const base = handler.backoffSeconds ?? 5;
  const cap = handler.maxBackoffSeconds ?? 900;
  const delay = Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  // Jitter, so jobs that failed together (an outage) do not all come back in the same second.
  return Math.ceil(delay * (1 + Math.random() * 0.2));
}

export function createJobQueue(db: Db, options: JobQueueOptions, log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<unknown>>();
  const concurrency = options.concurrency ?? 4;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let ticking = false;
  let prunedAt = 0;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  async function fail(job: ClaimedJob, handler: JobHandler, error: string) {
    await inTransaction(db, async (tx) => {
      if (await markFailed(tx, job, error)) await handler.onFailed?.(tx, job, error);
    });
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error }, 'job failed for good');
  }

  async function execute(job: ClaimedJob): Promise<RunOutcome> {
    const handler = handlers.get(job.kind)!;
    // More claims than tries: it died with its worker every time, so it is not run again.
    if (job.attempts > job.maxAttempts) {
      await fail(job, handler, 'lease expired on every attempt');
      return 'failed';
    }
    let result: JobResult;
    try {
      result = await handler.run(job);
    } catch (err) {
      const error = message(err);
      if (job.attempts >= job.maxAttempts) {
        await fail(job, handler, error);
        return 'failed';
      }
      const delay = backoffSeconds(handler, job.attempts);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, delay, error }, 'job failed, will retry');
      await markRetry(db, job, delay, error);
      return 'retry';
    }
    if (result && 'againInSeconds' in result) {
      await markRetry(db, job, Math.max(1, result.againInSeconds), null, false);
      return 'retry';
    }
    await markDone(db, job);
    return 'done';
  }

  async function runOne(job: ClaimedJob): Promise<RunOutcome> {
    try {
      return await execute(job);
    } catch (err) {
      // The queue's own write failed (database gone): the lease brings the job back.
      log.error({ err, jobId: job.id, kind: job.kind }, 'job bookkeeping failed');
      return 'retry';
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await claimJobs(db, {
        kinds: [...handlers.keys()],
        limit: concurrency,
        leaseSeconds: options.leaseSeconds,
      });
      if (batch.length === 0) return ran;
      await Promise.all(batch.map((job) => track(runOne(job))));
      ran += batch.length;
      if (stopped) return ran;
    }
  }

  const settle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  async function runDueJobs(): Promise<number> {
    let total = 0;
    for (;;) {
      await settle();
      const ran = await runDue();
      total += ran;
      if (ran === 0 && inFlight.size === 0) return total;
    }
  }

  function schedule(ms: number) {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    if (ticking || stopped) return;
    ticking = true;
    try {
      await track(runDue());
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneDoneJobs(db, KEEP_DONE_DAYS);
      }
    } catch (err) {
      log.error({ err }, 'job worker could not claim jobs');
    } finally {
      ticking = false;
      schedule(options.pollMs);
    }
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
      handlers.set(kind, handler);
    },
    enqueue: (executor, job) => enqueueJob(executor, job),
    runDueJobs,
    async runNow(id) {
      if (stopped) return 'not_claimed';
      const [job] = await claimJobs(db, {
        kinds: [...handlers.keys()],
        limit: 1,
        leaseSeconds: options.leaseSeconds,
        id,
      });
      if (!job) return 'not_claimed';
      return track(runOne(job));
    },
    wake() {
      if (!ticking) schedule(0);
    },
    start() {
      // A process may serve requests only and leave the background to others.
      if (started || options.pollMs === 0) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await settle();
    },
  };
}
