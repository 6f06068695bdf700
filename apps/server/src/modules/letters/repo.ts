// Queries on station letters. Every player-side query names the player in its own WHERE clause
// (the letter is theirs, lists them among its segment's recipients, or is to everyone, has arrived, and they have not deleted it), so another
// player's letter id simply matches nothing.
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import {
  stationLetterDrafts,
  stationLetterRecipients,
  stationLetterStates,
  stationLetters,
} from '../../db/schema/content';
import { noteLetters } from '../../db/live-notes';
import { marketingAllowed, profilingAllowed } from '../marketing/service';

const letters = stationLetters;
const states = stationLetterStates;
const recipients = stationLetterRecipients;

/** Joins each letter with this player's state of it (if any). */
const stateOf = (userId: number) => and(eq(states.letterId, letters.id), eq(states.userId, userId));

/**
 * Letters this player may see: theirs, their segment's or everyone's, arrived, not expired, not
 * deleted by them. Letters to everyone or to a segment are marketing: they show only while the player
 * consents and is not on a break or excluded (checked as the inbox is read, so a player who excludes
 * themselves or opts out stops seeing those already sent). A segment's letter chose its players by
 * profiling: it shows only while the player does not object to that, checked the same way.
 */
function visibleTo(userId: number): SQL {
  return and(
    or(
      eq(letters.recipientId, userId),
      and(
        isNull(letters.recipientId),
        marketingAllowed(userId),
        or(
          isNull(letters.segment),
          and(
            profilingAllowed(userId),
            sql`exists (select 1 from ${recipients} where ${recipients.letterId} = ${letters.id} and ${recipients.userId} = ${userId})`,
          ),
        ),
      ),
    ),
    lte(letters.publishAt, sql`now()`),
    or(isNull(letters.unpublishAt), gt(letters.unpublishAt, sql`now()`)),
    isNull(states.deletedAt),
  )!;
}

export type InboxRow = { letter: typeof letters.$inferSelect; readAt: Date | null };

