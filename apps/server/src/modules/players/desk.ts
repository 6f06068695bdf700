// What the desk does to a player besides freezing: end its sessions (one, or all) and keep an
// internal note. Each write is one transaction with its audit row.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { playerNotes, sessions, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../operator/repo';

async function requirePlayer(db: Executor, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
}

/** Ends the named session of the player (or all of them); a session of another player is not found. */
export async function revokePlayerSessions(
  db: Executor,
  operatorId: number,
  input: { userId: number; sessionId?: number | undefined },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    await requirePlayer(tx, input.userId);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, input.userId),
          isNull(sessions.revokedAt),
          input.sessionId === undefined ? undefined : eq(sessions.id, input.sessionId),
        ),
      )
      .returning({ id: sessions.id });
    if (input.sessionId !== undefined && ended.length === 0) throw AppError.notFound();
    await writeAudit(tx, {
      operatorId,
      action: 'player.sessions_revoke',
      targetType: 'user',
      targetId: input.userId,
      after: { sessions: ended.map((s) => s.id) },
      ip,
    });
    return { revoked: ended.length };
  });
}

export async function addPlayerNote(
  db: Executor,
  operatorId: number,
  input: { userId: number; text: string },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    await requirePlayer(tx, input.userId);
    const [note] = await tx
      .insert(playerNotes)
      .values({ userId: input.userId, operatorId, text: input.text })
      .returning({ id: playerNotes.id });
    await writeAudit(tx, {
      operatorId,
      action: 'player.note',
      targetType: 'user',
      targetId: input.userId,
      after: { noteId: note!.id },
      ip,
    });
    return { id: note!.id };
  });
}
