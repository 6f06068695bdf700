// Copies of a player's data: the player asks (once a day), a durable job prepares the document and
// tells the player by letter, the player downloads it for DATA_EXPORT_DAYS, and a second job,
// queued for that moment, deletes it. The document is sealed at rest: it holds everything we know.
import type { DataExport, DataExportList } from '@hall/contracts/privacy';
import type { Locale } from '@hall/contracts/locale';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { translate } from '../../i18n/translate';
import type { JobHandler, JobQueue } from '../jobs/queue';
import { escapeHtml } from '../../lib/escape-html';
import type { PayDeps } from '../pay/service';
import { sendPlayerLetter } from '../letters/service';
import { lockUser } from '../user/service';
import { buildExportDocument } from './export-document';
import {
  expireDataExport,
  findDataExport,
  insertDataExport,
  listDataExports,
  markDataExportReady,
  type DataExportRow,
} from './repo';
import { DATA_EXPORT_DAYS, DATA_EXPORT_EVERY_HOURS } from './retention';

export const EXPORT_JOB = 'privacy.export';
export const EXPORT_EXPIRY_JOB = 'privacy.export-expiry';
const ACCOUNT_PAGE = '/user/account-setting';

export interface ExportDeps extends PayDeps {
  jobs: JobQueue;
  secretBox: SecretBox;
}

const HOUR = 3_600_000;

function nextAllowedAt(latest: DataExportRow | undefined, now: Date): Date | null {
  if (!latest) return null;
  const next = new Date(latest.createdAt.getTime() + DATA_EXPORT_EVERY_HOURS * HOUR);
  return next > now ? next : null;
}

/** What the player sees: a copy past its window reads as expired even before its expiry job ran. */
function toView(row: DataExportRow, now: Date): DataExport {
  const lapsed = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: lapsed ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listExports(db: Db, userId: number, now = new Date()): Promise<DataExportList> {
  const rows = await listDataExports(db, userId);
  return { list: rows.map((r) => toView(r, now)), nextAllowedAt: nextAllowedAt(rows[0], now)?.toISOString() ?? null };
}

/** Asks for a copy; a second ask within DATA_EXPORT_EVERY_HOURS is refused with when it may be made. */
export async function requestExport(deps: ExportDeps, userId: number, now = new Date()): Promise<DataExport> {
  const row = await inTransaction(deps.db, async (tx) => {
    // The player's row serialises two asks made at once, so only one of them passes the check.
    await lockUser(tx, userId);
    const [latest] = await listDataExports(tx, userId, 1);
    const next = nextAllowedAt(latest, now);
    if (next) {
      const hours = Math.ceil((next.getTime() - now.getTime()) / HOUR);
      throw new AppError(
        429,
        'export_too_soon',
        'privacy.export_too_soon',
        { hours },
        {
          nextAllowedAt: next.toISOString(),
        },
      );
    }
    const created = await insertDataExport(tx, userId);
    await deps.jobs.enqueue(tx, {
      kind: EXPORT_JOB,
      payload: { exportId: created.id },
      dedupeKey: `${EXPORT_JOB}:${created.id}`,
    });
    return created;
  });
  deps.jobs.wake();
  return toView(row, now);
}

/** The ready copy's JSON text, only to the player it is about and only inside its window. */
export async function downloadExport(deps: Pick<ExportDeps, 'db' | 'secretBox'>, userId: number, id: number) {
  const row = await findDataExport(deps.db, id);
  if (!row || row.userId !== userId) throw AppError.notFound();
  if (row.status === 'preparing') throw new AppError(409, 'export_preparing', 'privacy.export_preparing');
  if (!row.documentSealed || !row.expiresAt || row.expiresAt <= new Date())
    throw new AppError(410, 'export_expired', 'privacy.export_expired');
  return { json: deps.secretBox.open(row.documentSealed), createdAt: row.createdAt };
}

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function readyLetter(row: DataExportRow, expiresAt: Date) {
  return (locale: Locale) => ({
    title: translate(locale, 'privacy.export_letter_title'),
    body:
      `<p>${escapeHtml(translate(locale, 'privacy.export_letter_body', { asked: when(row.createdAt), until: when(expiresAt) }))}</p>` +
      `<p><a href="${ACCOUNT_PAGE}">${escapeHtml(translate(locale, 'privacy.export_letter_link'))}</a></p>`,
  });
}

/** Prepares one copy; run again after a crash it finds the copy ready and does nothing. */
export function exportJobHandler(deps: ExportDeps): JobHandler {
  return {
    backoffSeconds: 30,
    async run(job) {
      const row = await findDataExport(deps.db, Number(job.payload.exportId));
      if (!row || row.status !== 'preparing') return;
      const now = new Date();
      const document = await buildExportDocument(deps, row.userId, now);
      const sealed = deps.secretBox.seal(JSON.stringify(document, null, 2));
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_DAYS * 24 * HOUR);
      await inTransaction(deps.db, async (tx) => {
        if (!(await markDataExportReady(tx, row.id, sealed, now, expiresAt))) return;
        await sendPlayerLetter(tx, row.userId, readyLetter(row, expiresAt));
        await deps.jobs.enqueue(tx, {
          kind: EXPORT_EXPIRY_JOB,
          payload: { exportId: row.id },
          dedupeKey: `${EXPORT_EXPIRY_JOB}:${row.id}`,
          delaySeconds: DATA_EXPORT_DAYS * 24 * 3600,
        });
      });
    },
  };
}

export function exportExpiryJobHandler(db: Db): JobHandler {
  return {
    async run(job) {
      await expireDataExport(db, Number(job.payload.exportId));
    },
  };
}
