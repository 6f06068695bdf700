// Between a bonus offer and its console form, and the offer's terms in one line. The form holds the
// contract's own fields (percent in basis points, coins as digit strings) so the server's field errors
// land on the right input; what a kind does not use is sent as its neutral value, so changing an
// offer's kind never leaves stale terms stored behind it.
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { BonusOfferInput, type AdminBonusOffer, type BonusKind } from '@hall/contracts/bonus';
import { i18n } from '../../lib/i18n';
import { coins } from '../format';

export type Offer = z.infer<typeof AdminBonusOffer>;
export type OfferInput = z.input<typeof BonusOfferInput>;

export const isMatch = (kind: BonusKind) => kind === 'first_deposit' || kind === 'reload';
/** Deposit matches pay on the deposit and rebates on the period's settlement: neither has a button. */
export const autoOnly = (kind: BonusKind) => kind !== 'fixed';

export interface OfferFormValues extends Omit<
  OfferInput,
  'id' | 'promotionId' | 'gameIds' | 'newPlayerDays' | 'startsAt' | 'endsAt'
> {
  promotionId: number | null;
  gameIds: string[];
  newPlayersOnly: boolean;
  newPlayerDays: number;
  startsAt: Dayjs;
  endsAt: Dayjs | null;
}

/** The form's values for an offer, or for a new one (off until switched on). */
export function offerFormValues(offer?: Offer, now: Dayjs = dayjs()): OfferFormValues {
  if (!offer)
    return {
      code: '',
      kind: 'first_deposit',
      claim: 'auto',
      promotionId: null,
      percentBp: 10_000,
      cap: '0',
      minDeposit: '0',
      fixedAmount: '0',
      rebateBasis: 'net_loss',
      gameIds: [],
      minPayout: '0',
      wageringMultiple: 20,
      pachislotContributionPct: 50,
      validDays: 30,
      oncePer: 'player',
      newPlayersOnly: false,
      newPlayerDays: 30,
      kycRequired: false,
      enabled: false,
      startsAt: now.startOf('minute'),
      endsAt: null,
    };
  return {
    code: offer.code,
    kind: offer.kind,
    claim: offer.claim,
    promotionId: offer.promotionId,
    percentBp: offer.percentBp,
    cap: offer.cap,
    minDeposit: offer.minDeposit,
    fixedAmount: offer.fixedAmount,
    rebateBasis: offer.rebateBasis ?? 'net_loss',
    gameIds: offer.gameIds ?? [],
    minPayout: offer.minPayout,
    wageringMultiple: offer.wageringMultiple,
    pachislotContributionPct: offer.pachislotContributionPct,
    validDays: offer.validDays,
    // A rebate "once per player" is settled weekly by the server: the form says so.
    oncePer: offer.kind === 'rebate' && offer.oncePer === 'player' ? 'week' : offer.oncePer,
    newPlayersOnly: offer.newPlayerDays !== null,
    newPlayerDays: offer.newPlayerDays ?? 30,
    kycRequired: offer.kycRequired,
    enabled: offer.enabled,
    startsAt: dayjs(offer.startsAt),
    endsAt: offer.endsAt ? dayjs(offer.endsAt) : null,
  };
}

/** The save call's body: create without an id, change with one. */
export function offerInput(v: OfferFormValues, id?: number): OfferInput {
  const match = isMatch(v.kind);
  const rebate = v.kind === 'rebate';
  return {
    ...(id === undefined ? {} : { id }),
    code: v.code.trim(),
    kind: v.kind,
    claim: autoOnly(v.kind) ? 'auto' : v.claim,
    promotionId: v.promotionId ?? null,
    percentBp: match || rebate ? v.percentBp : 0,
    cap: match ? v.cap : '0',
    minDeposit: match ? v.minDeposit : '0',
    fixedAmount: v.kind === 'fixed' ? v.fixedAmount : '0',
    rebateBasis: rebate ? v.rebateBasis : null,
    gameIds: rebate && v.gameIds.length > 0 ? v.gameIds.map((g) => g.trim()).filter(Boolean) : null,
    minPayout: rebate ? v.minPayout : '0',
    wageringMultiple: v.wageringMultiple,
    pachislotContributionPct: v.pachislotContributionPct,
    validDays: v.validDays,
    oncePer: rebate && v.oncePer === 'player' ? 'week' : v.oncePer,
    newPlayerDays: v.newPlayersOnly ? v.newPlayerDays : null,
    kycRequired: v.kycRequired,
    enabled: v.enabled,
    startsAt: v.startsAt.toISOString(),
    endsAt: v.endsAt ? v.endsAt.toISOString() : null,
  };
}

