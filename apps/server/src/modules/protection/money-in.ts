// The one decision on coins entering a player's cash, whatever way they come: a bank deposit, a
// crypto deposit, an account migration, an agent's transfer to the member, an operator's adjustment
// booked as a deposit. Each path calls it inside its own transaction, before it moves money: closed
// while the player is on a break, self-excluded, cooling off or under age, and past any deposit limit
// (every path counts, money-in-totals.ts). What can be refused is refused; a crypto deposit, already on
// chain, is held instead (crypto/deposits.ts).
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertDepositAllowed, assertMayPlay } from './service';
import { lockPlayerProtections } from './repo';

export const MONEY_IN_PATHS = ['bank_deposit', 'crypto_deposit', 'migration', 'agent_transfer', 'adjustment'] as const;
export type MoneyInPath = (typeof MONEY_IN_PATHS)[number];

export interface MoneyIn {
  userId: number;
  path: MoneyInPath;
  coins: bigint;
  /** Who moves the coins: an agent or an operator is told about the player, not the player's dates. */
  movedBy?: 'player' | 'other';
}

/** Why coins may not enter: the player's protections close money in, or a deposit limit is reached. */
export interface MoneyInRefusal {
  reason: 'excluded' | 'deposit_limit';
  error: AppError;
}

/**
 * Decides whether `coins` may enter the player's cash now, under the player's protection lock (so two
 * paths in parallel see each other's coins). Null when they may, else why not with the error to give.
 */
export async function judgeMoneyIn(tx: Executor, input: MoneyIn, now = new Date()): Promise<MoneyInRefusal | null> {
  await lockPlayerProtections(tx, input.userId);
  const byOthers = input.movedBy === 'other';
  try {
    // An agent funds the account it has just opened before its owner first signs in: the coins wait
    // in the wallet, and the owner confirms the age and the terms before playing or depositing them.
    await assertMayPlay(tx, input.userId, now, { confirmation: !byOthers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The sender is told the player cannot take coins now, not the player's own dates.
    return {
      reason: 'excluded',
      error: byOthers ? new AppError(403, 'recipient_closed', 'protection.recipient_closed') : error,
    };
  }
  try {
    await assertDepositAllowed(tx, input.userId, input.coins, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.reason !== 'deposit_limit') throw error;
    return {
      reason: 'deposit_limit',
      error: byOthers
        ? new AppError(400, 'recipient_deposit_limit', 'protection.recipient_deposit_limit', error.params, error.extra)
        : error,
    };
  }
  return null;
}

/** The refusing form of judgeMoneyIn: throws the refusal, so the caller's transaction moves nothing. */
export async function admitMoneyIn(tx: Executor, input: MoneyIn, now = new Date()) {
  const refusal = await judgeMoneyIn(tx, input, now);
  if (refusal) throw refusal.error;
}
