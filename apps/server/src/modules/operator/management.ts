// Operators managed by an administrator: the list, new operators, role and status changes. The
// command (`npm run operator:create`) stays for the first admin; everyone after is made here, with
// the same rules. A change to someone's role or status ends its sessions, so the new rules (a role
// that needs an authenticator, a disabled account) apply at once. Nobody changes its own account:
// an admin cannot lock itself out or, with a second admin gone, leave the site without one.
import type { OperatorRole } from '@hall/contracts/admin';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createOperator, twoFactorOf } from './service';
import {
  findOperatorByUsername,
  findOperatorsPage,
  lockOperator,
  revokeOperatorSessions,
  updateOperatorAccess,
  writeAudit,
} from './repo';

export async function listOperators(db: Db, input: { page: number; pageSize: number; search?: string | undefined }) {
  const { rows, total } = await findOperatorsPage(db, {
    search: input.search,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      username: row.username,
      role: row.role,
      status: row.status,
      twoFactor: twoFactorOf(row),
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function addOperator(
  db: Db,
  adminId: number,
  input: { username: string; password: string; role: OperatorRole },
  ip: string,
) {
  if (await findOperatorByUsername(db, input.username)) throw new AppError(409, 'operator_taken', 'operator.taken');
  // Made as the command makes it (its own audit row), then attributed to the admin who asked.
  // The admin typed the password: the operator chooses its own at its first sign-in.
  const operator = await createOperator(db, input, { mustChange: true });
  await writeAudit(db, {
    operatorId: adminId,
    action: 'operator.add',
    targetType: 'operator',
    targetId: operator.id,
    after: { username: operator.username, role: operator.role },
    ip,
  });
  return { id: operator.id };
}

export async function updateOperator(
  db: Db,
  adminId: number,
  input: { operatorId: number; role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined },
  ip: string,
) {
  if (input.operatorId === adminId) throw new AppError(403, 'own_account', 'operator.own_account');
  await inTransaction(db, async (tx) => {
    const before = await lockOperator(tx, input.operatorId);
    if (!before) throw AppError.notFound();
    const change = {
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    };
    await updateOperatorAccess(tx, input.operatorId, change);
    await revokeOperatorSessions(tx, input.operatorId, new Date());
    await writeAudit(tx, {
      operatorId: adminId,
      action: 'operator.update',
      targetType: 'operator',
      targetId: input.operatorId,
      before: { role: before.role, status: before.status },
      after: { role: input.role ?? before.role, status: input.status ?? before.status },
      ip,
    });
  });
}
