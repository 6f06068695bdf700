// The withdrawal hold's two ways out, shared by operators' decisions and the payout job: paid out
// (hold → payout clearing, and the fee to the house) or given back (hold → the player's wallet).
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { lockWithdrawalBySn, type WithdrawalRow } from './repo';

export const notFound = () => new AppError(404, 'withdrawal_unknown', 'draw.withdrawal_unknown');

export async function lockWithdrawal(tx: Tx, sn: string) {
  const row = await lockWithdrawalBySn(tx, sn);
  if (!row) throw notFound();
  return row;
}

/** Hold → payout clearing (what is paid out) and hold → house (the fee). */
export async function settlePaid(tx: Tx, w: WithdrawalRow, channelCode: string) {
  const hold = await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold);
  await postTransfer(tx, {
    debitAccountId: hold,
    creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.payoutClearing(channelCode)),
    amount: w.coinAmount - w.fee,
    kind: 'withdrawal_paid',
    reference: `withdrawal:${w.withdrawSn}`,
    idempotencyKey: `withdrawal-paid:${w.withdrawSn}`,
  });
  if (w.fee > 0n) {
    await postTransfer(tx, {
      debitAccountId: hold,
      creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.house),
      amount: w.fee,
      kind: 'fee',
      reference: `withdrawal:${w.withdrawSn}`,
      idempotencyKey: `withdrawal-fee:${w.withdrawSn}`,
    });
  }
}

/** Hold → the player's wallet: a failed or rejected withdrawal gives every coin back. */
export async function release(tx: Tx, w: WithdrawalRow) {
  await postTransfer(tx, {
    debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold),
    creditAccountId: await walletAccount(tx, w.userId),
    amount: w.coinAmount,
    kind: 'withdrawal_release',
    reference: `withdrawal:${w.withdrawSn}`,
    idempotencyKey: `withdrawal-release:${w.withdrawSn}`,
  });
}
