// Station letters: an inbox per player holding the letters sent to them, to a segment they were in
// when it was sent, and to everyone (players who register later included). Reading and deleting are
// per player; operators send, list and withdraw letters, each action audit-logged. Drafts (drafts.ts)
// wait, delivered to no one, until an operator sends them.
// SPEC's path word for letters is `station` (/v2/app/station/*, /v2/admin/station/*, /user/station-letter);
// the code says letters, while the tables and the audit actions keep their stored names (station_letters, station.*).
import type {
  AdminStationLetter,
  StationLetter,
  StationSegment,
  StationSend,
  StationTarget,
} from '@hall/contracts/content';
import { LOCALE_FIELD_SUFFIX, LOCALES, type Locale } from '@hall/contracts/locale';
import type { Db, Executor } from '../../db/client';
import type { stationLetters } from '../../db/schema/content';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sanitiseHtml } from '../../lib/html-sanitiser';
import { writeAudit } from '../operator/service';
import { scheduleLetterTimes } from './arrival';
import { iso, isoOrNull, readable, sanitised, variants } from '../content/fields';
import type { Actor } from '../content/service';
import {
  adminPage,
  insertSegmentRecipients,
  deleteLetter,
  findVisible,
  inboxPage,
  insertLetter,
  letterIs,
  markLetters,
  setRecipientCount,
  unread,
  unreadCount,
  type InboxRow,
} from './repo';
import { segmentIds, type Players } from './segment';

// Other modules reach this module's tables through these, never through its repository.
export { insertLetter } from './repo';

type LetterRow = typeof stationLetters.$inferSelect;

function toLetter({ letter, readAt }: InboxRow, locale: Locale): StationLetter {
  return {
    id: letter.id,
    ...readable(letter, 'title', locale),
    ...readable(letter, 'body', locale),
    broadcast: isBroadcast(letter),
    read: readAt !== null,
    readAt: isoOrNull(readAt),
    sentAt: iso(letter.publishAt),
  };
}

export async function inbox(
  db: Executor,
  userId: number,
  query: { page: number; pageSize: number; unreadOnly?: boolean | undefined },
  locale: Locale,
) {
  const paging = { page: query.page, pageSize: query.pageSize };
  const { rows, total } = await inboxPage(db, userId, { ...paging, unreadOnly: query.unreadOnly ?? false });
  return {
    list: rows.map((r) => toLetter(r, locale)),
    total,
    ...paging,
    unread: await unreadCount(db, userId),
  };
}

export { unreadCount };

/**
 * A letter from the site itself to one player (an answer to a help request, ...): its title and body
 * in every language, so the inbox shows it in whichever one the player reads; bodies are sanitised
 * like an operator's. Runs in the caller's transaction.
 */
export async function sendPlayerLetter(
  db: Executor,
  userId: number,
  texts: (locale: Locale) => { title: string; body: string },
) {
  const variants: Record<string, string> = {};
  for (const locale of LOCALES) {
    const { title, body } = texts(locale);
    variants[`title${LOCALE_FIELD_SUFFIX[locale]}`] = title;
    variants[`body${LOCALE_FIELD_SUFFIX[locale]}`] = sanitiseHtml(body);
  }
  return insertLetter(db, { ...variants, recipientId: userId });
}

/** Marks one letter read and returns it; a letter that is not the player's is "not found". */
export async function readLetter(db: Executor, userId: number, id: number, locale: Locale) {
  const [marked] = await markLetters(db, userId, 'read', letterIs(id));
  const row = marked === undefined ? undefined : await findVisible(db, userId, id);
  if (!row) throw AppError.notFound();
  return toLetter(row, locale);
}

export async function readAll(db: Executor, userId: number) {
  return { updated: (await markLetters(db, userId, 'read', unread())).length };
}

export async function deleteForPlayer(db: Executor, userId: number, id: number) {
  const [deleted] = await markLetters(db, userId, 'delete', letterIs(id));
  if (deleted === undefined) throw AppError.notFound();
}

// ---------------------------------------------------------------------------------------------
// The back office

/** The players the rows are to alone (a broadcast or segment letter has none). */
export const recipientsOf = (rows: readonly { recipientId: number | null }[]) =>
  rows.flatMap((row) => (row.recipientId === null ? [] : [row.recipientId]));

/** The account of the player the row is to alone, from `names` (the user module's), or null. */
export const nameOf = (row: { recipientId: number | null }, names: Map<number, string>) =>
  row.recipientId === null ? null : (names.get(row.recipientId) ?? null);

/** To every player: no one recipient and no segment. */
const isBroadcast = (letter: LetterRow) => letter.recipientId === null && letter.segment === null;

