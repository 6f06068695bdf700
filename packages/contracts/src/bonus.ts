// Bonuses (issue #15): offers an operator configures, grants paid from them on the ledger, and the
// wagering that unlocks a grant. While a bonus is wagered its coins (and what they win) are locked;
// play takes cash first, then bonus; a withdrawal asks the player to give the bonus up first.
import { z } from 'zod';
import { AmountOut, RequestKey } from './money';
import { Paging, pageOf } from './paging';
import { text } from './fields';

export const BonusKind = z.enum(['first_deposit', 'reload', 'fixed', 'rebate']);
export type BonusKind = z.infer<typeof BonusKind>;
export const BonusClaim = z.enum(['auto', 'button']);
export const BonusOncePer = z.enum(['player', 'day', 'week', 'month']);
export const RebateBasis = z.enum(['net_loss', 'bets']);
export const BonusGrantStatus = z.enum(['active', 'completed', 'forfeited', 'expired', 'lost']);
export type BonusGrantStatus = z.infer<typeof BonusGrantStatus>;

/**
 * Why a player cannot have an offer now: identity not verified, a deposit below the minimum or not
 * the first, already had in this period, another bonus being wagered, registered too long ago, on a
 * break or self-excluded, or the offer is not running.
 */
export const BonusRefusal = z.enum([
  'kyc_required',
  'below_minimum',
  'not_first_deposit',
  'already_claimed',
  'bonus_active',
  'not_new_player',
  'excluded',
  'not_running',
]);
export type BonusRefusal = z.infer<typeof BonusRefusal>;

/** The rules of an offer as players read them (amounts in coins). */
export const BonusOfferRules = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: BonusKind,
  claim: BonusClaim,
  promotionId: z.number().int().nullable(),
  /** Basis points: 10000 = 100 %. */
  percentBp: z.number().int(),
  cap: AmountOut,
  minDeposit: AmountOut,
  fixedAmount: AmountOut,
  rebateBasis: RebateBasis.nullable(),
  gameIds: z.array(z.string()).nullable(),
  minPayout: AmountOut,
  wageringMultiple: z.number().int(),
  pachislotContributionPct: z.number().int(),
  validDays: z.number().int(),
  oncePer: BonusOncePer,
  newPlayerDays: z.number().int().nullable(),
  kycRequired: z.boolean(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime().nullable(),
});
export type BonusOfferRules = z.infer<typeof BonusOfferRules>;

export const BonusGrant = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  offerCode: z.string(),
  kind: BonusKind,
  promotionId: z.number().int().nullable(),
  periodKey: z.string(),
  sourceRef: z.string(),
  amount: AmountOut,
  wageringRequired: AmountOut,
  wagered: AmountOut,
  status: BonusGrantStatus,
  expiresAt: z.string().datetime(),
  createdAt: z.string().datetime(),
  endedAt: z.string().datetime().nullable(),
  /** Coins released to the wallet, or returned to the pool. */
  settledAmount: AmountOut.nullable(),
});
export type BonusGrant = z.infer<typeof BonusGrant>;

/** POST /v2/app/bonus/offers: the running offers, with whether the signed-in player may have each. */
export const BonusOffer = BonusOfferRules.extend({
  /** Null when the player may claim it (or it pays on a qualifying deposit); else why not. */
  refusal: BonusRefusal.nullable(),
  /** The player's grant of it in the current period, if any. */
  grant: BonusGrant.nullable(),
});
export type BonusOffer = z.infer<typeof BonusOffer>;
export const BonusOffers = z.object({ list: z.array(BonusOffer) });

/** POST /v2/app/bonus/wallet: cash, the locked bonus and the active grant's progress. */
export const BonusWallet = z.object({
  cash: AmountOut,
  bonus: AmountOut,
  active: BonusGrant.nullable(),
  /** How much of a bet counts towards wagering by game kind, for the active grant, in percent. */
  contribution: z.object({ video_slot: z.number().int(), pachislot: z.number().int() }).nullable(),
});
export type BonusWallet = z.infer<typeof BonusWallet>;

