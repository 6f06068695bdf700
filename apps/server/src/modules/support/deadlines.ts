// The deadlines a help request carries, from the terms and the privacy notice: a complaint is
// acknowledged within COMPLAINT_ACK_WORKING_DAYS working days and resolved within
// COMPLAINT_RESOLVE_DAYS days; a request about the player's data is answered within
// DATA_REQUEST_ANSWER_MONTHS. Each deadline is kept on the ticket, and a durable job queued with the
// ticket, due at the deadline, escalates one still unmet: the back office sees it marked (and can list
// only those) and the player is told once by letter that a manager has it.
import { TZDate } from '@date-fns/tz';
import type { Locale } from '@hall/contracts/locale';
import {
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_RESOLVE_DAYS,
  DATA_REQUEST_ANSWER_MONTHS,
  type SupportTopic,
} from '@hall/contracts/support';
import { addMonths } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate } from '../../i18n/translate';
import { dayOf, nextDay, startOfDayIn } from '../agent/periods';
import type { JobHandler, JobQueue } from '../jobs/queue';
import { escapeHtml } from '../../lib/escape-html';
import { sendPlayerLetter } from '../letters/service';
import { findTicket, markAckEscalated, markEscalated, type TicketRow } from './repo';

/** The job that checks a deadline (its name from when complaints were the only topic with one). */
export const COMPLAINT_DEADLINE_JOB = 'support.complaint_deadline';

const DAY_MS = 86_400_000;

/**
 * The end of the `n`th working day after the day `now` falls on: working days are Monday to Friday on
 * the site's calendar, SITE_TIME_ZONE (where reports, rebates and the AML day begin and end too), and
 * a day ends at midnight there. Public holidays are not left out: the terms name none, and players
 * in several countries keep different ones. A complaint made on Monday is due at the end of
 * Wednesday; one made on Friday evening or at the weekend, at the end of Tuesday.
 */
