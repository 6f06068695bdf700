// The audit log as the back office reads it: every operator action, newest first, filtered by
// operator, action (or its prefix), target and time; and the same as CSV for auditors.
import { and, desc, eq, count, like, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { AUDIT_EXPORT_MAX, type AuditFilter, type AuditListRequest } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { escapeLike, inPeriod } from '../../db/filters';
import { auditLog, operators } from '../../db/schema/index';

type Filter = z.output<typeof AuditFilter>;
type ListQuery = z.output<typeof AuditListRequest>;

/** `like` patterns treat % and _ as wildcards; an action typed by an operator means itself. */

function whereOf(f: Filter): SQL | undefined {
  return and(
    f.operator ? sql`lower(${operators.username}) = ${f.operator.toLowerCase()}` : undefined,
    f.action ? like(auditLog.action, `${escapeLike(f.action)}%`) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    inPeriod(auditLog.createdAt, f.from, f.to),
  );
}

function select(db: Executor, f: Filter) {
  return db
    .select({ a: auditLog, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(whereOf(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = ({ a, operator }: Selected) => ({
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
  const [rows, [total]] = await Promise.all([
    select(db, q)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(whereOf(q)),
  ]);
  return { list: rows.map(toRow), total: total!.n, page: q.page, pageSize: q.pageSize };
}

export async function exportAudit(db: Executor, f: Filter, now = new Date()) {
  const rows = (await select(db, f).limit(AUDIT_EXPORT_MAX + 1)).map(toRow);
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
