// The bonus rules the pages explain before the server applies them: how far wagering has gone, what an
// offer's call to action is for this reader, which deposit offer a preview grants, and what period a
// grant or a rebate belongs to. Nothing here decides money; the server does.
import type { BonusKind, BonusOffer, BonusRefusal, DepositBonusPreview } from '@hall/contracts/bonus';

/** Wagered as a share of the requirement, 0-100 with two decimals, rounded down (bigint only). */
export function wageringPercent(wagered: string, required: string): number {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const done = BigInt(wagered);
  if (done >= need) return 100;
  if (done <= 0n) return 0;
  return Number((done * 10_000n) / need) / 100;
}

/** Coins still to wager, never below zero. */
export function wageringLeft(wagered: string, required: string): bigint {
  const left = BigInt(required) - BigInt(wagered);
  return left > 0n ? left : 0n;
}

/** The key of an offer's name: by kind, and for rebates by their period ('rebate_week'). */
export function offerNameKey(offer: { kind: BonusKind; oncePer?: BonusOffer['oncePer'] | undefined }): string {
  if (offer.kind !== 'rebate') return offer.kind;
  return offer.oncePer && offer.oncePer !== 'player' ? `rebate_${offer.oncePer}` : 'rebate_week';
}

export const isDepositOffer = (kind: BonusKind) => kind === 'first_deposit' || kind === 'reload';

/** What a promotion's call to action is for an offer, for a visitor or a signed-in player. */
export type OfferAction =
  | { kind: 'deposit' }
  | { kind: 'claim' }
  | { kind: 'signInToClaim' }
  | { kind: 'progress' }
  | { kind: 'rebate' }
  | { kind: 'refused'; refusal: BonusRefusal };

export function offerActionOf(offer: BonusOffer, signedIn: boolean): OfferAction {
  if (offer.kind === 'rebate') return { kind: 'rebate' };
  if (signedIn && offer.grant?.status === 'active') return { kind: 'progress' };
  if (signedIn && offer.refusal) return { kind: 'refused', refusal: offer.refusal };
  if (offer.claim === 'button') return signedIn ? { kind: 'claim' } : { kind: 'signInToClaim' };
  return { kind: 'deposit' };
}

/** The offer a promotion advertises, if one runs. */
export function offerOfPromotion(offers: readonly BonusOffer[], promotionId: number): BonusOffer | undefined {
  return offers.find((offer) => offer.promotionId === promotionId);
}

export type PreviewOffer = DepositBonusPreview['offers'][number];

/** A deposit earns at most one bonus: the offer that grants, or the refusals of all of them. */
export function previewOutcome(
  preview: DepositBonusPreview,
): { kind: 'none' } | { kind: 'granted'; offer: PreviewOffer } | { kind: 'refused'; offers: PreviewOffer[] } {
  if (preview.offers.length === 0) return { kind: 'none' };
  const granted = preview.offers.find((offer) => offer.refusal === null && BigInt(offer.bonus) > 0n);
  if (granted) return { kind: 'granted', offer: granted };
  return { kind: 'refused', offers: preview.offers.filter((offer) => offer.refusal !== null) };
}

/** The refusals the server may send on a deposit order's note, as the contract names them. */
const REFUSALS: readonly BonusRefusal[] = [
  'kyc_required',
  'below_minimum',
  'not_first_deposit',
  'already_claimed',
  'bonus_active',
  'not_new_player',
  'excluded',
  'not_running',
];

export function asRefusal(value: string | null | undefined): BonusRefusal | null {
  return REFUSALS.find((refusal) => refusal === value) ?? null;
}

/** A grant's or rebate's period from its key: a day, the week of a Monday, a month, or none. */
export type Period =
  | { kind: 'day'; day: string }
  | { kind: 'week'; from: string; to: string }
  | { kind: 'month'; month: string }
  | { kind: 'none' };

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function periodOfKey(key: string): Period {
  const week = /^w(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (week) return { kind: 'week', from: week[1]!, to: addDays(week[1]!, 6) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return { kind: 'day', day: key };
  if (/^\d{4}-\d{2}$/.test(key)) return { kind: 'month', month: key };
  return { kind: 'none' };
}

/** Whole days until `iso`, rounded up; 0 once it has passed. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const ms = new Date(iso).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
