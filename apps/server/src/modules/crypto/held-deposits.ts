// Crypto deposits held because the ledger cannot take them: worth more coins than the player's
// wallet can hold. Operators settle each one. A credit of part of it (at most what it is worth at
// the rate it was held at, and what the wallet can take) is proposed by one and made when another
// approves it, once, as the deposit's own `deposit` transfer; or one rejects it with a note (refunded
// off-chain, a false report), and nothing moves. Every step is audited. The same holds for a deposit
// held because the player's own protections closed money in (a break, a self-exclusion, a limit): a
// credit passes them again at approval, so it is made only once they allow it.
import type { CoinNetwork, CoinSymbol } from '@hall/contracts/crypto';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { walletHeadroom } from '../ledger/accounts';
import { noteOrder } from '../../db/live-notes';
import { admitMoneyIn } from '../protection/money-in';
import { writeAudit } from '../operator/service';
import { findCoin } from './coins';
import { creditDeposit } from './deposits';
import { lockDeposit, setDeposit, type DepositRow } from './repo';
import { coinsFor } from './rates';

async function lockHeld(tx: Tx, id: number) {
  const row = await lockDeposit(tx, id);
  if (!row) throw AppError.notFound();
  if (row.status !== 'held') throw new AppError(409, 'deposit_state', 'crypto.held_state');
  return row;
}

/** The most operators may credit for a held deposit now: what it is worth, and what the wallet can take. */
async function creditLimit(tx: Tx, config: Config, row: DepositRow) {
  const coin = findCoin(row.coin as CoinSymbol, row.network as CoinNetwork)!;
  const worth = coinsFor(BigInt(row.amount), coin.decimals, row.jpyRate!, config.COIN_RATES.JPY ?? 1);
  const headroom = await walletHeadroom(tx, row.userId);
  return { coin, max: worth < headroom ? worth : headroom };
}

const tooMuch = (max: bigint) =>
  new AppError(400, 'credit_too_large', 'crypto.held_credit_too_large', { max: max.toLocaleString('en-US') });

export async function proposeHeldCredit(
  db: Db,
  config: Config,
  operatorId: number,
  input: { id: number; coins: string; note: string },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    const row = await lockHeld(tx, input.id);
    const coins = BigInt(input.coins);
    const { max } = await creditLimit(tx, config, row);
    if (coins > max) throw tooMuch(max);
    await setDeposit(tx, row.id, {
      proposedCoins: coins,
      proposedBy: operatorId,
      note: input.note,
      updatedAt: new Date(),
    });
    await writeAudit(tx, {
      operatorId,
      action: 'crypto_deposit.propose',
      targetType: 'crypto_deposit',
      targetId: row.id,
      before: { proposedCoins: row.proposedCoins?.toString() ?? null },
      after: { proposedCoins: input.coins, note: input.note },
      ip,
    });
  });
}

export async function approveHeldCredit(db: Db, config: Config, operatorId: number, id: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const row = await lockHeld(tx, id);
    if (row.proposedCoins === null || row.proposedBy === null)
      throw new AppError(409, 'no_proposal', 'crypto.held_no_proposal');
    if (row.proposedBy === operatorId) throw new AppError(409, 'maker_checker', 'crypto.held_maker_checker');
    const coins = row.proposedCoins;
    // The wallet may have grown since the proposal.
    const { coin, max } = await creditLimit(tx, config, row);
    if (coins > max) throw tooMuch(max);
    // Held for the player's protections or not, a credit now is money in now: they decide again.
    await admitMoneyIn(tx, { userId: row.userId, path: 'crypto_deposit', coins, movedBy: 'other' });
    await creditDeposit(tx, config, row, coin, coins, { jpyRate: row.jpyRate!, source: 'held' });
    const now = new Date();
    await setDeposit(tx, row.id, {
      status: 'credited',
      coinAmount: coins,
      creditedAt: now,
      resolvedBy: operatorId,
      resolvedAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'crypto_deposit.credit',
      targetType: 'crypto_deposit',
      targetId: row.id,
      before: { status: 'held' },
      after: { status: 'credited', coins: coins.toString(), proposedBy: row.proposedBy, note: row.note },
      ip,
    });
    noteOrder(tx, row.userId, { kind: 'crypto-deposit', id: String(row.id), status: 'credited' });
  });
}

export async function rejectHeld(db: Db, operatorId: number, input: { id: number; note: string }, ip: string) {
  return inTransaction(db, async (tx) => {
    const row = await lockHeld(tx, input.id);
    const now = new Date();
    await setDeposit(tx, row.id, {
      status: 'rejected',
      note: input.note,
      proposedCoins: null,
      proposedBy: null,
      resolvedBy: operatorId,
      resolvedAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'crypto_deposit.reject',
      targetType: 'crypto_deposit',
      targetId: row.id,
      before: { status: 'held' },
      after: { status: 'rejected', note: input.note },
      ip,
    });
    noteOrder(tx, row.userId, { kind: 'crypto-deposit', id: String(row.id), status: 'rejected' });
  });
}
