// Queries on help requests. Every player-side query names the player in its own WHERE clause, so
// another player's ticket or screenshot simply matches nothing (and is answered like a missing one).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '@hall/contracts/support';
import type { Executor } from '../../db/client';
import { ERASED } from '../../lib/erased';
import { supportMessages, supportTickets } from '../../db/schema/support';
import { accountIs, accountOf, localeOf } from '../user/account-columns';

const tickets = supportTickets;
const messages = supportMessages;

export type TicketRow = typeof tickets.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function insertMessage(db: Executor, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** The ticket when it is this player's; nothing otherwise. */
export async function findOwnTicket(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)));
  return row;
}

/** Any ticket with its player's account and language, locked for the change an operator makes. */
export async function findTicket(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ t: tickets, account: accountOf(tickets.userId), locale: localeOf(tickets.userId) })
    .from(tickets)
    .where(eq(tickets.id, id));
  const [row] = options.lock ? await query.for('update', { of: tickets }) : await query;
  return row;
}

/**
 * Sets a ticket's status and marks it changed now; with `userId`, only when the ticket is that
 * player's. Returns the changed ticket, or nothing when none matched.
 */
export async function setTicketStatus(db: Executor, id: number, status: SupportStatus, userId?: number) {
  const [row] = await db
    .update(tickets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(tickets.id, id), userId === undefined ? undefined : eq(tickets.userId, userId)))
    .returning();
  return row;
}

/** The conversation, oldest first. */
export async function messagesOf(db: Executor, ticketId: number) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.ticketId, ticketId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The stored screenshot of a message; with `userId`, only when the message is on that player's ticket. */
export async function attachmentOf(db: Executor, messageId: number, userId?: number) {
  const [row] = await db
    .select({ file: messages.attachmentFile })
    .from(messages)
    .innerJoin(tickets, eq(tickets.id, messages.ticketId))
    .where(
      and(
        eq(messages.id, messageId),
        isNotNull(messages.attachmentFile),
        userId === undefined ? undefined : eq(tickets.userId, userId),
      ),
    );
  return row?.file ?? undefined;
}

interface PageQuery {
  page: number;
  pageSize: number;
}

/** The player's own tickets, last changed first. */
export async function ownTicketsPage(
  db: Executor,
  userId: number,
  query: PageQuery & { status?: SupportStatus | undefined },
) {
  const where = and(eq(tickets.userId, userId), query.status ? eq(tickets.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The back office's queue: open tickets longest waiting first, any other view last changed first. */
export async function ticketsPage(
  db: Executor,
  query: PageQuery & {
    status?: SupportStatus | undefined;
    account?: string | undefined;
    escalated?: boolean | undefined;
    ackEscalated?: boolean | undefined;
  },
) {
  const where: SQL | undefined = and(
    query.status ? eq(tickets.status, query.status) : undefined,
    query.escalated ? isNotNull(tickets.escalatedAt) : undefined,
    query.ackEscalated ? isNotNull(tickets.ackEscalatedAt) : undefined,
    query.account ? accountIs(tickets.userId, query.account) : undefined,
  );
  const order =
    query.status === 'open' ? [asc(tickets.updatedAt), asc(tickets.id)] : [desc(tickets.updatedAt), desc(tickets.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: tickets, account: accountOf(tickets.userId) })
      .from(tickets)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Marks a ticket escalated when it is still unresolved (not closed) and not escalated yet; returns
 * it then, nothing otherwise. The caller holds the ticket's lock.
 */
export async function markEscalated(db: Executor, id: number) {
  const [row] = await db
    .update(tickets)
    .set({ escalatedAt: sql`now()` })
    .where(and(eq(tickets.id, id), ne(tickets.status, 'closed'), isNull(tickets.escalatedAt)))
    .returning();
  return row;
}

/**
 * Marks a complaint's missed acknowledgement escalated when it is still open, unacknowledged and not
 * escalated for it yet; returns it then, nothing otherwise. The caller holds the ticket's lock.
 */
export async function markAckEscalated(db: Executor, id: number) {
  const [row] = await db
    .update(tickets)
    .set({ ackEscalatedAt: sql`now()` })
    .where(
      and(
        eq(tickets.id, id),
        ne(tickets.status, 'closed'),
        isNull(tickets.acknowledgedAt),
        isNull(tickets.ackEscalatedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Records the first acknowledgement of a ticket (an operator's first answer, or the acknowledge
 * action); with `onlyWithDeadline`, only of one that carries an acknowledgement deadline. Returns the
 * ticket when this was its first, nothing when it had been acknowledged already (or has no deadline).
 */
export async function markAcknowledged(db: Executor, id: number, options: { onlyWithDeadline?: boolean } = {}) {
  const [row] = await db
    .update(tickets)
    .set({ acknowledgedAt: sql`now()` })
    .where(
      and(
        eq(tickets.id, id),
        isNull(tickets.acknowledgedAt),
        options.onlyWithDeadline ? isNotNull(tickets.ackDueAt) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The stored screenshot files of the player's help requests (deleted after the erasure commits). */
export async function screenshotsOf(db: Executor, userId: number) {
  const rows = await db
    .select({ file: supportMessages.attachmentFile })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportTickets.userId, userId), isNotNull(supportMessages.attachmentFile)));
  return rows.map((row) => row.file!);
}

/** Replaces the player's help requests' subjects and messages and forgets their screenshots (privacy's erasure). */
export async function eraseTicketsOf(db: Executor, userId: number) {
  const tickets = db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, userId));
  await db
    .update(supportMessages)
    .set({ body: ERASED, attachmentFile: null })
    .where(inArray(supportMessages.ticketId, tickets));
  await db.update(supportTickets).set({ subject: ERASED }).where(eq(supportTickets.userId, userId));
}
