// Help requests: a player opens a ticket (topic, subject, first message, optional screenshot), follows
// it and replies, which reopens it; operators answer, which marks it answered (and acknowledged) and
// sends the player a station letter with the answer, acknowledge a complaint, and close it. Screenshots are checked and re-encoded like ID photos
// and shown to their owner and operators only.
import type {
  AdminSupportTicket,
  AdminSupportTicketDetail,
  SupportMessage,
  SupportStatus,
  SupportTicket,
  SupportTicketDetail,
  SupportTopic,
} from '@hall/contracts/support';
import type { Locale } from '@hall/contracts/locale';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { FileStore } from '../../lib/file-store';
import { decodePhoto, reencodeImage } from '../../lib/id-photo';
import { release, tryReserve, type Limit } from '../../lib/rate-limit';
import { serialNumber } from '../../lib/serial-number';
import { translate, type MessageKey } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { operatorNames, writeAudit } from '../operator/service';
import type { JobQueue } from '../jobs/queue';
import { sendPlayerLetter } from '../letters/service';
import { acknowledgementLetter, deadlinesFor, queueDeadlines } from './deadlines';
import {
  attachmentOf,
  findOwnTicket,
  findTicket,
  insertMessage,
  markAcknowledged,
  insertTicket,
  messagesOf,
  ownTicketsPage,
  setTicketStatus,
  ticketsPage,
  type MessageRow,
  type TicketRow,
} from './repo';

export interface SupportDeps {
  db: Db;
  store: EphemeralStore;
  files: FileStore;
  jobs: JobQueue;
  /** SITE_TIME_ZONE: the calendar of working days and months that deadlines are counted in. */
  zone: string;
}

/** Tickets a player may open per hour, and messages (replies) a player may add per hour. */
export const TICKETS_PER_HOUR = 5;
export const MESSAGES_PER_HOUR = 30;
/** Screenshots are kept at the size ID photos are: text on a phone's screen stays readable. */
const SCREENSHOT_LONGEST_SIDE = 2000;
/** The player site's page of one ticket, linked from the letter that carries an answer. */
const ticketPage = (id: number) => `/user/support/${id}`;

const ticketLimit = (userId: number): Limit => ({
  key: `support-ticket:${userId}`,
  max: TICKETS_PER_HOUR,
  windowSeconds: 3600,
});
const messageLimit = (userId: number): Limit => ({
  key: `support-message:${userId}`,
  max: MESSAGES_PER_HOUR,
  windowSeconds: 3600,
});

/**
 * Runs `work` on one of the limit's tries, refused with 429 (and how long to wait) when none is left.
 * A request that fails (a refused picture, a ticket that is not the player's) gives its try back.
 */
async function withinLimit<T>(store: EphemeralStore, limit: Limit, message: MessageKey, work: () => Promise<T>) {
  const reservation = await tryReserve(store, limit);
  if (!reservation.granted) {
    const seconds = reservation.retryAfterSeconds;
    throw new AppError(
      429,
      'too_many_requests',
      message,
      { max: limit.max, minutes: Math.ceil(seconds / 60) },
      { retryAfterSeconds: seconds },
    );
  }
  try {
    return await work();
  } catch (error) {
    await release(store, limit);
    throw error;
  }
}

/** The screenshot checked by its content, re-encoded without metadata and stored; null without one. */
async function storeScreenshot(files: FileStore, attachment: string | undefined): Promise<string | null> {
  if (attachment === undefined) return null;
  const jpeg = await reencodeImage(decodePhoto(attachment), SCREENSHOT_LONGEST_SIDE);
  return files.put(jpeg, 'jpg');
}

const toTicket = (row: TicketRow): SupportTicket => ({
  id: row.id,
  ticketSn: row.ticketSn,
  topic: row.topic,
  subject: row.subject,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  dueAt: row.dueAt?.toISOString() ?? null,
  escalatedAt: row.escalatedAt?.toISOString() ?? null,
  ackDueAt: row.ackDueAt?.toISOString() ?? null,
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  ackEscalatedAt: row.ackEscalatedAt?.toISOString() ?? null,
});

