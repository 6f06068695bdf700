// A grant's expiry: a job queued with the grant, due at its end, forfeits what is still locked
// (status `expired`). A spin after the time ends it first anyway; the job makes sure an idle
// player's coins go back to the pool too, and a sweep at start-up catches any whose job was lost.
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { JobHandler, JobQueue, ClaimedJob } from '../jobs/queue';
import { endGrant, EXPIRE_JOB } from './grants';
import { dueGrants, lockGrant } from './repo';

async function expireGrant(db: Db, grantId: number, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const grant = await lockGrant(tx, grantId);
    if (!grant || grant.status !== 'active') return 0;
    const waitMs = grant.expiresAt.getTime() - now.getTime();
    if (waitMs > 0) return waitMs;
    await endGrant(tx, grant, 'expired', now);
    return 0;
  });
}

export function expiryJobHandler(db: Db): JobHandler {
  return {
    async run(job: ClaimedJob) {
      const waitMs = await expireGrant(db, Number(job.payload.grantId));
      if (waitMs > 0) return { againInSeconds: Math.ceil(waitMs / 1000) };
    },
  };
}

/** Queues the expiry of every grant already past its time (a no-op for those queued). */
export async function sweepExpired(db: Db, jobs: JobQueue) {
  for (const { id } of await dueGrants(db, new Date()))
    await jobs.enqueue(db, { kind: EXPIRE_JOB, payload: { grantId: id }, dedupeKey: `bonus-expire:${id}` });
}

export { EXPIRE_JOB };
