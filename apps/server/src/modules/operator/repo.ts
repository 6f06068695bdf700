// Queries on operators, their sessions and the audit log.
import { and, count, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { needsTouch, staleBefore } from '../../lib/session-touch';
import { auditLog, operatorRecoveryCodes, operatorSessions, operators } from '../../db/schema/operator';

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
      passwordChangeRequired: operators.passwordChangeRequired,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

/** Refreshes the idle timer of a session as its lookup read it; at most once a minute (lib/session-touch.ts). */
export async function touchOperatorSession(db: Executor, session: { id: number; lastSeenAt: Date }, now: Date) {
  if (!needsTouch(session.lastSeenAt, now)) return;
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.id, session.id), lt(operatorSessions.lastSeenAt, staleBefore(now))));
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

/** A page of operators, newest first, and how many match; `search` is a user-name prefix. */
export async function findOperatorsPage(
  db: Executor,
  input: { search?: string | undefined; limit: number; offset: number },
) {
  const where: SQL | undefined = input.search
    ? sql`lower(${operators.username}) like ${`${input.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(operators).where(where).orderBy(desc(operators.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(operators).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockOperator(tx: Executor, id: number) {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

export async function updateOperatorAccess(
  tx: Executor,
  id: number,
  change: { role?: (typeof operators.$inferInsert)['role']; status?: (typeof operators.$inferInsert)['status'] },
) {
  await tx.update(operators).set(change).where(eq(operators.id, id));
}

/** The operator's own password now: the admin's is gone, and nothing asks for a change. */
export async function setOperatorPassword(tx: Executor, id: number, passwordHash: string) {
  await tx.update(operators).set({ passwordHash, passwordChangeRequired: false }).where(eq(operators.id, id));
}

/** Ends every open session of an operator but one. */
export async function revokeOtherOperatorSessions(tx: Executor, operatorId: number, keepId: number, at: Date) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        ne(operatorSessions.id, keepId),
      ),
    );
}

/** Ends every open session of an operator. */
export async function revokeOperatorSessions(tx: Executor, operatorId: number, at: Date) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function setTotpSecret(db: Executor, id: number, sealedSecret: string) {
  await db.update(operators).set({ totpSecret: sealedSecret, totpLastStep: null }).where(eq(operators.id, id));
}

export async function markTotpEnabled(tx: Executor, id: number, at: Date) {
  await tx.update(operators).set({ totpEnabledAt: at }).where(eq(operators.id, id));
}

/** Clears an operator's authenticator; undefined when there is no such operator. */
export async function clearTotp(tx: Executor, id: number) {
  const [row] = await tx
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(operators.id, id))
    .returning({ id: operators.id });
  return row;
}

/**
 * Records `step` as the last accepted time step only when it is later than the one kept: checked and
 * written in one statement, so one code cannot pass twice. Undefined when it did not pass.
 */
export async function advanceTotpStep(db: Executor, id: number, step: number) {
  const [row] = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return row;
}

export async function deleteRecoveryCodes(tx: Executor, operatorId: number) {
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}

export async function insertRecoveryCodes(tx: Executor, values: (typeof operatorRecoveryCodes.$inferInsert)[]) {
  await tx.insert(operatorRecoveryCodes).values(values);
}

/** Marks an unused recovery code stored under one of `codeHashes` as used; the rows it marked. */
export async function spendRecoveryCode(db: Executor, operatorId: number, codeHashes: string[]) {
  return db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        inArray(operatorRecoveryCodes.codeHash, codeHashes),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
}

/** Recovery codes still kept as a bare SHA-256 (64 hex digits). */
export async function findLegacyRecoveryCodes(db: Executor) {
  return db
    .select({
      id: operatorRecoveryCodes.id,
      operatorId: operatorRecoveryCodes.operatorId,
      codeHash: operatorRecoveryCodes.codeHash,
    })
    .from(operatorRecoveryCodes)
    .where(sql`${operatorRecoveryCodes.codeHash} ~ '^[0-9a-f]{64}$'`);
}

/** Replaces a stored hash, only if it is still the one read. */
export async function rewrapRecoveryCode(db: Executor, id: number, oldHash: string, newHash: string) {
  await db
    .update(operatorRecoveryCodes)
    .set({ codeHash: newHash })
    .where(and(eq(operatorRecoveryCodes.id, id), eq(operatorRecoveryCodes.codeHash, oldHash)));
}

/** The user name of the operator whose id is in `operatorId` (a column); null when the column is. */
export function operatorNameOf(operatorId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select o.username from ${operators} o where o.id = ${operatorId})`;
}
