// Balance adjustments under maker/checker: a correction to a wallet is first a proposal; it moves
// coins only when a different operator approves it, as one ledger transfer of kind `adjustment`
// against the house's adjustments account, in the same transaction as the decision, its audit row and
// the letter that tells the player (with the proposal's reason).
// A take that would leave the wallet negative is refused by the ledger and the proposal stays pending;
// a credit booked as a deposit passes the player's protections first (protection/money-in.ts).
import type { z } from 'zod';
import type { AdjustmentListRequest, AdjustmentProposeRequest } from '@hall/contracts/admin';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { admitMoneyIn } from '../protection/money-in';
import { writeAudit } from '../operator/service';
import { sendPlayerLetter } from '../letters/service';
import { messageLetter } from '../letters/message-letter';
import { userExists } from '../user/account-columns';
import { adjustmentsPage, decideAdjustment, insertAdjustment, lockAdjustment } from './repo';

type ProposeInput = z.output<typeof AdjustmentProposeRequest>;
type ListQuery = z.output<typeof AdjustmentListRequest>;

const wrongState = () => new AppError(409, 'adjustment_state', 'adjustment.state');

export async function proposeAdjustment(db: Db, operatorId: number, input: ProposeInput, ip: string) {
  return inTransaction(db, async (tx) => {
    if (!(await userExists(tx, input.userId))) throw AppError.notFound();
    const row = await insertAdjustment(tx, {
      userId: input.userId,
      amount: BigInt(input.amount),
      reason: input.reason,
      countsAsDeposit: input.deposit && BigInt(input.amount) > 0n,
      proposedBy: operatorId,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'adjustment.propose',
      targetType: 'user',
      targetId: input.userId,
      after: { adjustmentId: row.id, amount: input.amount, reason: input.reason, deposit: input.deposit },
      ip,
    });
    return { id: row.id, status: 'pending' as const };
  });
}

async function lockPending(tx: Executor, id: number) {
  const row = await lockAdjustment(tx, id);
  if (!row) throw AppError.notFound();
  if (row.status !== 'pending') throw wrongState();
  return row;
}

export async function approveAdjustment(db: Db, operatorId: number, id: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const row = await lockPending(tx, id);
    if (row.proposedBy === operatorId) throw new AppError(409, 'maker_checker', 'adjustment.maker_checker');
    // A deposit booked by hand is money in like any other: the player's protections decide, and a
    // refusal leaves the proposal pending (to be rejected, or approved once the player's limits allow).
    if (row.countsAsDeposit)
      await admitMoneyIn(tx, { userId: row.userId, path: 'adjustment', coins: row.amount, movedBy: 'other' });
    const [wallet, house] = await Promise.all([
      walletAccount(tx, row.userId),
      systemAccount(tx, SYSTEM_ACCOUNTS.adjustments),
    ]);
    const credit = row.amount > 0n;
    const posted = await postTransfer(tx, {
      debitAccountId: credit ? house : wallet,
      creditAccountId: credit ? wallet : house,
      amount: credit ? row.amount : -row.amount,
      kind: 'adjustment',
      reference: `adjustment:${row.id}`,
      idempotencyKey: `adjustment:${row.id}`,
      metadata: { reason: row.reason, proposedBy: row.proposedBy, approvedBy: operatorId },
    });
    await decideAdjustment(tx, row.id, {
      status: 'approved',
      decidedBy: operatorId,
      decidedAt: new Date(),
      transferId: posted.transferId,
    });
    // The player is told of the coins moved and why, in their language, with the decision.
    const letter = await sendPlayerLetter(
      tx,
      row.userId,
      messageLetter(
        'adjustment.letter_title',
        credit ? 'adjustment.letter_credit' : 'adjustment.letter_debit',
        (locale) => ({
          amount: new Intl.NumberFormat(locale).format(credit ? row.amount : -row.amount),
          reason: row.reason,
        }),
      ),
    );
    await writeAudit(tx, {
      operatorId,
      action: 'adjustment.approve',
      targetType: 'user',
      targetId: row.userId,
      before: { adjustmentId: row.id, status: 'pending' },
      after: { adjustmentId: row.id, status: 'approved', amount: row.amount.toString(), letterId: letter.id },
      ip,
    });
    const balance = credit ? posted.creditBalanceAfter : posted.debitBalanceAfter;
    return { id: row.id, status: 'approved' as const, balance: balance.toString() };
  });
}

export async function rejectAdjustment(db: Db, operatorId: number, input: { id: number; reason: string }, ip: string) {
  return inTransaction(db, async (tx) => {
    const row = await lockPending(tx, input.id);
    await decideAdjustment(tx, row.id, {
      status: 'rejected',
      decidedBy: operatorId,
      decidedAt: new Date(),
      decisionNote: input.reason,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'adjustment.reject',
      targetType: 'user',
      targetId: row.userId,
      before: { adjustmentId: row.id, status: 'pending' },
      after: { adjustmentId: row.id, status: 'rejected', reason: input.reason },
      ip,
    });
    return { id: row.id, status: 'rejected' as const };
  });
}

export async function listAdjustments(db: Executor, q: ListQuery) {
  const { rows, total } = await adjustmentsPage(
    db,
    { status: q.status, userId: q.userId },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return {
    list: rows.map(({ a, account, maker: proposedBy, checker: decidedBy }) => ({
      id: a.id,
      userId: a.userId,
      account,
      amount: a.amount.toString(),
      reason: a.reason,
      deposit: a.countsAsDeposit,
      status: a.status,
      proposedBy,
      proposedAt: a.proposedAt.toISOString(),
      decidedBy,
      decidedAt: a.decidedAt?.toISOString() ?? null,
      decisionNote: a.decisionNote,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