export async function inboxPage(
  db: Executor,
  userId: number,
  options: { unreadOnly: boolean; page: number; pageSize: number },
) {
  const where = and(visibleTo(userId), options.unreadOnly ? isNull(states.readAt) : undefined);
  const rows: InboxRow[] = await db
    .select({ letter: letters, readAt: states.readAt })
    .from(letters)
    .leftJoin(states, stateOf(userId))
    .where(where)
    // Unread first, then newest first.
    .orderBy(sql`${states.readAt} is null desc`, desc(letters.publishAt), desc(letters.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ n: count() }).from(letters).leftJoin(states, stateOf(userId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisible(db: Executor, userId: number, id: number): Promise<InboxRow | undefined> {
  const [row] = await db
    .select({ letter: letters, readAt: states.readAt })
    .from(letters)
    .leftJoin(states, stateOf(userId))
    .where(and(eq(letters.id, id), visibleTo(userId)));
  return row;
}

export async function unreadCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(letters)
    .leftJoin(states, stateOf(userId))
    .where(and(visibleTo(userId), isNull(states.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks letters read (`read`) or deleted (`delete`) for one player: the letters are chosen by
 * `visibleTo` in the same statement that writes the state, and a letter already read keeps its
 * first read time. Returns the ids written.
 */
export async function markLetters(db: Executor, userId: number, mark: 'read' | 'delete', where: SQL) {
  const chosen = db
    .select({
      letterId: letters.id,
      userId: sql<number>`${userId}::bigint`.as('user_id'),
      readAt: (mark === 'read' ? sql<Date>`now()` : sql<Date | null>`${states.readAt}`).as('read_at'),
      deletedAt: (mark === 'delete' ? sql<Date>`now()` : sql<Date | null>`null`).as('deleted_at'),
    })
    .from(letters)
    .leftJoin(states, stateOf(userId))
    .where(and(visibleTo(userId), where));
  const rows = await db
    .insert(states)
    .select(chosen)
    .onConflictDoUpdate({
      target: [states.letterId, states.userId],
      set:
        mark === 'read'
          ? { readAt: sql`coalesce(${states.readAt}, excluded.read_at)` }
          : { deletedAt: sql`excluded.deleted_at` },
    })
    .returning({ letterId: states.letterId });
  if (rows.length > 0) noteLetters(db, userId);
  return rows.map((r) => r.letterId);
}

export const letterIs = (id: number) => eq(letters.id, id);
export const unread = () => isNull(states.readAt);

export async function insertLetter(db: Executor, values: typeof letters.$inferInsert) {
  const [row] = await db.insert(letters).values(values).returning();
  // The recipient's unread count (or, for a broadcast or a segment, everyone's) is pushed once committed.
  noteLetters(db, row!.recipientId);
  return row!;
}

export async function setRecipientCount(db: Executor, id: number, count: number) {
  const [row] = await db.update(letters).set({ recipientCount: count }).where(eq(letters.id, id)).returning();
  return row!;
}

export async function deleteLetter(db: Executor, id: number) {
  const [row] = await db.delete(letters).where(eq(letters.id, id)).returning();
  if (row) noteLetters(db, row.recipientId);
  return row;
}

/**
 * The back office's list: each letter with how many players have read it; `recipientId` limits it to
 * the letters to that player alone.
 */
export async function adminPage(
  db: Executor,
  options: { recipientId?: number | undefined; broadcastOnly?: boolean | undefined; page: number; pageSize: number },
) {
  const where = and(
    options.recipientId === undefined ? undefined : eq(letters.recipientId, options.recipientId),
    options.broadcastOnly ? and(isNull(letters.recipientId), isNull(letters.segment)) : undefined,
  );
  const readCount = db
    .select({ n: count() })
    .from(states)
    .where(and(eq(states.letterId, letters.id), isNotNull(states.readAt)));
  const rows = await db
    .select({ letter: letters, readCount: sql<number>`(${readCount})::int` })
    .from(letters)
    .where(where)
    .orderBy(desc(letters.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ n: count() }).from(letters).where(where);
  return { rows, total: total?.n ?? 0 };
}

const drafts = stationLetterDrafts;
export type DraftRow = typeof drafts.$inferSelect;

/** A draft; `lock` holds the row until the transaction ends. */
export async function findDraft(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(drafts).where(eq(drafts.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertDraft(db: Executor, values: typeof drafts.$inferInsert) {
  const [row] = await db.insert(drafts).values(values).returning();
  return row!;
}

/** Rewrites a draft's fields and stamps the change. */
export async function updateDraftRow(db: Executor, id: number, values: Partial<typeof drafts.$inferInsert>) {
  const [row] = await db
    .update(drafts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(drafts.id, id))
    .returning();
  return row!;
}

/** The drafts waiting to be sent, last changed first, with how many there are. */
export async function waitingDraftsPage(db: Executor, limit: number, offset: number) {
  const waiting = isNull(drafts.sentAt);
  const rows = await db
    .select()
    .from(drafts)
    .where(waiting)
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(drafts).where(waiting);
  return { rows, total: total?.n ?? 0 };
}

/** Marks a draft sent, only if it was not yet: undefined when another send got there first. */
export async function claimDraft(db: Executor, id: number, sentBy: number) {
  const [claimed] = await db
    .update(drafts)
    .set({ sentAt: sql`now()`, sentBy })
    .where(and(eq(drafts.id, id), isNull(drafts.sentAt)))
    .returning({ id: drafts.id });
  return claimed;
}

export async function setDraftLetter(db: Executor, id: number, letterId: number) {
  await db.update(drafts).set({ letterId }).where(eq(drafts.id, id));
}

export async function deleteDraftRow(db: Executor, id: number) {
  await db.delete(drafts).where(eq(drafts.id, id));
}

/** How many players a segment's ids (a subquery of `id`s) hold now. */
export async function countIds(db: Executor, ids: SQL) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${ids}) s`);
  return row?.n ?? 0;
}

/** Writes the recipients of a segment letter: the players who match now. Returns how many. */
export async function insertSegmentRecipients(db: Executor, letterId: number, ids: SQL) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`with added as (
        insert into station_letter_recipients (letter_id, user_id)
        select ${letterId}::bigint, s.id from (${ids}) s
        returning 1
      )
      select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

/** Deletes the letters to this player alone (answers, decisions may quote personal details); broadcasts stay. */
export async function deleteLettersTo(db: Executor, userId: number) {
  await db.delete(stationLetters).where(eq(stationLetters.recipientId, userId));
}
