// Erasing a closed account once the retention period (RETENTION_YEARS after closing, as the privacy
// notice promises) has passed: an operator's decision, audited. Personal fields become a pseudonym
// and rows holding only personal data go; the user row, its ledger accounts and every entry stay,
// so the books still add up. The photos and screenshots are deleted by a durable job after commit.
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { fileStoreFor, isStoredName } from '../../lib/file-store';
import type { Config } from '../../config';
import type { JobHandler, JobQueue } from '../jobs/queue';
import { walletBalance } from '../ledger/accounts';
import { writeAudit } from '../operator/service';
import { lockUser } from '../user/service';
import { eraseCardsOf } from '../bank/personal-data';
import { eraseIdentityChecksOf, identityPhotosOf } from '../kyc/personal-data';
import { deleteLettersTo } from '../letters/personal-data';
import { deleteMailTo } from '../mail/personal-data';
import { eraseProviderAccountsOf } from '../migration/personal-data';
import { unlinkIdentitiesOf } from '../oauth/personal-data';
import { deleteNotesOf } from '../players/personal-data';
import { deleteSessionsOf } from '../session/service';
import { eraseTicketsOf, screenshotsOf } from '../support/personal-data';
import { eraseAccount } from '../user/personal-data';
import { eraseCryptoAddressesOf } from '../withdrawal/personal-data';
import { deleteExportsOf } from './repo';
import { erasableFrom } from './retention';

export const ERASE_FILES_JOB = 'privacy.erase-files';

/**
 * Every module's part of the erasure, in the caller's transaction: each owner replaces the personal
 * fields of its rows by a pseudonym or placeholder, or deletes the rows that hold only personal data.
 * Rows that money or history hang off (the user, cards, withdrawals, rounds, the ledger) stay, so
 * every ledger entry still has its account.
 */
async function erasePersonalData(tx: Executor, userId: number, email: string, now: Date) {
  await eraseAccount(tx, userId, now);
  await deleteSessionsOf(tx, userId);
  await unlinkIdentitiesOf(tx, userId);
  await deleteExportsOf(tx, userId);
  await deleteNotesOf(tx, userId);
  await deleteLettersTo(tx, userId);
  await deleteMailTo(tx, email);
  await eraseIdentityChecksOf(tx, userId);
  await eraseCardsOf(tx, userId);
  await eraseCryptoAddressesOf(tx, userId);
  await eraseTicketsOf(tx, userId);
  await eraseProviderAccountsOf(tx, userId);
}

export async function eraseClosedAccount(
  deps: { db: Db; jobs: JobQueue },
  operatorId: number,
  input: { userId: number; reason: string },
  ip: string,
  now = new Date(),
) {
  await inTransaction(deps.db, async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user) throw AppError.notFound();
    if (user.erasedAt) throw new AppError(409, 'already_erased', 'privacy.already_erased');
    if (user.status !== 'closed' || !user.closedAt) throw new AppError(409, 'not_closed', 'privacy.erase_not_closed');
    const from = erasableFrom(user.closedAt);
    if (now < from)
      throw new AppError(
        409,
        'retention_running',
        'privacy.erase_retention',
        { date: from.toISOString().slice(0, 10) },
        { erasableFrom: from.toISOString() },
      );
    // Coins that reached the account after it closed belong to someone: pay them out first.
    if ((await walletBalance(tx, user.id)) !== 0n) throw new AppError(409, 'balance_left', 'privacy.erase_balance');
    const files = { kyc: await identityPhotosOf(tx, user.id), support: await screenshotsOf(tx, user.id) };
    await erasePersonalData(tx, user.id, user.email, now);
    if (files.kyc.length + files.support.length > 0)
      await deps.jobs.enqueue(tx, {
        kind: ERASE_FILES_JOB,
        payload: files,
        dedupeKey: `${ERASE_FILES_JOB}:${user.id}`,
      });
    // The audit names the account only by id: the trail of an erasure must not undo it.
    await writeAudit(tx, {
      operatorId,
      action: 'player.erase',
      targetType: 'user',
      targetId: user.id,
      before: { status: 'closed', closedAt: user.closedAt.toISOString() },
      after: { account: `erased-${user.id}`, reason: input.reason },
      ip,
    });
  });
  deps.jobs.wake();
}

export function eraseFilesJobHandler(config: Config): JobHandler {
  const stores = { kyc: fileStoreFor(config, 'kyc'), support: fileStoreFor(config, 'support') };
  return {
    async run(job) {
      for (const area of ['kyc', 'support'] as const) {
        const names = (job.payload[area] as string[] | undefined) ?? [];
        for (const name of names.filter(isStoredName)) await stores[area].remove(name);
      }
    },
  };
}