/** POST /v2/app/bonus/deposit/preview: what a deposit of this many coins would earn, before paying. */
export const DepositBonusPreviewRequest = z.object({
  coins: z.string().regex(/^\d{1,12}$/, { error: 'validation.amount' }),
});
export const DepositBonusPreview = z.object({
  offers: z.array(
    z.object({
      offerId: z.number().int(),
      code: z.string(),
      kind: BonusKind,
      promotionId: z.number().int().nullable(),
      /** The bonus this deposit would earn (0 when refused). */
      bonus: AmountOut,
      wageringMultiple: z.number().int(),
      minDeposit: AmountOut,
      refusal: BonusRefusal.nullable(),
    }),
  ),
});
export type DepositBonusPreview = z.infer<typeof DepositBonusPreview>;

/** POST /v2/app/bonus/claim: an offer claimed by its button. */
export const BonusClaimRequest = z.object({
  offerId: z.number({ error: 'validation.required' }).int().positive(),
  requestKey: RequestKey,
});

/** POST /v2/app/bonus/forfeit: give up the active bonus (its locked coins return to the pool). */
export const BonusForfeitRequest = z.object({ grantId: z.number({ error: 'validation.required' }).int().positive() });

/** POST /v2/app/bonus/history: the player's grants, newest first; `offerId` narrows to one offer. */
export const BonusHistoryRequest = Paging.extend({ offerId: z.number().int().positive().optional() });
export type BonusHistoryRequest = z.input<typeof BonusHistoryRequest>;
export const BonusHistory = pageOf(BonusGrant);

/** POST /v2/app/bonus/rebate/estimate: the rebate the current, open period has earned so far. */
export const RebateEstimateRequest = z.object({ offerId: z.number({ error: 'validation.required' }).int().positive() });
export const RebateEstimate = z.object({
  periodKey: z.string(),
  from: z.string().datetime(),
  to: z.string().datetime(),
  /** Bets (cash part) or net loss counted so far, and the rebate they would pay. */
  basis: AmountOut,
  rebate: AmountOut,
  /** When the period is settled and paid. */
  paysAt: z.string().datetime(),
});

// The operator's side.
const Coins = z.string().regex(/^\d{1,12}$/, { error: 'validation.amount' });
/** POST /v2/admin/bonus/offer/save: create (no id) or change an offer. */
export const BonusOfferInput = z
  .object({
    id: z.number().int().positive().optional(),
    code: text()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, { error: 'validation.invalid' }),
    kind: BonusKind,
    claim: BonusClaim,
    promotionId: z.number().int().positive().nullable(),
    percentBp: z.number().int().min(0).max(100_000),
    cap: Coins,
    minDeposit: Coins,
    fixedAmount: Coins,
    rebateBasis: RebateBasis.nullable(),
    gameIds: z.array(text().max(32)).max(50).nullable(),
    minPayout: Coins,
    wageringMultiple: z.number().int().min(0).max(100),
    pachislotContributionPct: z.number().int().min(0).max(100),
    validDays: z.number().int().min(1).max(365),
    oncePer: BonusOncePer,
    newPlayerDays: z.number().int().min(1).max(365).nullable(),
    kycRequired: z.boolean(),
    enabled: z.boolean(),
    startsAt: z.string().datetime(),
    endsAt: z.string().datetime().nullable(),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.invalid' });
    if (o.endsAt && Date.parse(o.endsAt) <= Date.parse(o.startsAt)) issue('endsAt');
    if (o.kind === 'fixed' && o.fixedAmount === '0') issue('fixedAmount');
    if ((o.kind === 'first_deposit' || o.kind === 'reload' || o.kind === 'rebate') && o.percentBp === 0)
      issue('percentBp');
    if (o.kind === 'rebate' && !o.rebateBasis) issue('rebateBasis');
    if (o.kind === 'rebate' && o.claim !== 'auto') issue('claim');
    if ((o.kind === 'first_deposit' || o.kind === 'reload') && o.claim !== 'auto') issue('claim');
  });
export type BonusOfferInput = z.input<typeof BonusOfferInput>;
export const AdminBonusOffer = BonusOfferRules.extend({
  enabled: z.boolean(),
  grants: z.number().int(),
  paid: AmountOut,
});
export const AdminBonusOffers = z.object({ list: z.array(AdminBonusOffer) });
export const AdminBonusGrantsRequest = Paging.extend({
  offerId: z.number().int().positive().optional(),
  status: BonusGrantStatus.optional(),
  account: text().trim().max(32).optional(),
});
export const AdminBonusGrant = BonusGrant.extend({ userId: z.number().int(), account: z.string() });
export const AdminBonusGrants = pageOf(AdminBonusGrant);
