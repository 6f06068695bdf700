// Giving a bonus up: by the player's own call, or as part of a withdrawal they confirmed. The
// locked coins (what the bonus won included) return to the pool; the wallet's cash is untouched.
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { bonusBalance } from '../ledger/accounts';
import { endGrant } from './grants';
import { activeGrant } from './repo';

/**
 * Before a withdrawal's hold, in its transaction: with a bonus being wagered the request is refused
 * (409 `bonus_active`, the locked coins in `data.bonus`) unless the player agreed to forfeit it.
 */
export async function forfeitBeforeWithdrawal(tx: Tx, userId: number, forfeit: boolean) {
  const grant = await activeGrant(tx, userId, true);
  if (!grant) return;
  if (!forfeit) {
    const locked = await bonusBalance(tx, userId);
    throw new AppError(
      409,
      'bonus_active',
      'bonus.active_withdrawal',
      { bonus: locked.toLocaleString('en-US') },
      {
        bonus: locked.toString(),
      },
    );
  }
  await endGrant(tx, grant, 'forfeited');
}

/** The player gives up their active bonus (the grant named, so a stale page cannot end another). */
export async function forfeitBonus(db: Db, userId: number, grantId: number) {
  return inTransaction(db, async (tx) => {
    const grant = await activeGrant(tx, userId, true);
    if (!grant || grant.id !== grantId) throw new AppError(404, 'bonus_unknown', 'bonus.unknown');
    return endGrant(tx, grant, 'forfeited');
  });
}

/** A refunded deposit's bonus, if still being wagered, is forfeited in the refund's transaction. */
export async function forfeitGrantOf(tx: Tx, userId: number, sourceRef: string) {
  const grant = await activeGrant(tx, userId, true);
  if (grant?.sourceRef === sourceRef) await endGrant(tx, grant, 'forfeited');
}

/** Closing the account gives up a bonus still being wagered, in the closure's transaction. */
export async function forfeitOnClosure(tx: Tx, userId: number) {
  const grant = await activeGrant(tx, userId, true);
  if (grant) await endGrant(tx, grant, 'forfeited');
}
