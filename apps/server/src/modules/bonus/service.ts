// The player's side of bonuses: the running offers and whether each is theirs to have, the wallet
// (cash, locked bonus, wagering progress), claiming a button offer, giving a bonus up, the history
// and a rebate's running estimate.
import type { BonusGrant, BonusOffer, BonusOfferRules, BonusWallet } from '@hall/contracts/bonus';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { bonusBalance, walletBalance } from '../ledger/accounts';
import { matchBonus, refusalFor } from './eligibility';
import { payGrant } from './grants';
import { periodKeyFor } from './periods';
import { rebateEstimate } from './rebate';
import { activeGrant, findOffer, grantFor, listGrants, runningOffers, type GrantRow, type OfferRow } from './repo';
import { mayBeShownPromotions } from '../marketing/service';

export function offerRules(offer: OfferRow): BonusOfferRules {
  return {
    id: offer.id,
    code: offer.code,
    kind: offer.kind,
    claim: offer.claim,
    promotionId: offer.promotionId,
    percentBp: offer.percentBp,
    cap: offer.cap.toString(),
    minDeposit: offer.minDeposit.toString(),
    fixedAmount: offer.fixedAmount.toString(),
    rebateBasis: offer.rebateBasis,
    gameIds: offer.gameIds,
    minPayout: offer.minPayout.toString(),
    wageringMultiple: offer.wageringMultiple,
    pachislotContributionPct: offer.pachislotContributionPct,
    validDays: offer.validDays,
    oncePer: offer.oncePer,
    newPlayerDays: offer.newPlayerDays,
    kycRequired: offer.kycRequired,
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
  };
}

export function grantOut(grant: GrantRow, offer: Pick<OfferRow, 'code' | 'kind' | 'promotionId'>): BonusGrant {
  return {
    id: grant.id,
    offerId: grant.offerId,
    offerCode: offer.code,
    kind: offer.kind,
    promotionId: offer.promotionId,
    periodKey: grant.periodKey,
    sourceRef: grant.sourceRef,
    amount: grant.amount.toString(),
    wageringRequired: grant.wageringRequired.toString(),
    wagered: grant.wagered.toString(),
    status: grant.status,
    expiresAt: grant.expiresAt.toISOString(),
    createdAt: grant.createdAt.toISOString(),
    endedAt: grant.endedAt?.toISOString() ?? null,
    settledAmount: grant.settledAmount?.toString() ?? null,
  };
}

/**
 * The running offers; for a signed-in player, with why not and their grant of this period. Offers are
 * marketing: a player on a break, self-excluded or cooling off is shown none.
 */
export async function offersFor(db: Executor, userId: number | null, zone: string, now = new Date()) {
  if (userId !== null && !(await mayBeShownPromotions(db, userId))) return { list: [] };
  const offers = await runningOffers(db, now);
  const active = userId === null ? undefined : await activeGrant(db, userId);
  const list: BonusOffer[] = [];
  for (const offer of offers) {
    let refusal: BonusOffer['refusal'] = null;
    let grant: BonusOffer['grant'] = null;
    if (userId !== null) {
      // A deposit offer's refusal here is about the player, not a deposit (the deposit form asks that).
      refusal = await refusalFor(db, userId, offer, { now, zone, active });
      const mine = await grantFor(db, userId, offer.id, periodKeyFor(offer, now, zone));
      grant = mine ? grantOut(mine, offer) : null;
    }
    list.push({ ...offerRules(offer), refusal, grant });
  }
  return { list };
}

export async function bonusWallet(db: Executor, userId: number): Promise<BonusWallet> {
  const [cash, locked, active] = await Promise.all([
    walletBalance(db, userId),
    bonusBalance(db, userId),
    activeGrant(db, userId),
  ]);
  const offer = active ? await findOffer(db, active.offerId) : undefined;
  return {
    cash: cash.toString(),
    bonus: locked.toString(),
    active: active && offer ? grantOut(active, offer) : null,
    contribution: active ? { video_slot: 100, pachislot: active.pachislotContributionPct } : null,
  };
}

/** Claims a button offer (a fixed credit); 50 parallel claims pay once (the grant's unique index). */
export async function claimOffer(db: Db, userId: number, offerId: number, zone: string, now = new Date()) {
  const offer = await findOffer(db, offerId);
  if (!offer || offer.claim !== 'button') throw new AppError(404, 'bonus_unknown', 'bonus.unknown');
  return inTransaction(db, async (tx) => {
    const refusal = await refusalFor(tx, userId, offer, { now, zone });
    if (refusal) throw new AppError(409, 'bonus_refused', `bonus.refusal_${refusal}`, {}, { refusal });
    const amount = offer.kind === 'fixed' ? offer.fixedAmount : matchBonus(offer, 0n);
    if (amount <= 0n)
      throw new AppError(409, 'bonus_refused', 'bonus.refusal_not_running', {}, { refusal: 'not_running' });
    const grant = await payGrant(tx, {
      userId,
      offer,
      periodKey: periodKeyFor(offer, now, zone),
      sourceRef: `claim:${offer.code}`,
      amount,
      now,
    });
    // A parallel claim inserted first: this one is the same claim, refused as already had.
    if (!grant)
      throw new AppError(409, 'bonus_refused', 'bonus.refusal_already_claimed', {}, { refusal: 'already_claimed' });
    return grantOut(grant, offer);
  });
}

export async function bonusHistory(
  db: Executor,
  userId: number,
  q: { page: number; pageSize: number; offerId?: number | undefined },
) {
  const { rows, total } = await listGrants(db, { userId, offerId: q.offerId }, q);
  return { list: rows.map((r) => grantOut(r.grant, r.offer)), total, page: q.page, pageSize: q.pageSize };
}

export async function rebateEstimateFor(
  db: Executor,
  userId: number,
  offerId: number,
  zone: string,
  delayMinutes: number,
) {
  const offer = await findOffer(db, offerId);
  if (!offer || offer.kind !== 'rebate') throw new AppError(404, 'bonus_unknown', 'bonus.unknown');
  const { period, basis, rebate } = await rebateEstimate(db, userId, offer, zone);
  return {
    periodKey: period.key,
    from: period.start.toISOString(),
    to: period.end.toISOString(),
    basis: basis.toString(),
    rebate: rebate.toString(),
    paysAt: new Date(period.end.getTime() + delayMinutes * 60_000).toISOString(),
  };
}
