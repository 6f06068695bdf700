// Freezing a player: an operator stops an account at once (suspected fraud, a self-exclusion, a
// court order). A frozen player's sessions end in the same transaction, sign-in refuses it, and as
// every money call needs a session it moves no money; unfreezing lets it sign in again. Each change
// carries the operator's reason into the audit log.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../operator/repo';
import { revokeUserSessions } from '../session/repo';

export async function setPlayerFrozen(
  db: Db,
  operatorId: number,
  input: { userId: number; frozen: boolean; reason: string },
  ip: string,
) {
  const [from, to] = input.frozen ? (['active', 'frozen'] as const) : (['frozen', 'active'] as const);
  await inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ status: to })
      .where(and(eq(users.id, input.userId), eq(users.status, from)))
      .returning({ id: users.id });
    if (!changed) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
      if (!exists) throw AppError.notFound();
      throw new AppError(409, input.frozen ? 'already_frozen' : 'not_frozen', 'player.state_unchanged');
    }
    // Its open pages are signed out at once (the live stream hears of it when this commits).
    if (input.frozen) await revokeUserSessions(tx, input.userId, new Date());
    await writeAudit(tx, {
      operatorId,
      action: input.frozen ? 'player.freeze' : 'player.unfreeze',
      targetType: 'user',
      targetId: input.userId,
      before: { status: from },
      after: { status: to, reason: input.reason },
      ip,
    });
  });
}
