// Whether a player may have an offer now, and what a deposit earns. One function answers both the
// deposit form's question before paying and the credit's decision after, so they cannot disagree.
import type { BonusRefusal } from '@hall/contracts/bonus';
import { addDays } from 'date-fns';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasApprovedKyc } from '../kyc/service';
import { assertMayPlay } from '../protection/service';
import { findUserById } from '../user/service';
import { depositedBefore } from '../ledger/player-flows';
import { activeGrant, grantFor, type GrantRow, type OfferRow } from './repo';
import { periodKeyFor } from './periods';

/** The bonus a deposit of `coins` earns from a match offer: its percentage, capped; 0 below the minimum. */
export function matchBonus(offer: OfferRow, coins: bigint): bigint {
  if (coins < offer.minDeposit || coins <= 0n) return 0n;
  const bonus = (coins * BigInt(offer.percentBp)) / 10_000n;
  return offer.cap > 0n && bonus > offer.cap ? offer.cap : bonus;
}

/**
 * Has the player had a deposit credited before (bank or crypto), other than the one being credited now
 * (its ledger reference)? Asked of the ledger, where every deposit path posts a `deposit` transfer.
 */
export async function hasCreditedDeposit(db: Executor, userId: number, exceptReference?: string): Promise<boolean> {
  return depositedBefore(db, userId, exceptReference);
}

/** May this player play (no break, exclusion, cooling-off or age bar)? Other errors pass through. */
async function mayPlay(db: Executor, userId: number, now: Date): Promise<boolean> {
  try {
    await assertMayPlay(db, userId, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return false;
    throw error;
  }
}

export interface EligibilityContext {
  now: Date;
  zone: string;
  /** For deposit offers: the deposit's coins, and whether it is the player's first. */
  deposit?: { coins: bigint; first: boolean };
  /** The grant being wagered now, if the caller has it at hand (locked). */
  active?: GrantRow | undefined;
}

/** Why the player cannot have the offer now, or null when they can. */
export async function refusalFor(
  db: Executor,
  userId: number,
  offer: OfferRow,
  ctx: EligibilityContext,
): Promise<BonusRefusal | null> {
  const { now } = ctx;
  if (!offer.enabled || offer.startsAt > now || (offer.endsAt !== null && offer.endsAt <= now)) return 'not_running';
  if (!(await mayPlay(db, userId, now))) return 'excluded';
  // A first-deposit offer after the first deposit: the plainer reason than "already had".
  if (ctx.deposit && offer.kind === 'first_deposit' && !ctx.deposit.first) return 'not_first_deposit';
  if (await grantFor(db, userId, offer.id, periodKeyFor(offer, now, ctx.zone))) return 'already_claimed';
  if (ctx.deposit && ctx.deposit.coins < offer.minDeposit) return 'below_minimum';
  if (offer.newPlayerDays !== null) {
    const user = await findUserById(db, userId);
    if (!user || addDays(user.createdAt, offer.newPlayerDays) <= now) return 'not_new_player';
  }
  if (offer.kycRequired && !(await hasApprovedKyc(db, userId))) return 'kyc_required';
  // A rebate with no wagering is paid to the wallet, beside a bonus being wagered.
  if (offer.wageringMultiple > 0 && (ctx.active ?? (await activeGrant(db, userId)))) return 'bonus_active';
  return null;
}
