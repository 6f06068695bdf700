// Queries on operators, their sessions and the audit log.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, operatorSessions, operators } from '../../db/schema/index';

export async function findOperatorByUsername(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

export async function insertOperator(db: Executor, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).returning();
  return row!;
}

export async function insertOperatorSession(db: Executor, values: typeof operatorSessions.$inferInsert) {
  const [row] = await db.insert(operatorSessions).values(values).returning({ id: operatorSessions.id });
  return row!;
}

export async function findOperatorSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: operatorSessions.id,
      operatorId: operatorSessions.operatorId,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      role: operators.role,
      status: operators.status,
      totpEnabledAt: operators.totpEnabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function touchOperatorSession(db: Executor, id: number, now: Date) {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.id, id),
        lt(operatorSessions.lastSeenAt, sql`${now.toISOString()}::timestamptz - interval '60 seconds'`),
      ),
    );
}

export async function revokeOperatorSession(db: Executor, id: number, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

export interface AuditEntry {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Records an operator action; call it inside the action's own transaction so both land or neither. */
export async function writeAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

export async function findOperatorById(db: Executor, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The user names of operators by id, for lists that show who did what. */
export async function operatorNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(inArray(operators.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function markOperatorLogin(db: Executor, id: number, at: Date) {
  await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
}
