// A player closes their own account. The terms (user agreement, "Closing your account") say what
// must come first: no coins left in the wallet (withdraw them), no withdrawal still being paid and
// no deposit order still open; a bonus still being wagered is forfeited. The account's sessions
// end with it and it never signs in or plays again; its records stay for the retention period.
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { verifyPassword } from '../../lib/passwords';
import { consume } from '../../lib/rate-limit';
import { forfeitOnClosure } from '../bonus/forfeit';
import { walletBalance } from '../ledger/accounts';
import { writeAudit } from '../operator/service';
import { revokeUserSessions } from '../session/service';
import { findUserById, lockUser } from '../user/service';
import { markAccountClosed } from '../user/account-status';
import { depositOpen } from '../pay/open-deposits';
import { withdrawalInFlight } from '../withdrawal/in-flight';
import { erasableFrom } from './retention';

export async function closeAccount(
  deps: { db: Db; store: EphemeralStore },
  userId: number,
  password: string,
  ip: string,
  now = new Date(),
) {
  // Tries at the password are counted like sign-in's, so a left-open page cannot be used to guess it.
  await consume(deps.store, { key: `close-try:user:${userId}`, max: 5, windowSeconds: 900 });
  const user = await findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw new AppError(400, 'password_wrong', 'privacy.close_password_wrong');

  await inTransaction(deps.db, async (tx) => {
    await lockUser(tx, userId);
    if (await withdrawalInFlight(tx, userId))
      throw new AppError(409, 'withdrawal_open', 'privacy.close_withdrawal_open');
    if (await depositOpen(tx, userId, now)) throw new AppError(409, 'deposit_open', 'privacy.close_deposit_open');
    const coins = await walletBalance(tx, userId);
    if (coins > 0n)
      throw new AppError(
        409,
        'balance_left',
        'privacy.close_balance_left',
        { coins: coins.toLocaleString('en-US') },
        { coins: coins.toString() },
      );
    await forfeitOnClosure(tx, userId);
    if (!(await markAccountClosed(tx, userId, now))) throw AppError.conflict();
    await revokeUserSessions(tx, userId, now);
    await writeAudit(tx, {
      operatorId: null,
      action: 'player.close',
      targetType: 'user',
      targetId: userId,
      before: { status: 'active' },
      after: { status: 'closed', erasableFrom: erasableFrom(now).toISOString() },
      ip,
    });
  });
}
