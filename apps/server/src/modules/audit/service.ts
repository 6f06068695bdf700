// The audit log as the back office reads it: every operator action, newest first, filtered by
// operator, action (or its prefix), target and time; and the same as CSV for auditors.
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { AUDIT_EXPORT_MAX, type AuditFilter, type AuditListRequest } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { auditPage, auditRows, type AuditRow } from './repo';

type Filter = z.output<typeof AuditFilter>;
type ListQuery = z.output<typeof AuditListRequest>;

const toRow = ({ a, operator }: AuditRow) => ({
  id: a.id,
  operator,
  action: a.action,
  targetType: a.targetType,
  targetId: a.targetId,
  before: a.before,
  after: a.after,
  ip: a.ip,
  createdAt: a.createdAt.toISOString(),
});

export async function listAudit(db: Executor, q: ListQuery) {
  const { rows, total } = await auditPage(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { list: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

export async function exportAudit(db: Executor, f: Filter, now = new Date()) {
  const rows = (await auditRows(db, f, AUDIT_EXPORT_MAX + 1)).map(toRow);
  const truncated = rows.length > AUDIT_EXPORT_MAX;
  const kept = truncated ? rows.slice(0, AUDIT_EXPORT_MAX) : rows;
  const csv = stringify(
    kept.map((r) => [
      r.createdAt,
      r.operator ?? '',
      r.action,
      r.targetType,
      r.targetId ?? '',
      r.before === null ? '' : JSON.stringify(r.before),
      r.after === null ? '' : JSON.stringify(r.after),
      r.ip ?? '',
    ]),
    {
      header: true,
      columns: ['time', 'operator', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'],
      // A cell starting with = + - @ would run as a formula in a spreadsheet: exported data stays data.
      escape_formulas: true,
    },
  );
  return { filename: `audit-${now.toISOString().slice(0, 10)}.csv`, csv, rows: kept.length, truncated };
}
