// Queries on the sessions table. Each takes the executor so callers can run them inside a transaction.
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { needsTouch, staleBefore } from '../../lib/session-touch';
import { sessions } from '../../db/schema/session';
import { passwordChangeRequiredOf, statusOf } from '../user/account-columns';
import { noteSessionsRevoked } from '../../db/live-notes';

export async function insertSession(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip?: string | null; userAgent?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userStatus: statusOf(sessions.userId),
      passwordChangeRequired: passwordChangeRequiredOf(sessions.userId),
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** A session's times and its player's status, by id. */
export async function findSessionById(db: Executor, id: number) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      status: statusOf(sessions.userId),
    })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row;
}

/** Refreshes the idle timer of a session as its lookup read it; at most once a minute (lib/session-touch.ts). */
export async function touchSession(db: Executor, session: { id: number; lastSeenAt: Date }, now: Date) {
  if (!needsTouch(session.lastSeenAt, now)) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, staleBefore(now))));
}

export async function revokeSession(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  // The session's open event streams end once this commits.
  if (row) noteSessionsRevoked(db, row.userId);
}

/** Ends every live session of a user, except the one making the request when given. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
  noteSessionsRevoked(db, userId);
}

/** Ends the player's open sessions (only the named one when given); returns the ended ids. */
export async function endSessions(db: Executor, userId: number, sessionId: number | undefined) {
  return db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sessionId === undefined ? undefined : eq(sessions.id, sessionId),
      ),
    )
    .returning({ id: sessions.id });
}

/** Deletes every session of the player (privacy's erasure: they hold its devices and addresses). */
export async function deleteSessionsOf(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