const toMessage = (row: MessageRow): SupportMessage => ({
  id: row.id,
  fromSupport: row.operatorId !== null,
  body: row.body,
  hasAttachment: row.attachmentFile !== null,
  createdAt: row.createdAt.toISOString(),
});

async function playerDetail(db: Executor, ticket: TicketRow): Promise<SupportTicketDetail> {
  return { ...toTicket(ticket), messages: (await messagesOf(db, ticket.id)).map(toMessage) };
}

// ---------------------------------------------------------------------------------------------
// The player

export async function createTicket(
  deps: SupportDeps,
  userId: number,
  input: { topic: SupportTopic; subject: string; message: string; attachment?: string | undefined },
) {
  return withinLimit(deps.store, ticketLimit(userId), 'support.too_many_tickets', async () => {
    const attachmentFile = await storeScreenshot(deps.files, input.attachment);
    const ticket = await inTransaction(deps.db, async (tx) => {
      const now = new Date();
      const row = await insertTicket(tx, {
        ticketSn: serialNumber('S'),
        userId,
        topic: input.topic,
        subject: input.subject,
        // Complaints and data requests carry deadlines, counted from the time the ticket shows as made;
        // the jobs queued with the ticket escalate them then.
        createdAt: now,
        ...deadlinesFor(input.topic, now, deps.zone),
      });
      await insertMessage(tx, { ticketId: row.id, body: input.message, attachmentFile });
      await queueDeadlines(tx, deps.jobs, row);
      return row;
    });
    return playerDetail(deps.db, ticket);
  });
}

export async function listOwnTickets(
  db: Executor,
  userId: number,
  query: { page: number; pageSize: number; status?: SupportStatus | undefined },
) {
  const { rows, total } = await ownTicketsPage(db, userId, query);
  return { list: rows.map(toTicket), total, page: query.page, pageSize: query.pageSize };
}

export async function getOwnTicket(db: Executor, userId: number, id: number) {
  const ticket = await findOwnTicket(db, userId, id);
  if (!ticket) throw AppError.notFound();
  return playerDetail(db, ticket);
}

/** The player's message on their ticket; a ticket that was answered or closed is open again. */
export async function replyAsPlayer(
  deps: SupportDeps,
  userId: number,
  input: { id: number; message: string; attachment?: string | undefined },
) {
  return withinLimit(deps.store, messageLimit(userId), 'support.too_many_replies', async () => {
    // Looked up first so that someone else's ticket costs no picture work; the update checks again.
    if (!(await findOwnTicket(deps.db, userId, input.id))) throw AppError.notFound();
    const attachmentFile = await storeScreenshot(deps.files, input.attachment);
    const ticket = await inTransaction(deps.db, async (tx) => {
      const row = await setTicketStatus(tx, input.id, 'open', userId);
      if (!row) throw AppError.notFound();
      await insertMessage(tx, { ticketId: row.id, body: input.message, attachmentFile });
      return row;
    });
    return playerDetail(deps.db, ticket);
  });
}

export async function closeOwnTicket(db: Executor, userId: number, id: number) {
  const ticket = await setTicketStatus(db, id, 'closed', userId);
  if (!ticket) throw AppError.notFound();
  return playerDetail(db, ticket);
}

/** A screenshot as a data: URL, for its ticket's player (`userId`) or, without one, an operator. */
export async function screenshot(db: Executor, files: FileStore, messageId: number, userId?: number) {
  const file = await attachmentOf(db, messageId, userId);
  if (!file) throw AppError.notFound();
  return { image: `data:image/jpeg;base64,${(await files.get(file)).toString('base64')}` };
}

// ---------------------------------------------------------------------------------------------
// The back office

type Actor = { operatorId: number; ip: string };

const toAdminTicket = (row: TicketRow, account: string): AdminSupportTicket => ({
  ...toTicket(row),
  userId: row.userId,
  account,
});

