// Identity verification: a player sends three photos, each checked and re-encoded before it is
// stored privately; operators approve or reject with a reason. Photos are shown to their owner
// and to operators only.
import type { KycSubmission } from '@hall/contracts/kyc';
import type { Db, Executor } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { decodePhoto, normaliseIdPhoto } from '../../lib/id-photo';
import { writeAudit } from '../operator/repo';
import { findUserById, lockRealName } from '../user/repo';
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

type Row = KycRow;

const view = (row: Row): KycSubmission => ({
  id: row.id,
  status: row.status,
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
  const [front, back, handheld] = await settleAll(photos.map(async (p) => files.put(p, 'jpg')));
  try {
    const row = await inTransaction(db, async (tx) => {
      if (input.birthDate) await recordBirthDate(tx, userId, input.birthDate);
      return insertSubmission(tx, { userId, frontFile: front!, backFile: back!, handheldFile: handheld! });
    });
    return view(row);
  } catch (error) {
    // Parallel submissions pass the look above together; the one-pending-per-player index decides.
    if (pgErrorCode(error) === '23505') throw new AppError(409, 'kyc_pending', 'kyc.pending');
    throw error;
  }
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

export async function adminKycDetail(db: Executor, files: FileStore, id: number) {
  const row = await findSubmission(db, id);
  if (!row) throw new AppError(404, 'kyc_unknown', 'kyc.unknown');
  return withPhotos(files, row);
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

export async function reviewKyc(
  db: Db,
  operatorId: number,
  input: { id: number; approve: boolean; reason?: string | undefined },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    const row = await settleSubmission(tx, input.id, {
      status: input.approve ? 'approved' : 'rejected',
      reason: input.approve ? null : (input.reason ?? null),
      reviewedBy: operatorId,
      reviewedAt: new Date(),
    });
    if (!row) throw new AppError(409, 'kyc_reviewed', 'kyc.reviewed');
    // A verified identity fixes the real name: from now on it changes only through support.
    if (row.status === 'approved') await lockRealName(tx, row.userId);
    await writeAudit(tx, {
      operatorId,
      action: input.approve ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc',
      targetId: row.id,
      before: { status: 'submitted' },
      after: { status: row.status, reason: row.reason },
      ip,
    });
    return view(row);
  });
}
