// Drafts of station letters: written, kept, changed and previewed in the back office, delivered to no
// one until an operator sends them. Sending claims the draft first (its `sent_at` from null, under the
// row's lock) and delivers the letter in the same transaction, so a draft sent twice, or by two
// operators at once, reaches each inbox once; the second send is refused as already sent. Every
// write is audit-logged with the change.
import type { AdminStationDraft, StationDraftCreate, StationSegment, StationTarget } from '@hall/contracts/content';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { iso, isoOrNull, variants } from '../content/fields';
import type { Actor } from '../content/service';
import { writeAudit } from '../operator/service';
import { segmentIds, type Players } from './segment';
import {
  claimDraft,
  deleteDraftRow,
  findDraft,
  insertDraft,
  setDraftLetter,
  updateDraftRow,
  waitingDraftsPage,
  type DraftRow,
} from './repo';
import { deliver, letterColumns, nameOf, recipientByAccount, recipientsOf } from './service';

type DraftInput = Omit<StationDraftCreate, 'target'> & { target: StationTarget };

type Names = Pick<Players, 'accountsOf'>;

/** The drafts as the console shows them, each with its player's account. */
async function withAccounts(db: Executor, rows: DraftRow[], players: Names) {
  const names = await players.accountsOf(db, recipientsOf(rows));
  return rows.map((row) => toAdmin(row, nameOf(row, names)));
}

function toAdmin(row: DraftRow, account: string | null): AdminStationDraft {
  return {
    id: row.id,
    target: row.target,
    account,
    segment: (row.segment as StationSegment | null) ?? null,
    ...variants(row, 'title'),
    ...variants(row, 'body'),
    publishAt: isoOrNull(row.publishAt),
    unpublishAt: isoOrNull(row.unpublishAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    sentAt: isoOrNull(row.sentAt),
    letterId: row.letterId,
  };
}

const alreadySent = () => new AppError(409, 'draft_sent', 'content.draft_sent');

/**
 * The draft's columns from what the operator wrote, checked as a letter is when it goes out: the
 * player must exist and a segment's agent be one (a segment's players are counted only when it is sent).
 */
async function draftColumns(db: Executor, input: DraftInput, players: Players) {
  const recipient = input.target === 'player' ? await recipientByAccount(db, input.account, players) : null;
  const { id: _id, ...letter } = input as DraftInput & { id?: number };
  const { texts, segment, publishAt, unpublishAt } = letterColumns(letter);
  if (segment) await segmentIds(db, segment, players);
  return {
    recipient,
    values: { ...texts, target: input.target, recipientId: recipient?.id ?? null, segment, publishAt, unpublishAt },
  };
}

function audit(actor: Actor, verb: string, id: number) {
  return {
    operatorId: actor.operatorId,
    action: `station.draft.${verb}`,
    targetType: 'station_letter_draft',
    targetId: id,
    ip: actor.ip,
  };
}

export async function createDraft(db: Db, input: DraftInput, actor: Actor, players: Players) {
  const { recipient, values } = await draftColumns(db, input, players);
  return inTransaction(db, async (tx) => {
    const row = await insertDraft(tx, { ...values, createdBy: actor.operatorId, updatedBy: actor.operatorId });
    const after = toAdmin(row, recipient?.account ?? null);
    await writeAudit(tx, { ...audit(actor, 'create', row.id), after });
    return after;
  });
}

/** Replaces every field of a draft that has not been sent. */
export async function updateDraft(db: Db, input: DraftInput & { id: number }, actor: Actor, players: Players) {
  const { recipient, values } = await draftColumns(db, input, players);
  return inTransaction(db, async (tx) => {
    const before = await findDraft(tx, input.id, { lock: true });
    if (!before) throw AppError.notFound();
    if (before.sentAt) throw alreadySent();
    const row = await updateDraftRow(tx, input.id, { ...values, updatedBy: actor.operatorId });
    const after = toAdmin(row, recipient?.account ?? null);
    await writeAudit(tx, {
      ...audit(actor, 'update', input.id),
      before: (await withAccounts(tx, [before], players))[0],
      after,
    });
    return after;
  });
}

export async function getDraft(db: Executor, id: number, players: Names) {
  const row = await findDraft(db, id);
  if (!row) throw AppError.notFound();
  return (await withAccounts(db, [row], players))[0]!;
}

/** The drafts waiting to be sent, last changed first. */
export async function listDrafts(db: Executor, query: { page: number; pageSize: number }, players: Names) {
  const { rows, total } = await waitingDraftsPage(db, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    list: await withAccounts(db, rows, players),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Sends a draft: claims it (only a draft not sent yet can be claimed; a second sender waits on the
 * row and then finds it sent), delivers the letter as /station/send does and stamps the draft with
 * it. A refusal (the segment is empty now, the window has closed) rolls the claim back too.
 */
export async function sendDraft(db: Db, id: number, actor: Actor, players: Players) {
  return inTransaction(db, async (tx) => {
    const claimed = await claimDraft(tx, id, actor.operatorId);
    if (!claimed) throw (await findDraft(tx, id)) ? alreadySent() : AppError.notFound();
    const draft = (await findDraft(tx, id))!;
    const account =
      draft.recipientId === null
        ? null
        : ((await players.accountsOf(tx, [draft.recipientId])).get(draft.recipientId) ?? null);
    if (draft.target === 'player' && (draft.recipientId === null || account === null))
      throw new AppError(404, 'recipient_unknown', 'content.recipient_unknown');
    const letter = await deliver(
      tx,
      {
        recipient: draft.target === 'player' ? { id: draft.recipientId!, account: account! } : null,
        segment: draft.target === 'segment' ? ((draft.segment as StationSegment | null) ?? null) : null,
        texts: { ...variants(draft, 'title'), ...variants(draft, 'body') },
        publishAt: draft.publishAt,
        unpublishAt: draft.unpublishAt,
      },
      actor,
      players,
      { draftId: id },
    );
    // The unique index on letter_id: one draft, one letter.
    await setDraftLetter(tx, id, letter.id);
    return letter;
  });
}

/** Deletes a draft not sent yet (a sent one is its letter's history: withdraw the letter instead). */
export async function deleteDraft(db: Db, id: number, actor: Actor, players: Names) {
  await inTransaction(db, async (tx) => {
    const before = await findDraft(tx, id, { lock: true });
    if (!before) throw AppError.notFound();
    if (before.sentAt) throw alreadySent();
    await deleteDraftRow(tx, id);
    await writeAudit(tx, { ...audit(actor, 'delete', id), before: (await withAccounts(tx, [before], players))[0] });
  });
}
