// The wallet side of a spin, inside its transaction: the bet takes the player's cash first, then,
// while a bonus is being wagered, their locked bonus coins; neither goes below zero. The win is
// split in the bet's proportions, so what bonus coins win stays locked. Which bonus is in play, and
// what the bet does to its wagering, is the bonus module's to say; the coins move here only.
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bonusAccount, lockedBalance, SYSTEM_ACCOUNTS, systemAccount, walletAccount } from './accounts';
import { postTransfers, type TransferInput } from './post';

export interface BetSplit {
  fromCash: bigint;
  /** What the locked bonus coins pay (0 with no bonus in play). */
  fromBonus: bigint;
}

export interface FundedBet<T> {
  /** What the caller's record step returned. */
  recorded: T;
  /** The wallet's balance once the bet and the win have moved. */
  cash: bigint;
  /** The locked bonus coins once they have moved; null with no bonus in play. */
  locked: bigint | null;
}

/**
 * Splits the bet, lets the caller record its round with the split, then posts the bet and the win.
 * The split is read under both accounts' locks (taken only with a bonus in play), so it is the split
 * posted. The round is recorded before any coins move so its row's locks come before the postings'.
 */
export async function fundBet<T>(
  tx: Tx,
  bet: { userId: number; roundSn: string; amount: bigint; win: bigint; bonusInPlay: boolean },
  record: (split: BetSplit) => Promise<T>,
): Promise<FundedBet<T>> {
  const wallet = await walletAccount(tx, bet.userId);
  const locked = bet.bonusInPlay ? await bonusAccount(tx, bet.userId) : null;
  const split =
    locked === null ? { fromCash: bet.amount, fromBonus: 0n } : await splitBet(tx, wallet, locked, bet.amount);
  const recorded = await record(split);

  const house = await systemAccount(tx, SYSTEM_ACCOUNTS.houseShard(bet.userId));
  // The cash part of the win gets the remainder of the division.
  const bonusWin = bet.win > 0n && split.fromBonus > 0n ? (bet.win * split.fromBonus) / bet.amount : 0n;
  const cashWin = bet.win - bonusWin;
  // The bet's and the win's postings in one batch (two statements for all of them), in the
  // order they apply: the bet is taken before the win is paid, so the bet alone must fit the wallet.
  // The plain case keeps its keys (`bet:`/`win:`), so nothing that reads them changes.
  const postings: Array<{ input: TransferInput; side: 'cash' | 'bonus'; account: 'debit' | 'credit' }> = [];
  const posting = (debit: number, credit: number, amount: bigint, kind: 'bet' | 'win', key: string) => ({
    debitAccountId: debit,
    creditAccountId: credit,
    amount,
    kind,
    reference: `round:${bet.roundSn}`,
    idempotencyKey: `${key}:${bet.roundSn}`,
  });
  if (split.fromCash > 0n)
    postings.push({ input: posting(wallet, house, split.fromCash, 'bet', 'bet'), side: 'cash', account: 'debit' });
  if (split.fromBonus > 0n)
    postings.push({
      input: posting(locked!, house, split.fromBonus, 'bet', 'bet-bonus'),
      side: 'bonus',
      account: 'debit',
    });
  if (cashWin > 0n)
    postings.push({ input: posting(house, wallet, cashWin, 'win', 'win'), side: 'cash', account: 'credit' });
  if (bonusWin > 0n)
    postings.push({ input: posting(house, locked!, bonusWin, 'win', 'win-bonus'), side: 'bonus', account: 'credit' });
  const posted = await postTransfers(
    tx,
    postings.map((p) => p.input),
  );
  // Each side's balance after the last posting that touched it.
  let cash: bigint | undefined;
  let lockedAfter: bigint | undefined;
  postings.forEach((p, i) => {
    const after = p.account === 'debit' ? posted[i]!.debitBalanceAfter : posted[i]!.creditBalanceAfter;
    if (p.side === 'cash') cash = after;
    else lockedAfter = after;
  });
  cash ??= await lockedBalance(tx, wallet);
  if (locked !== null) lockedAfter ??= await lockedBalance(tx, locked);
  return { recorded, cash, locked: lockedAfter ?? null };
}

async function splitBet(tx: Tx, wallet: number, locked: number, amount: bigint): Promise<BetSplit> {
  const cash = await lockedBalance(tx, wallet);
  const fromCash = cash >= amount ? amount : cash;
  const fromBonus = amount - fromCash;
  if (fromBonus > (await lockedBalance(tx, locked)))
    throw new AppError(400, 'insufficient_funds', 'ledger.insufficient_funds');
  return { fromCash, fromBonus };
}
