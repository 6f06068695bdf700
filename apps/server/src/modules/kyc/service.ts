// Identity verification: a player sends three photos, each checked and re-encoded before it is
// stored privately; operators approve or reject with a reason. Photos are shown to their owner
// and to operators only.
import type { AdminKycDetail, KycRejectReason, KycSubmission } from '@hall/contracts/kyc';
import type { Db, Executor } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { decodePhoto, normaliseIdPhoto } from '../../lib/id-photo';
import type { Locale } from '@hall/contracts/locale';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { writeAudit } from '../operator/service';
import { messageLetter } from '../letters/message-letter';
import { sendPlayerLetter } from '../letters/service';
import { findUserById, lockRealName, maskTail } from '../user/service';
import { birthDateChanges, recordBirthDate } from '../user/birth-date';
import {
  countSubmissions,
  findSubmission,
  insertSubmission,
  latestSubmission,
  listSubmissions,
  settleSubmission,
  type KycRow,
} from './repo';
import { flagNameAndBirth } from '../protection/identity-match';

// Other modules reach this module's tables through these, never through its repository.
export { approvedIdentityExists, hasApprovedKyc, latestSubmission } from './repo';

type Row = KycRow;

const view = (row: Row): KycSubmission => ({
  id: row.id,
  status: row.status,
  reasonCode: row.reasonCode,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export async function submitKyc(
  db: Db,
  files: FileStore,
  userId: number,
  input: { front: string; back: string; handheld: string; birthDate?: string | undefined },
) {
  const latest = await latestSubmission(db, userId);
  if (latest?.status === 'submitted') throw new AppError(409, 'kyc_pending', 'kyc.pending');
  if (latest?.status === 'approved') throw new AppError(409, 'kyc_approved', 'kyc.already_approved');
  // A date of birth that may not change is refused before any photo is stored (and checked again below).
  const user = await findUserById(db, userId);
  if (input.birthDate && user) birthDateChanges(user, input.birthDate);
  // Every photo is checked before any is stored, so a bad third photo leaves nothing behind.
  // Decoding throws synchronously, so all three are decoded before any asynchronous check starts,
  // and the checks are all awaited: none is left running (and rejecting) after the answer.
  const decoded = [input.front, input.back, input.handheld].map(decodePhoto);
  const photos = await settleAll(decoded.map(async (p) => normaliseIdPhoto(p)));
  // Nothing stored outlives a request that fails: a photo stored for a submission that is not
  // recorded (another store failed, or a parallel submission won the race) is removed again.
  const stored = await Promise.allSettled(photos.map(async (p) => files.put(p, 'jpg')));
  const names = stored.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = stored.find((r) => r.status === 'rejected');
  try {
    if (failed) throw failed.reason;
    const [front, back, handheld] = names;
    const row = await inTransaction(db, async (tx) => {
      if (input.birthDate) await recordBirthDate(tx, userId, input.birthDate);
      return insertSubmission(tx, { userId, frontFile: front!, backFile: back!, handheldFile: handheld! });
    });
    // The reviewer sees it when the name and this date of birth are a self-excluded player's.
    await flagNameAndBirth(db, userId);
    return view(row);
  } catch (error) {
    await removeAll(files, names);
    // Parallel submissions pass the look above together; the one-pending-per-player index decides.
    if (pgErrorCode(error) === '23505') throw new AppError(409, 'kyc_pending', 'kyc.pending');
    throw error;
  }
}

/** Removes the files a failed request stored; the request's own error stays the answer. */
async function removeAll(files: FileStore, names: string[]) {
  await Promise.allSettled(names.map(async (name) => files.remove(name)));
}

/** Like Promise.all, but waits for every promise to settle before rejecting with the first failure. */
async function settleAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

export async function latestKyc(db: Executor, userId: number) {
  const row = await latestSubmission(db, userId);
  return row ? view(row) : null;
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

async function withPhotos(files: FileStore, row: Row) {
  // An async callback turns a synchronous throw of the store into a rejection that is awaited.
  const [front, back, handheld] = await settleAll(
    [row.frontFile, row.backFile, row.handheldFile].map(async (f) => files.get(f)),
  );
  return { ...view(row), front: dataUrl(front!), back: dataUrl(back!), handheld: dataUrl(handheld!) };
}

/** The owner's newest submission with its photos (the owner is part of the query). */
export async function ownKycDetail(db: Executor, files: FileStore, userId: number) {
  const row = await latestSubmission(db, userId);
  return row ? withPhotos(files, row) : null;
}

/** One submission with its photos, beside the name, birth date, country and id number the player gave. */
export async function adminKycDetail(db: Executor, files: FileStore, id: number): Promise<AdminKycDetail> {
  const row = await findSubmission(db, id);
  if (!row) throw new AppError(404, 'kyc_unknown', 'kyc.unknown');
  const user = await findUserById(db, row.userId);
  // The foreign key keeps the player; a missing one is as unknown as a missing submission.
  if (!user) throw new AppError(404, 'kyc_unknown', 'kyc.unknown');
  return {
    ...(await withPhotos(files, row)),
    userId: user.id,
    account: user.account,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    countryCode: user.countryCode,
    idNumberMasked: user.idNumber ? maskTail(user.idNumber) : null,
  };
}

export async function adminListKyc(
  db: Executor,
  q: { page: number; pageSize: number; status?: Row['status'] | undefined },
) {
  const filter = { status: q.status };
  const [rows, total] = await Promise.all([
    listSubmissions(db, filter, q.page, q.pageSize),
    countSubmissions(db, filter),
  ]);
  return {
    list: rows.map((r) => ({ ...view(r.k), userId: r.k.userId, account: r.account })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Where a player sends new photos (the user centre's identity section). */
const KYC_PAGE = '/user/user-center';

/**
 * The letter telling a player why their photos were refused: the reason in each of the seven
 * languages (the inbox shows the player's), the operator's note as written, and the way back.
 */
function rejectionLetter(reasonCode: KycRejectReason, note: string | null) {
  const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  return (locale: Locale) => ({
    title: translate(locale, 'kyc.reject_letter_title'),
    body:
      paragraph(
        translate(locale, 'kyc.reject_letter_body', { reason: translate(locale, `kyc.reject_reason.${reasonCode}`) }),
      ) +
      (note ? paragraph(translate(locale, 'kyc.reject_letter_note', { note })) : '') +
      `<p><a href="${KYC_PAGE}">${escapeHtml(translate(locale, 'kyc.reject_letter_link'))}</a></p>`,
  });
}

const approvalLetter = messageLetter('kyc.approve_letter_title', 'kyc.approve_letter_body');

export async function reviewKyc(
  db: Db,
  operatorId: number,
  input: { id: number; approve: boolean; reasonCode?: KycRejectReason | undefined; reason?: string | undefined },
  ip: string,
) {
  // The request schema already insists; this keeps the rule for any other caller.
  const reasonCode = input.approve ? null : (input.reasonCode ?? null);
  const note = input.approve ? null : input.reason?.trim() || null;
  const refuse = (field: string) =>
    new AppError(400, 'validation_failed', 'error.validation_failed', { fields: field });
  if (!input.approve && !reasonCode) throw refuse('reasonCode');
  if (reasonCode === 'other' && !note) throw refuse('reason');
  return inTransaction(db, async (tx) => {
    const row = await settleSubmission(tx, input.id, {
      status: input.approve ? 'approved' : 'rejected',
      reasonCode,
      reason: note,
      reviewedBy: operatorId,
      reviewedAt: new Date(),
    });
    if (!row) throw new AppError(409, 'kyc_reviewed', 'kyc.reviewed');
    // A verified identity fixes the real name: from now on it changes only through support.
    if (row.status === 'approved') await lockRealName(tx, row.userId);
    // Either way the player is told, in their language: a refusal with its reason and the way to send
    // new photos, an approval that it is done.
    const letter = await sendPlayerLetter(
      tx,
      row.userId,
      reasonCode ? rejectionLetter(reasonCode, note) : approvalLetter,
    );
    await writeAudit(tx, {
      operatorId,
      action: input.approve ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc',
      targetId: row.id,
      before: { status: 'submitted' },
      after: {
        status: row.status,
        reasonCode: row.reasonCode,
        reason: row.reason,
        letterId: letter.id,
      },
      ip,
    });
    return view(row);
  });
}