function toAdmin(letter: LetterRow, account: string | null, readCount: number): AdminStationLetter {
  return {
    id: letter.id,
    account,
    broadcast: isBroadcast(letter),
    segment: (letter.segment as StationSegment | null) ?? null,
    recipientCount: letter.recipientCount,
    ...variants(letter, 'title'),
    ...variants(letter, 'body'),
    publishAt: iso(letter.publishAt),
    unpublishAt: isoOrNull(letter.unpublishAt),
    readCount,
    createdAt: iso(letter.createdAt),
  };
}

type SendInput = Omit<StationSend, 'target'> & { target: StationTarget };
type Recipient = { id: number; account: string };

/** The player a letter to one player goes to, by account or e-mail. */
export async function recipientByAccount(
  db: Executor,
  account: string | undefined,
  players: Players,
): Promise<Recipient> {
  const user = await players.find(db, account ?? '');
  if (!user) throw new AppError(404, 'recipient_unknown', 'content.recipient_unknown');
  return { id: user.id, account: user.account };
}

/** A letter's columns from what the operator wrote: bodies sanitised, times as dates. */
export function letterColumns(input: SendInput) {
  const {
    target: _target,
    account: _account,
    segment: _segment,
    publishAt,
    unpublishAt,
    ...texts
  } = sanitised(input, ['body']);
  return {
    texts,
    segment: input.target === 'segment' ? (input.segment ?? null) : null,
    publishAt: publishAt ? new Date(publishAt) : null,
    unpublishAt: unpublishAt ? new Date(unpublishAt) : null,
  };
}

/** What goes out: to whom, the texts, and when it arrives and leaves (arrival defaults to now). */
export interface Outgoing {
  recipient: Recipient | null;
  segment: StationSegment | null;
  texts: Record<string, unknown>;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/**
 * Delivers a letter in the caller's transaction: the letter row, a segment's recipients as they match
 * now, and the audit row (`extra` adds to what it records). Refuses a closed window and an empty segment.
 */
export async function deliver(
  tx: Executor,
  out: Outgoing,
  actor: Actor,
  players: Players,
  extra: Record<string, unknown> = {},
) {
  const arrives = out.publishAt ?? new Date();
  if (out.unpublishAt && out.unpublishAt <= arrives)
    throw new AppError(400, 'window_invalid', 'content.window_invalid');
  const matching = out.segment ? await segmentIds(tx, out.segment, players) : null;
  let letter = await insertLetter(tx, {
    ...out.texts,
    recipientId: out.recipient?.id ?? null,
    segment: out.segment,
    publishAt: arrives,
    unpublishAt: out.unpublishAt,
    sentBy: actor.operatorId,
  });
  if (matching) {
    // The players who match now, written with the letter: a player who joins the segment later
    // does not get it, one who leaves keeps it.
    const count = await insertSegmentRecipients(tx, letter.id, matching);
    if (count === 0) throw new AppError(409, 'segment_empty', 'content.segment_empty');
    letter = await setRecipientCount(tx, letter.id, count);
  }
  await scheduleLetterTimes(tx, letter);
  const after = toAdmin(letter, out.recipient?.account ?? null, 0);
  await writeAudit(tx, {
    operatorId: actor.operatorId,
    action: 'station.send',
    targetType: 'station_letter',
    targetId: letter.id,
    after: { ...after, ...extra },
    ip: actor.ip,
  });
  return after;
}

export async function send(db: Db, input: SendInput, actor: Actor, players: Players) {
  const recipient = input.target === 'player' ? await recipientByAccount(db, input.account, players) : null;
  const columns = letterColumns(input);
  return inTransaction(db, (tx) => deliver(tx, { recipient, ...columns }, actor, players));
}

export async function adminList(
  db: Executor,
  query: { page: number; pageSize: number; account?: string | undefined; broadcastOnly?: boolean | undefined },
  players: Pick<Players, 'idOfAccount' | 'accountsOf'>,
) {
  const { account, ...rest } = query;
  const recipientId = account ? await players.idOfAccount(db, account) : undefined;
  // An account nobody holds has no letters (rather than the filter falling away).
  if (account && recipientId === undefined) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
  const { rows, total } = await adminPage(db, { ...rest, recipientId });
  const names = await players.accountsOf(db, recipientsOf(rows.map((r) => r.letter)));
  return {
    list: rows.map((r) => toAdmin(r.letter, nameOf(r.letter, names), Number(r.readCount))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Withdraws a letter from every inbox (with each player's state of it). */
export async function withdraw(db: Db, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const letter = await deleteLetter(tx, id);
    if (!letter) throw AppError.notFound();
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'station.delete',
      targetType: 'station_letter',
      targetId: id,
      before: toAdmin(letter, null, 0),
      ip: actor.ip,
    });
  });
}
