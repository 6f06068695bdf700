// The audit log as the back office reads it. The log is written by the operator module (its
// writeAudit); these are the reads of it, with the operators' names.
import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike, inPeriod } from '../../db/filters';
import { auditLog, operators } from '../../db/schema/operator';

export interface AuditRowFilter {
  operator?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** `like` patterns treat % and _ as wildcards; an action typed by an operator means itself. */
function whereOf(f: AuditRowFilter): SQL | undefined {
  return and(
    f.operator ? sql`lower(${operators.username}) = ${f.operator.toLowerCase()}` : undefined,
    f.action ? like(auditLog.action, `${escapeLike(f.action)}%`) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    inPeriod(auditLog.createdAt, f.from, f.to),
  );
}

function select(db: Executor, f: AuditRowFilter) {
  return db
    .select({ a: auditLog, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(whereOf(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

export type AuditRow = Awaited<ReturnType<typeof select>>[number];

/** A page of the log, newest first, and how many entries match. */
export async function auditPage(db: Executor, f: AuditRowFilter, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    select(db, f).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(whereOf(f)),
  ]);
  return { rows, total: total!.n };
}

/** The newest `limit` entries that match. */
export async function auditRows(db: Executor, f: AuditRowFilter, limit: number) {
  return select(db, f).limit(limit);
}
