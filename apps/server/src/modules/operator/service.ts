// Operator accounts: created by a command (no default password exists), signed in with their own
// sessions (shorter than players'), limited on failures like players, with a second factor
// (two-factor.ts) that admin and finance must have.
import { OPERATOR_PASSWORD_MIN, TWO_FACTOR_ROLES, type OperatorRole } from '@hall/contracts/admin';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { clearLimit, release, reserve } from '../../lib/rate-limit';
import { generateToken, hashToken, looksLikeToken } from '../../lib/tokens';
import type { SecretBox } from '../../lib/secret-box';
import type { OperatorSessionLookup } from '../../plugins/auth';
import { isLive, type SessionPolicy } from '../session/service';
import {
  findOperatorById,
  findOperatorByUsername,
  findOperatorSession,
  insertOperator,
  insertOperatorSession,
  markOperatorLogin,
  revokeOperatorSession,
  revokeOtherOperatorSessions,
  setOperatorPassword,
  touchOperatorSession,
  writeAudit,
} from './repo';
import { answerChallenge, issueChallenge } from './two-factor';

// Other modules reach this module's tables through these, never through its repository.
export { operatorNames, writeAudit } from './repo';

/**
 * A new operator. `mustChange`: an admin typed the password (console), so the operator's first
 * session may only choose its own; the command that makes the first admin is run by that person.
 */
export async function createOperator(
  db: Db,
  input: { username: string; password: string; role: OperatorRole },
  { mustChange = false }: { mustChange?: boolean } = {},
) {
  if (!/^[A-Za-z0-9._-]{3,32}$/.test(input.username))
    throw new Error('username: 3-32 letters, digits, dot, dash or underscore');
  if (input.password.length < OPERATOR_PASSWORD_MIN)
    throw new Error(`password: at least ${OPERATOR_PASSWORD_MIN} characters`);
  if (await findOperatorByUsername(db, input.username)) throw new Error(`operator ${input.username} exists already`);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const operator = await insertOperator(tx, {
      username: input.username,
      passwordHash,
      role: input.role,
      passwordChangeRequired: mustChange,
    });
    await writeAudit(tx, {
      operatorId: null,
      action: 'operator.create',
      targetType: 'operator',
      targetId: operator.id,
      after: { username: operator.username, role: operator.role },
    });
    return operator;
  });
}

export async function operatorLogin(
  deps: { db: Db; store: EphemeralStore; policy: SessionPolicy },
  input: { username: string; password: string },
  ip: string,
) {
  const byName = { key: `op-fail:${input.username.toLowerCase()}`, max: 5, windowSeconds: 900 };
  const byIp = { key: `op-fail-ip:${ip}`, max: 20, windowSeconds: 900 };
  // Tries are reserved before the password is verified and kept when it fails, so parallel tries
  // can never verify more passwords than the limits allow.
  await reserve(deps.store, byIp);
  try {
    await reserve(deps.store, byName);
  } catch (err) {
    await release(deps.store, byIp);
    throw err;
  }
  const operator = await findOperatorByUsername(deps.db, input.username);
  const valid = await verifyPassword(operator?.passwordHash ?? (await dummyHash()), input.password);
  if (!operator || !valid || operator.status !== 'active') {
    await writeAudit(deps.db, {
      operatorId: operator?.id ?? null,
      action: 'operator.login_failed',
      targetType: 'operator',
      targetId: input.username.slice(0, 64),
      ip,
    });
    throw new AppError(400, 'login_failed', 'auth.login_failed');
  }
  await clearLimit(deps.store, byName);
  await release(deps.store, byIp);
  // With an authenticator, the password alone opens nothing: a code must answer the challenge.
  if (operator.totpEnabledAt)
    return { twoFactor: 'required' as const, challenge: await issueChallenge(deps.store, operator.id) };
  const token = await openOperatorSession(deps.db, operator, deps.policy, ip);
  return {
    twoFactor: TWO_FACTOR_ROLES.includes(operator.role) ? ('enrol' as const) : ('none' as const),
    token,
    role: operator.role,
    username: operator.username,
    passwordChange: operator.passwordChangeRequired,
  };
}

