// Complaints: a help request on the `complaint` topic carries the terms' deadline (resolved within
// COMPLAINT_RESOLVE_DAYS). A durable job queued with it, due at the deadline, escalates one still
// unresolved: the back office sees it marked (and can list only those) and the player is told by
// letter that a manager has it and where to turn if still not satisfied.
import { COMPLAINT_RESOLVE_DAYS } from '@hall/contracts/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate } from '../../i18n/translate';
import type { JobHandler, JobQueue } from '../jobs/queue';
import { sendPlayerLetter } from '../station/service';
import { findTicket, markEscalated, type TicketRow } from './repo';

export const COMPLAINT_DEADLINE_JOB = 'support.complaint_deadline';

const DAY_MS = 86_400_000;

/** The deadline of a complaint made at `now`. */
export const complaintDeadline = (now: Date) => new Date(now.getTime() + COMPLAINT_RESOLVE_DAYS * DAY_MS);

/** Queues the escalation check at the deadline, in the transaction that makes the complaint. */
export async function queueDeadline(db: Executor, jobs: JobQueue, ticket: TicketRow) {
  const delaySeconds = Math.max(0, Math.ceil((ticket.dueAt!.getTime() - Date.now()) / 1000));
  await jobs.enqueue(db, {
    kind: COMPLAINT_DEADLINE_JOB,
    payload: { ticketId: ticket.id },
    dedupeKey: `complaint-deadline:${ticket.id}`,
    delaySeconds,
  });
}

/** Escalates the complaint if its deadline has passed; otherwise how many ms are left. */
async function escalateIfDue(db: Db, ticketId: number, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const found = await findTicket(tx, ticketId, { lock: true });
    if (!found?.t.dueAt) return 0;
    const waitMs = found.t.dueAt.getTime() - now.getTime();
    if (waitMs > 0) return waitMs;
    const ticket = await markEscalated(tx, ticketId);
    // Closed in time, or escalated by an earlier run: nothing more to do.
    if (!ticket) return 0;
    await sendPlayerLetter(tx, ticket.userId, (locale) => ({
      title: translate(locale, 'support.complaint_escalated_title', { sn: ticket.ticketSn }),
      body:
        translate(locale, 'support.complaint_escalated_body', { sn: ticket.ticketSn, days: COMPLAINT_RESOLVE_DAYS }) +
        `<p><a href="/user/support/${ticket.id}">${translate(locale, 'support.letter_link')}</a></p>`,
    }));
    log.warn({ ticketId, ticketSn: ticket.ticketSn }, 'complaint passed its deadline unresolved: escalated');
    return 0;
  });
}

export function complaintDeadlineHandler(db: Db, log: FastifyBaseLogger): JobHandler {
  return {
    async run(job) {
      const waitMs = await escalateIfDue(db, Number(job.payload.ticketId), log);
      if (waitMs > 0) return { againInSeconds: Math.ceil(waitMs / 1000) };
    },
  };
}
