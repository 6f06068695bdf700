// Identity verification: a player sends three photos, each checked and re-encoded before it is
// stored privately; operators approve or reject with a reason. Photos are shown to their owner
// and to operators only.
import { and, count, desc, eq } from 'drizzle-orm';
import type { KycSubmission } from '@hall/contracts/kyc';
import type { Db, Executor } from '../../db/client';
import { kycSubmissions, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { decodePhoto, normaliseIdPhoto } from '../../lib/id-photo';
import { writeAudit } from '../operator/repo';
import { latestSubmission } from './repo';

type Row = typeof kycSubmissions.$inferSelect;

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
  input: { front: string; back: string; handheld: string },
) {
  const latest = await latestSubmission(db, userId);
  if (latest?.status === 'submitted') throw new AppError(409, 'kyc_pending', 'kyc.pending');
  if (latest?.status === 'approved') throw new AppError(409, 'kyc_approved', 'kyc.already_approved');
  // Every photo is checked before any is stored, so a bad third photo leaves nothing behind.
  const photos = await Promise.all(
    [input.front, input.back, input.handheld].map((p) => normaliseIdPhoto(decodePhoto(p))),
  );
  const [front, back, handheld] = await Promise.all(photos.map((p) => files.put(p, 'jpg')));
  const [row] = await db
    .insert(kycSubmissions)
    .values({ userId, frontFile: front!, backFile: back!, handheldFile: handheld! })
    .returning();
  return view(row!);
}

export async function latestKyc(db: Executor, userId: number) {
  const row = await latestSubmission(db, userId);
  return row ? view(row) : null;
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

async function withPhotos(files: FileStore, row: Row) {
  const [front, back, handheld] = await Promise.all(
    [row.frontFile, row.backFile, row.handheldFile].map((f) => files.get(f)),
  );
  return { ...view(row), front: dataUrl(front!), back: dataUrl(back!), handheld: dataUrl(handheld!) };
}

/** The owner's newest submission with its photos (the owner is part of the query). */
export async function ownKycDetail(db: Executor, files: FileStore, userId: number) {
  const row = await latestSubmission(db, userId);
  return row ? withPhotos(files, row) : null;
}

export async function adminKycDetail(db: Executor, files: FileStore, id: number) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  if (!row) throw new AppError(404, 'kyc_unknown', 'kyc.unknown');
  return withPhotos(files, row);
}

export async function adminListKyc(
  db: Executor,
  q: { page: number; pageSize: number; status?: Row['status'] | undefined },
) {
  const where = q.status ? eq(kycSubmissions.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ k: kycSubmissions, account: users.account })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where)
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...view(r.k), userId: r.k.userId, account: r.account })),
    total: total!.n,
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
    const [row] = await tx
      .update(kycSubmissions)
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reason: input.approve ? null : (input.reason ?? null),
        reviewedBy: operatorId,
        reviewedAt: new Date(),
      })
      .where(and(eq(kycSubmissions.id, input.id), eq(kycSubmissions.status, 'submitted')))
      .returning();
    if (!row) throw new AppError(409, 'kyc_reviewed', 'kyc.reviewed');
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