export function afterWorkingDays(now: Date, n: number, zone: string): Date {
  let day = dayOf(now, zone);
  for (let counted = 0; counted < n;) {
    day = nextDay(day);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return startOfDayIn(nextDay(day), zone);
}

/**
 * The same time `months` calendar months later on the site's calendar; a day the month lacks is its
 * last day (31 January to the end of February), as the GDPR's "one month" is read.
 */
export function afterMonths(now: Date, months: number, zone: string): Date {
  return new Date(addMonths(new TZDate(now.getTime(), zone), months).getTime());
}

/** The deadlines a request on `topic` made at `now` carries; null where its topic promises none. */
export function deadlinesFor(topic: SupportTopic, now: Date, zone: string) {
  if (topic === 'complaint')
    return {
      dueAt: new Date(now.getTime() + COMPLAINT_RESOLVE_DAYS * DAY_MS),
      ackDueAt: afterWorkingDays(now, COMPLAINT_ACK_WORKING_DAYS, zone),
    };
  if (topic === 'data_request') return { dueAt: afterMonths(now, DATA_REQUEST_ANSWER_MONTHS, zone), ackDueAt: null };
  return { dueAt: null, ackDueAt: null };
}

/** A date every language reads the same way. */
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
const linkTo = (ticket: TicketRow, locale: Locale) =>
  `<p><a href="/user/support/${ticket.id}">${escapeHtml(translate(locale, 'support.letter_link'))}</a></p>`;

type Letter = (locale: Locale) => { title: string; body: string };

/** One kind of deadline: where the ticket keeps it, how a missed one is marked, what the player is told. */
interface Deadline {
  dedupeKey(ticketId: number): string;
  dueOf(ticket: TicketRow): Date | null;
  /** Marks the ticket escalated when the deadline is still unmet; returns it then, nothing otherwise. */
  escalate(db: Executor, ticketId: number): Promise<TicketRow | undefined>;
  letter(ticket: TicketRow): Letter;
}

export type DeadlineKind = 'resolve' | 'acknowledge';

const DEADLINES: Record<DeadlineKind, Deadline> = {
  resolve: {
    dedupeKey: (id) => `complaint-deadline:${id}`,
    dueOf: (t) => t.dueAt,
    escalate: markEscalated,
    letter: (ticket) => (locale) => {
      const sn = ticket.ticketSn;
      return ticket.topic === 'data_request'
        ? {
            title: translate(locale, 'support.data_request_escalated_title', { sn }),
            body: paragraph(translate(locale, 'support.data_request_escalated_body', { sn })) + linkTo(ticket, locale),
          }
        : {
            title: translate(locale, 'support.complaint_escalated_title', { sn }),
            body:
              translate(locale, 'support.complaint_escalated_body', { sn, days: COMPLAINT_RESOLVE_DAYS }) +
              linkTo(ticket, locale),
          };
    },
  },
  acknowledge: {
    dedupeKey: (id) => `complaint-ack-deadline:${id}`,
    dueOf: (t) => t.ackDueAt,
    escalate: markAckEscalated,
    letter: (ticket) => (locale) => ({
      title: translate(locale, 'support.complaint_ack_late_title', { sn: ticket.ticketSn }),
      body:
        paragraph(
          translate(locale, 'support.complaint_ack_late_body', {
            sn: ticket.ticketSn,
            days: COMPLAINT_ACK_WORKING_DAYS,
            date: when(ticket.dueAt!),
          }),
        ) + linkTo(ticket, locale),
    }),
  },
};

/**
 * The letter an operator's acknowledge action sends: the complaint is received and looked into, and
 * by when we aim to resolve it. A complaint is not acknowledged automatically when it is made: the
 * terms promise that someone at customer service has it within two working days, which a receipt
 * sent by the server at once would not say (the player's request page is that receipt).
 */
export function acknowledgementLetter(ticket: TicketRow): Letter {
  return (locale) => ({
    title: translate(locale, 'support.complaint_ack_title', { sn: ticket.ticketSn }),
    body:
      paragraph(translate(locale, 'support.complaint_ack_body', { sn: ticket.ticketSn, date: when(ticket.dueAt!) })) +
      linkTo(ticket, locale),
  });
}

/** Queues the check of each deadline the ticket carries, in the transaction that makes the ticket. */
export async function queueDeadlines(db: Executor, jobs: JobQueue, ticket: TicketRow) {
  for (const [kind, deadline] of Object.entries(DEADLINES) as [DeadlineKind, Deadline][]) {
    const due = deadline.dueOf(ticket);
    if (!due) continue;
    await jobs.enqueue(db, {
      kind: COMPLAINT_DEADLINE_JOB,
      // Jobs queued before acknowledgements were tracked carry no `deadline`: they check the resolution.
      payload: { ticketId: ticket.id, ...(kind === 'resolve' ? {} : { deadline: kind }) },
      dedupeKey: deadline.dedupeKey(ticket.id),
      delaySeconds: Math.max(0, Math.ceil((due.getTime() - Date.now()) / 1000)),
    });
  }
}

/** Escalates the ticket if this deadline has passed unmet; otherwise how many ms are left. */
async function escalateIfDue(
  db: Db,
  ticketId: number,
  kind: DeadlineKind,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const deadline = DEADLINES[kind];
  return inTransaction(db, async (tx) => {
    const found = await findTicket(tx, ticketId, { lock: true });
    const due = found && deadline.dueOf(found.t);
    if (!due) return 0;
    const waitMs = due.getTime() - now.getTime();
    if (waitMs > 0) return waitMs;
    const ticket = await deadline.escalate(tx, ticketId);
    // Met in time (closed, or acknowledged), or escalated by an earlier run: nothing more to do.
    if (!ticket) return 0;
    await sendPlayerLetter(tx, ticket.userId, deadline.letter(ticket));
    log.warn(
      { ticketId, ticketSn: ticket.ticketSn, topic: ticket.topic, kind },
      'help request missed a deadline: escalated',
    );
    return 0;
  });
}

export function deadlineHandler(db: Db, log: FastifyBaseLogger): JobHandler {
  return {
    async run(job) {
      const kind: DeadlineKind = job.payload.deadline === 'acknowledge' ? 'acknowledge' : 'resolve';
      const waitMs = await escalateIfDue(db, Number(job.payload.ticketId), kind, log);
      if (waitMs > 0) return { againInSeconds: Math.ceil(waitMs / 1000) };
    },
  };
}
