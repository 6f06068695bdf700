// Session rules: how a TOKEN header becomes a signed-in user, and when a session has ended
// (revoked, past its absolute expiry, idle too long, or its account frozen).
import type { Executor } from '../../db/client';
import { generateToken, hashToken, looksLikeToken } from '../../lib/tokens';
import type { PlayerSessionLookup } from '../../plugins/auth';
import { findSessionById, findSessionByTokenHash, insertSession, touchSession } from './repo';

// Other modules reach this module's tables through these, never through its repository.
export { deleteSessionsOf, endSessions, revokeSession, revokeUserSessions } from './repo';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<PlayerSessionLookup> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row) return { state: 'unknown' };
  if (!isLive(row, policy, now) || row.userStatus !== 'active') return { state: 'ended' };
  await touchSession(db, row, now);
  return {
    state: 'active',
    sessionId: row.id,
    userId: row.userId,
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

/** Whether a session (a player's or an operator's) is still live under the policy. */
export function isLive(
  row: { lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null },
  policy: SessionPolicy,
  now: Date,
): boolean {
  const idleLimit = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  return !row.revokedAt && row.expiresAt > now && idleLimit > now.getTime();
}

/** Whether a player's session may still hold a live event stream. */
export async function sessionLive(db: Executor, sessionId: number, policy: SessionPolicy): Promise<boolean> {
  const row = await findSessionById(db, sessionId);
  return Boolean(row && row.status === 'active' && isLive(row, policy, new Date()));
}

/** Starts a session for a user and returns the token, which is never stored in clear. */
export async function startSession(
  db: Executor,
  userId: number,
  policy: SessionPolicy,
  meta: { ip?: string | null; userAgent?: string | null } = {},
  now = new Date(),
) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + policy.maxHours * 3_600_000);
  const { id } = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { token, sessionId: id, expiresAt };
}