type FieldName = keyof OfferFormValues;
export interface FieldError {
  name: FieldName;
  errors: string[];
}
const FORM_FIELDS = new Set<string>(Object.keys(offerFormValues()));
/** Whether a field the contract or the server names is one of the form's. */
export const isFormField = (name: string): name is FieldName => FORM_FIELDS.has(name);

/** The contract's cross-field rules, said in the operator's language. */
const RULE_TEXT: Record<string, string> = {
  endsAt: 'bonus.invalid.ends_before_start',
  fixedAmount: 'bonus.invalid.above_zero',
  percentBp: 'bonus.invalid.above_zero',
  rebateBasis: 'required',
  claim: 'bonus.claim_auto_only',
};

/**
 * What the contract refuses in a body, as antd field errors: the same schema the server checks, so
 * the operator learns before sending. Unnamed issues fall on no field (the server then says why).
 */
export function contractIssues(input: OfferInput, t: TFunction): FieldError[] {
  const parsed = BonusOfferInput.safeParse(input);
  if (parsed.success) return [];
  const byField = new Map<FieldName, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (isFormField(name) && !byField.has(name)) byField.set(name, t(RULE_TEXT[name] ?? 'bonus.invalid.other'));
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] }));
}

const percent = (bp: number) =>
  new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** "30 days", "1 day", "30日": the language's own way to count days. */
export const days = (count: number) =>
  new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(count);

type Terms = Pick<
  Offer,
  | 'kind'
  | 'percentBp'
  | 'cap'
  | 'minDeposit'
  | 'fixedAmount'
  | 'rebateBasis'
  | 'gameIds'
  | 'minPayout'
  | 'wageringMultiple'
  | 'validDays'
  | 'oncePer'
>;

/** What the offer pays: "100% up to 10,000 from 1,000 · 20× · 30 days". */
export function offerTerms(o: Terms, t: TFunction): string {
  const parts: string[] = [];
  if (isMatch(o.kind)) {
    const key = `bonus.summary.match${o.cap !== '0' ? '_cap' : ''}${o.minDeposit !== '0' ? '_min' : ''}`;
    parts.push(t(key, { percent: percent(o.percentBp), cap: coins(o.cap), min: coins(o.minDeposit) }));
  } else if (o.kind === 'fixed') parts.push(t('bonus.summary.fixed', { amount: coins(o.fixedAmount) }));
  else {
    const period = o.oncePer === 'player' ? 'week' : o.oncePer;
    parts.push(
      t('bonus.summary.rebate', {
        percent: percent(o.percentBp),
        basis: t(`bonus.summary.basis.${o.rebateBasis ?? 'net_loss'}`),
        period: t(`bonus.summary.period.${period}`),
      }),
    );
    if (o.gameIds?.length) parts.push(t('bonus.summary.games', { games: o.gameIds.join(', ') }));
    if (o.minPayout !== '0') parts.push(t('bonus.summary.min_payout', { amount: coins(o.minPayout) }));
  }
  if (o.wageringMultiple > 0) parts.push(`${o.wageringMultiple}×`, days(o.validDays));
  else parts.push(t('bonus.summary.no_wagering'));
  return parts.join(' · ');
}

/** Who may have it: "Once per player · new players (30 days) · identity verified". */
export function offerEligibility(o: Pick<Offer, 'kind' | 'oncePer' | 'newPlayerDays' | 'kycRequired'>, t: TFunction) {
  const parts = [o.kind === 'rebate' ? null : t(`bonus.once.${o.oncePer}`)];
  if (o.newPlayerDays !== null) parts.push(t('bonus.summary.new_players', { days: days(o.newPlayerDays) }));
  if (o.kycRequired) parts.push(t('bonus.summary.kyc'));
  return parts.filter(Boolean).join(' · ');
}
