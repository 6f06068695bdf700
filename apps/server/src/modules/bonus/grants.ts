// Paying a grant and ending one, each a ledger transfer in the caller's transaction. A grant with a
// wagering requirement moves coins from the bonus pool into the player's locked bonus account; one
// without is paid straight to the wallet. A grant ends by completion (the locked coins, winnings
// included, move to the wallet), forfeit or expiry (they return to the pool), or being played to
// nothing ("lost").
import { addDays } from 'date-fns';
import type { Tx } from '../../db/client';
import { enqueueJob } from '../jobs/queue';
import { bonusAccount, lockedBalance, SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { insertGrant, updateGrant, type GrantRow, type OfferRow } from './repo';

export const EXPIRE_JOB = 'bonus-expire';

export interface NewGrant {
  userId: number;
  offer: OfferRow;
  periodKey: string;
  sourceRef: string;
  amount: bigint;
  now: Date;
}

/**
 * Grants an offer, or answers undefined when the player already has it for this period or another
 * bonus is being wagered (the unique indexes decide, whatever races). The ledger key is per player,
 * offer and period, so the money moves once even if the row's insert were retried.
 */
export async function payGrant(tx: Tx, input: NewGrant): Promise<GrantRow | undefined> {
  const { offer, amount, now } = input;
  const wagered = offer.wageringMultiple > 0;
  const row = await insertGrant(tx, {
    userId: input.userId,
    offerId: offer.id,
    periodKey: input.periodKey,
    sourceRef: input.sourceRef,
    amount,
    wageringRequired: amount * BigInt(offer.wageringMultiple),
    // The terms it is credited with stay its own: an offer changed later changes new grants only.
    pachislotContributionPct: offer.pachislotContributionPct,
    status: wagered ? 'active' : 'completed',
    expiresAt: addDays(now, offer.validDays),
    createdAt: now,
    endedAt: wagered ? null : now,
    settledAmount: wagered ? null : amount,
  });
  if (!row) return undefined;
  await postTransfer(tx, {
    debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.bonusPool),
    creditAccountId: wagered ? await bonusAccount(tx, input.userId) : await walletAccount(tx, input.userId),
    amount,
    kind: 'bonus',
    reference: `bonus:${row.id}`,
    idempotencyKey: `bonus:${input.userId}:${offer.id}:${input.periodKey}`,
    metadata: { offer: offer.code, sourceRef: input.sourceRef, locked: wagered },
  });
  if (wagered) {
    const delaySeconds = Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000));
    await enqueueJob(tx, {
      kind: EXPIRE_JOB,
      payload: { grantId: row.id },
      dedupeKey: `bonus-expire:${row.id}`,
      delaySeconds,
    });
  }
  return row;
}

/**
 * Ends an active grant (locked by the caller): `completed` moves everything locked to the wallet;
 * `forfeited` and `expired` return it to the pool; `lost` moves nothing (nothing is left).
 */
export async function endGrant(
  tx: Tx,
  grant: GrantRow,
  status: 'completed' | 'forfeited' | 'expired' | 'lost',
  now = new Date(),
): Promise<bigint> {
  if (grant.status !== 'active') throw new Error(`grant ${grant.id} is ${grant.status}, not active`);
  const locked = await bonusAccount(tx, grant.userId);
  const balance = await lockedBalance(tx, locked);
  if (balance > 0n && status !== 'lost') {
    const released = status === 'completed';
    await postTransfer(tx, {
      debitAccountId: locked,
      creditAccountId: released
        ? await walletAccount(tx, grant.userId)
        : await systemAccount(tx, SYSTEM_ACCOUNTS.bonusPool),
      amount: balance,
      kind: released ? 'bonus_release' : 'bonus_forfeit',
      reference: `bonus:${grant.id}`,
      idempotencyKey: `bonus-end:${grant.id}`,
      metadata: { status },
    });
  }
  await updateGrant(tx, grant.id, { status, endedAt: now, settledAmount: status === 'lost' ? 0n : balance });
  return balance;
}
