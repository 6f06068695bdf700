// Deposit bonuses (first-deposit and reload matches, claimed automatically): what a deposit would
// earn, asked before paying, and the grant itself, made in the transaction that credits the deposit.
import type { DepositBonusPreview } from '@hall/contracts/bonus';
import type { Executor, Tx } from '../../db/client';
import { payGrant } from './grants';
import { matchBonus, hasCreditedDeposit, refusalFor } from './eligibility';
import { periodKeyFor } from './periods';
import { activeGrant, runningOffers, type OfferRow } from './repo';

/** The running automatic deposit offers, first-deposit before reload. */
async function depositOffers(db: Executor, now: Date): Promise<OfferRow[]> {
  const offers = await runningOffers(db, now, ['first_deposit', 'reload']);
  return offers
    .filter((o) => o.claim === 'auto')
    .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'first_deposit' ? -1 : 1));
}

export async function previewDepositBonus(
  db: Executor,
  userId: number,
  coins: bigint,
  zone: string,
  now = new Date(),
): Promise<DepositBonusPreview> {
  const first = !(await hasCreditedDeposit(db, userId));
  const active = await activeGrant(db, userId);
  const offers = await depositOffers(db, now);
  const list: DepositBonusPreview['offers'] = [];
  let chosen = false;
  for (const offer of offers) {
    let refusal = await refusalFor(db, userId, offer, { now, zone, deposit: { coins, first }, active });
    const bonus = refusal ? 0n : matchBonus(offer, coins);
    if (!refusal && bonus === 0n) refusal = 'below_minimum';
    // One deposit earns one bonus: the first eligible offer; the rest would find it active.
    if (!refusal && chosen) refusal = 'bonus_active';
    if (!refusal) chosen = true;
    list.push({
      offerId: offer.id,
      code: offer.code,
      kind: offer.kind,
      promotionId: offer.promotionId,
      bonus: refusal ? '0' : bonus.toString(),
      wageringMultiple: offer.wageringMultiple,
      minDeposit: offer.minDeposit.toString(),
      refusal,
    });
  }
  return { offers: list };
}

/**
 * In the deposit's credit transaction: grants the first deposit offer the player qualifies for and
 * answers what happened, to keep on the order (`granted:<offer>:<coins>`, `<offer>:<why not>`), or
 * null when no deposit offer runs.
 */
export async function bonusOnDeposit(
  tx: Tx,
  input: {
    userId: number;
    coins: bigint;
    sourceRef: string;
    /** The ledger reference of the deposit transfer being credited: not a deposit before this one. */
    depositReference: string;
    zone: string;
    now?: Date;
  },
): Promise<string | null> {
  const now = input.now ?? new Date();
  const offers = await depositOffers(tx, now);
  if (offers.length === 0) return null;
  const first = !(await hasCreditedDeposit(tx, input.userId, input.depositReference));
  let note: string | null = null;
  for (const offer of offers) {
    const refusal = await refusalFor(tx, input.userId, offer, {
      now,
      zone: input.zone,
      deposit: { coins: input.coins, first },
    });
    const bonus = refusal ? 0n : matchBonus(offer, input.coins);
    if (!refusal && bonus > 0n) {
      const grant = await payGrant(tx, {
        userId: input.userId,
        offer,
        periodKey: periodKeyFor(offer, now, input.zone),
        sourceRef: input.sourceRef,
        amount: bonus,
        now,
      });
      if (grant) return `granted:${offer.code}:${bonus}`;
    }
    // No grant although eligible: a parallel credit took the period's grant first.
    note ??= `${offer.code}:${refusal ?? (bonus > 0n ? 'already_claimed' : 'below_minimum')}`;
  }
  return note;
}