export async function adminListTickets(
  db: Executor,
  query: {
    page: number;
    pageSize: number;
    status?: SupportStatus | undefined;
    account?: string | undefined;
    escalated?: boolean | undefined;
    ackEscalated?: boolean | undefined;
  },
) {
  const { rows, total } = await ticketsPage(db, query);
  return {
    list: rows.map((r) => toAdminTicket(r.t, r.account)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function adminGetTicket(db: Executor, id: number): Promise<AdminSupportTicketDetail> {
  const found = await findTicket(db, id);
  if (!found) throw AppError.notFound();
  const rows = await messagesOf(db, id);
  const names = await operatorNames(
    db,
    rows.map((m) => m.operatorId),
  );
  return {
    ...toAdminTicket(found.t, found.account),
    locale: found.locale,
    messages: rows.map((m) => ({
      ...toMessage(m),
      operator: m.operatorId === null ? null : (names.get(m.operatorId) ?? null),
    })),
  };
}

/** The letter carrying an answer: the answer as typed (line breaks kept) and the way to the ticket. */
function answerLetter(ticket: TicketRow, answer: string) {
  const text = escapeHtml(answer).replace(/\r?\n/g, '<br>');
  return (locale: Locale) => ({
    title: translate(locale, 'support.letter_title', { sn: ticket.ticketSn }),
    body:
      `<p>${text}</p>` +
      `<p><a href="${ticketPage(ticket.id)}">${escapeHtml(translate(locale, 'support.letter_link'))}</a></p>`,
  });
}

/**
 * An operator's answer: the ticket waits for the player now, who also gets it as a station letter.
 * The first answer acknowledges the ticket (a complaint's acknowledgement deadline is met by it).
 */
export async function adminReply(db: Db, input: { id: number; message: string }, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const found = await findTicket(tx, input.id, { lock: true });
    if (!found) throw AppError.notFound();
    await markAcknowledged(tx, input.id);
    const ticket = (await setTicketStatus(tx, input.id, 'answered'))!;
    const message = await insertMessage(tx, { ticketId: ticket.id, operatorId: actor.operatorId, body: input.message });
    const letter = await sendPlayerLetter(tx, ticket.userId, answerLetter(ticket, input.message));
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'support.reply',
      targetType: 'support_ticket',
      targetId: ticket.id,
      before: { status: found.t.status },
      after: { status: ticket.status, messageId: message.id, letterId: letter.id },
      ip: actor.ip,
    });
  });
  return adminGetTicket(db, input.id);
}

/**
 * Acknowledges an open complaint without answering it yet: its acknowledgement deadline is met and
 * the player is told by letter that customer service has it and by when it should be resolved.
 * Refused for a ticket with no acknowledgement deadline, one acknowledged already, or a closed one.
 */
export async function adminAcknowledge(db: Db, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const found = await findTicket(tx, id, { lock: true });
    if (!found) throw AppError.notFound();
    const ticket = found.t.status === 'closed' ? undefined : await markAcknowledged(tx, id, { onlyWithDeadline: true });
    if (!ticket) throw new AppError(409, 'acknowledge_refused', 'support.acknowledge_refused');
    const letter = await sendPlayerLetter(tx, ticket.userId, acknowledgementLetter(ticket));
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'support.acknowledge',
      targetType: 'support_ticket',
      targetId: id,
      before: { acknowledgedAt: null },
      after: { acknowledgedAt: ticket.acknowledgedAt!.toISOString(), letterId: letter.id },
      ip: actor.ip,
    });
  });
  return adminGetTicket(db, id);
}

export async function adminCloseTicket(db: Db, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const found = await findTicket(tx, id, { lock: true });
    if (!found) throw AppError.notFound();
    await setTicketStatus(tx, id, 'closed');
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'support.close',
      targetType: 'support_ticket',
      targetId: id,
      before: { status: found.t.status },
      after: { status: 'closed' },
      ip: actor.ip,
    });
  });
  return adminGetTicket(db, id);
}
