// Play while a bonus is wagered, inside the spin's transaction: the bet takes cash first, then the
// locked bonus; the win is split in the bet's proportions (what bonus coins win stays locked); every
// bet counts towards the requirement at its game's contribution (pachislot at the share the grant
// was credited with, slots in full); once the requirement is met the locked coins move to the
// wallet, and a bonus played to nothing ends. Without an active grant a spin is a plain wallet bet.
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { bonusGrants, ledgerAccounts } from '../../db/schema/index';
import { bonusAccount, bonusBalance, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { endGrant } from './grants';
import { activeGrant, type GrantRow } from './repo';
import { AppError } from '../../lib/app-error';

export interface SpinFunding {
  grant: GrantRow | null;
  wallet: number;
  /** The locked account, when a grant is active. */
  locked: number | null;
  fromCash: bigint;
  fromBonus: bigint;
}

async function balanceOf(tx: Tx, account: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account))
    .for('no key update');
  return row?.balance ?? 0n;
}

/**
 * How a bet is paid: locks the active grant (ending it first if its time is up) and, with one, the
 * two accounts, so the split read here is the split posted.
 */
export async function fundSpin(tx: Tx, userId: number, bet: bigint, now = new Date()): Promise<SpinFunding> {
  const wallet = await walletAccount(tx, userId);
  let grant = (await activeGrant(tx, userId, true)) ?? null;
  if (grant && grant.expiresAt <= now) {
    await endGrant(tx, grant, 'expired', now);
    grant = null;
  }
  if (!grant) return { grant, wallet, locked: null, fromCash: bet, fromBonus: 0n };
  const locked = await bonusAccount(tx, userId);
  const cash = await balanceOf(tx, wallet);
  const fromCash = cash >= bet ? bet : cash;
  const fromBonus = bet - fromCash;
  if (fromBonus > (await balanceOf(tx, locked)))
    throw new AppError(400, 'insufficient_funds', 'ledger.insufficient_funds');
  return { grant, wallet, locked, fromCash, fromBonus };
}

export interface SpinMoney {
  balance: bigint;
  bonus: { balance: bigint; wagered: bigint; required: bigint } | null;
}

/** Posts the bet and the win of a funded spin and moves the grant's wagering on. */
export async function postSpinMoney(
  tx: Tx,
  funding: SpinFunding,
  spin: { roundSn: string; house: number; bet: bigint; win: bigint; gameKind: string },
): Promise<SpinMoney> {
  const { grant, wallet, locked, fromCash, fromBonus } = funding;
  const post = (debit: number, credit: number, amount: bigint, kind: 'bet' | 'win', key: string) =>
    postTransfer(tx, {
      debitAccountId: debit,
      creditAccountId: credit,
      amount,
      kind,
      reference: `round:${spin.roundSn}`,
      idempotencyKey: key,
    });
  // The plain case keeps its keys (`bet:`/`win:`), so nothing that reads them changes.
  let cash: bigint | undefined;
  if (fromCash > 0n) cash = (await post(wallet, spin.house, fromCash, 'bet', `bet:${spin.roundSn}`)).debitBalanceAfter;
  let lockedAfter: bigint | undefined;
  if (fromBonus > 0n)
    lockedAfter = (await post(locked!, spin.house, fromBonus, 'bet', `bet-bonus:${spin.roundSn}`)).debitBalanceAfter;
  // What bonus coins win stays locked: the win is split as the bet was (cash gets the remainder).
  const bonusWin = spin.win > 0n && fromBonus > 0n ? (spin.win * fromBonus) / spin.bet : 0n;
  const cashWin = spin.win - bonusWin;
  if (cashWin > 0n) cash = (await post(spin.house, wallet, cashWin, 'win', `win:${spin.roundSn}`)).creditBalanceAfter;
  if (bonusWin > 0n)
    lockedAfter = (await post(spin.house, locked!, bonusWin, 'win', `win-bonus:${spin.roundSn}`)).creditBalanceAfter;
  cash ??= await balanceOf(tx, wallet);
  if (!grant) return { balance: cash, bonus: null };

  // The share the grant was credited with, not the offer's as it may be now.
  const share = spin.gameKind === 'pachislot' ? BigInt(grant.pachislotContributionPct) : 100n;
  const wagered = grant.wagered + (spin.bet * share) / 100n;
  await tx.update(bonusGrants).set({ wagered }).where(eq(bonusGrants.id, grant.id));
  const current = { ...grant, wagered };
  lockedAfter ??= await balanceOf(tx, locked!);
  if (wagered >= grant.wageringRequired) {
    const released = await endGrant(tx, current, 'completed');
    return { balance: cash + released, bonus: null };
  }
  if (lockedAfter === 0n) {
    await endGrant(tx, current, 'lost');
    return { balance: cash, bonus: null };
  }
  return { balance: cash, bonus: { balance: lockedAfter, wagered, required: grant.wageringRequired } };
}

/** The bonus being wagered as it stands (null when none). */
export async function bonusStanding(db: Executor, userId: number): Promise<SpinMoney['bonus']> {
  const grant = await activeGrant(db, userId);
  if (!grant) return null;
  return { balance: await bonusBalance(db, userId), wagered: grant.wagered, required: grant.wageringRequired };
}