/** The second step of a sign-in with an authenticator: the code (or a recovery code) for the challenge. */
export async function operatorTotpLogin(
  deps: { db: Db; store: EphemeralStore; policy: SessionPolicy; box: SecretBox },
  input: { challenge: string; code: string },
  ip: string,
) {
  const operator = await answerChallenge(deps, input, ip);
  const token = await openOperatorSession(deps.db, operator, deps.policy, ip);
  return { token, role: operator.role, username: operator.username, passwordChange: operator.passwordChangeRequired };
}

/**
 * The operator chooses its own password: the current one is verified (tries limited as at sign-in),
 * the new one must differ, and every other session of the operator ends. Audited.
 */
export async function changeOperatorPassword(
  deps: { db: Db; store: EphemeralStore },
  session: { operatorId: number; sessionId: number },
  input: { currentPassword: string; newPassword: string },
  ip: string,
) {
  const limit = { key: `op-pw-fail:${session.operatorId}`, max: 5, windowSeconds: 900 };
  await reserve(deps.store, limit);
  const operator = await findOperatorById(deps.db, session.operatorId);
  if (!operator) throw AppError.notSignedIn();
  if (!(await verifyPassword(operator.passwordHash, input.currentPassword)))
    throw new AppError(400, 'password_wrong', 'auth.operator_password_wrong');
  await clearLimit(deps.store, limit);
  if (input.newPassword === input.currentPassword)
    throw new AppError(400, 'password_unchanged', 'auth.operator_password_unchanged');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
    await setOperatorPassword(tx, operator.id, passwordHash);
    await revokeOtherOperatorSessions(tx, operator.id, session.sessionId, new Date());
    await writeAudit(tx, {
      operatorId: operator.id,
      action: 'operator.password_change',
      targetType: 'operator',
      targetId: operator.id,
      after: { required: operator.passwordChangeRequired },
      ip,
    });
  });
  return { passwordChange: false as const };
}

/** A new session for an operator who has proved who it is, audited with it. */
async function openOperatorSession(db: Db, operator: { id: number }, policy: SessionPolicy, ip: string) {
  const token = generateToken();
  const now = new Date();
  await inTransaction(db, async (tx) => {
    await insertOperatorSession(tx, {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + policy.maxHours * 3_600_000),
      ip,
    });
    await markOperatorLogin(tx, operator.id, now);
    await writeAudit(tx, {
      operatorId: operator.id,
      action: 'operator.login',
      targetType: 'operator',
      targetId: operator.id,
      ip,
    });
  });
  return token;
}

export async function resolveOperatorSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
): Promise<OperatorSessionLookup> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  const row = await findOperatorSession(db, hashToken(token));
  if (!row) return { state: 'unknown' };
  const now = new Date();
  if (!isLive(row, policy, now) || row.status !== 'active') return { state: 'ended' };
  await touchOperatorSession(db, row, now);
  // A role that needs an authenticator may, until it has one, do nothing but set it up.
  const enrolOnly = TWO_FACTOR_ROLES.includes(row.role) && row.totpEnabledAt === null;
  return {
    state: 'active',
    operatorId: row.operatorId,
    sessionId: row.id,
    role: row.role,
    enrolOnly,
    passwordOnly: row.passwordChangeRequired,
  };
}

/** Ends the operator's session, audited in the same transaction. */
export async function operatorLogout(db: Db, operatorId: number, sessionId: number, ip: string) {
  await inTransaction(db, async (tx) => {
    await revokeOperatorSession(tx, sessionId, new Date());
    await writeAudit(tx, {
      operatorId,
      action: 'operator.logout',
      targetType: 'operator',
      targetId: operatorId,
      ip,
    });
  });
}

/** Whether an operator has an authenticator, and if not, whether its role needs one first. */
export function twoFactorOf(row: { role: OperatorRole; totpEnabledAt: Date | null }): 'enabled' | 'enrol' | 'off' {
  if (row.totpEnabledAt) return 'enabled';
  return TWO_FACTOR_ROLES.includes(row.role) ? 'enrol' : 'off';
}

export async function operatorInfo(db: Executor, operatorId: number) {
  const row = await findOperatorById(db, operatorId);
  if (!row) throw AppError.notSignedIn();
  return { id: row.id, username: row.username, role: row.role, twoFactor: twoFactorOf(row) };
}
