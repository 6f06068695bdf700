// Freezing a player: an operator stops an account at once (suspected fraud, a self-exclusion, a
// court order). A frozen player's sessions end in the same transaction, sign-in refuses it, and as
// every money call needs a session it moves no money; unfreezing lets it sign in again. Each change
// carries the operator's reason into the audit log.
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../operator/service';
import { revokeUserSessions } from '../session/service';
import { changeAccountStatus } from '../user/account-status';
import { userExists } from '../user/account-columns';

/**
 * Freezes an active account inside the caller's transaction and ends its sessions; false when it was
 * not active. For decisions that freeze as part of something else (an AML flag closing the account).
 */
export async function freezeActiveAccount(tx: Executor, userId: number, now = new Date()): Promise<boolean> {
  const changed = await changeAccountStatus(tx, userId, 'active', 'frozen');
  // Its open pages are signed out at once (the live stream hears of it when this commits).
  if (changed) await revokeUserSessions(tx, userId, now);
  return changed;
}

export async function setPlayerFrozen(
  db: Db,
  operatorId: number,
  input: { userId: number; frozen: boolean; reason: string },
  ip: string,
) {
  const [from, to] = input.frozen ? (['active', 'frozen'] as const) : (['frozen', 'active'] as const);
  await inTransaction(db, async (tx) => {
    const changed = input.frozen
      ? await freezeActiveAccount(tx, input.userId)
      : await changeAccountStatus(tx, input.userId, from, to);
    if (!changed) {
      if (!(await userExists(tx, input.userId))) throw AppError.notFound();
      throw new AppError(409, input.frozen ? 'already_frozen' : 'not_frozen', 'player.state_unchanged');
    }
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
