// Play while a bonus is wagered. The spin asks which bonus is in play before its bet is funded (the
// wallet's side, ledger/bet-funding.ts, lets locked coins pay only then) and tells it of the bet once
// paid: every bet counts towards the requirement at its game's contribution (pachislot at the share
// the grant was credited with, slots in full); once the requirement is met the locked coins move to
// the wallet, and a bonus played to nothing ends.
import type { Executor, Tx } from '../../db/client';
import { bonusBalance } from '../ledger/accounts';
import { endGrant } from './grants';
import { activeGrant, updateGrant, type GrantRow } from './repo';

export type BonusStanding = { balance: bigint; wagered: bigint; required: bigint } | null;

/**
 * The grant a spin may draw on, locked for its transaction so the split the wallet reads is the
 * split posted; one whose time is up is ended first, and the spin is then a plain wallet bet.
 */
export async function grantInPlay(tx: Tx, userId: number, now = new Date()): Promise<GrantRow | null> {
  const grant = (await activeGrant(tx, userId, true)) ?? null;
  if (grant && grant.expiresAt <= now) {
    await endGrant(tx, grant, 'expired', now);
    return null;
  }
  return grant;
}

/**
 * Told of a bet the grant in play was wagered with (already paid): moves its wagering on and ends it
 * when met or when nothing is locked any more. `released` is what completion moved to the wallet.
 */
export async function recordWager(
  tx: Tx,
  grant: GrantRow,
  bet: { amount: bigint; gameKind: string; lockedAfter: bigint },
): Promise<{ released: bigint; standing: BonusStanding }> {
  // The share the grant was credited with, not the offer's as it may be now.
  const share = bet.gameKind === 'pachislot' ? BigInt(grant.pachislotContributionPct) : 100n;
  const wagered = grant.wagered + (bet.amount * share) / 100n;
  await updateGrant(tx, grant.id, { wagered });
  const current = { ...grant, wagered };
  if (wagered >= grant.wageringRequired) return { released: await endGrant(tx, current, 'completed'), standing: null };
  if (bet.lockedAfter === 0n) {
    await endGrant(tx, current, 'lost');
    return { released: 0n, standing: null };
  }
  return { released: 0n, standing: { balance: bet.lockedAfter, wagered, required: grant.wageringRequired } };
}

/** The bonus being wagered as it stands (null when none). */
export async function bonusStanding(db: Executor, userId: number): Promise<BonusStanding> {
  const grant = await activeGrant(db, userId);
  if (!grant) return null;
  return { balance: await bonusBalance(db, userId), wagered: grant.wagered, required: grant.wageringRequired };
}
