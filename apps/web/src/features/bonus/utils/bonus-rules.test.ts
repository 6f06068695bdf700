import { describe, expect, it } from 'vitest';
import { createBonusOffer } from '../../../test/factories';
import {
  asRefusal,
  daysUntil,
  offerActionOf,
  offerNameKey,
  offerOfPromotion,
  periodOfKey,
  previewOutcome,
  wageringLeft,
  wageringPercent,
} from './bonus-rules';

const offer = createBonusOffer;

const grant = (status: 'active' | 'completed') => ({
  id: 5,
  offerId: 1,
  offerCode: 'first-deposit',
  kind: 'first_deposit' as const,
  promotionId: 10,
  periodKey: 'once',
  sourceRef: 'deposit:D1',
  amount: '5000',
  wageringRequired: '100000',
  wagered: '0',
  status,
  expiresAt: '2026-12-26T00:00:00.000Z',
  createdAt: '2026-11-26T00:00:00.000Z',
  endedAt: null,
  settledAmount: null,
});

describe('wagering progress', () => {
  it('is the share wagered, rounded down to hundredths, and never past 100', () => {
    expect(wageringPercent('0', '100000')).toBe(0);
    expect(wageringPercent('40', '100000')).toBe(0.04);
    expect(wageringPercent('33333', '100000')).toBe(33.33);
    expect(wageringPercent('150000', '100000')).toBe(100);
    expect(wageringPercent('0', '0')).toBe(100);
  });

  it('counts what is left without going below zero, in whole coins', () => {
    expect(wageringLeft('40', '100000')).toBe(99960n);
    expect(wageringLeft('100040', '100000')).toBe(0n);
    expect(wageringPercent('99999999999999999', '100000000000000000')).toBe(99.99);
  });
});

describe("a promotion's call to action", () => {
  it('asks a visitor to deposit for a deposit offer and to sign in for a button offer', () => {
    expect(offerActionOf(offer(), false)).toEqual({ kind: 'deposit' });
    expect(offerActionOf(offer({ kind: 'fixed', claim: 'button' }), false)).toEqual({ kind: 'signInToClaim' });
  });

  it('shows a player the progress of their active grant before any refusal', () => {
    expect(offerActionOf(offer({ grant: grant('active'), refusal: 'already_claimed' }), true)).toEqual({
      kind: 'progress',
    });
  });

  it('says why not when the player cannot have it, and otherwise offers to deposit or claim', () => {
    expect(offerActionOf(offer({ refusal: 'kyc_required' }), true)).toEqual({
      kind: 'refused',
      refusal: 'kyc_required',
    });
    expect(offerActionOf(offer({ grant: grant('completed'), refusal: 'already_claimed' }), true)).toEqual({
      kind: 'refused',
      refusal: 'already_claimed',
    });
    expect(offerActionOf(offer(), true)).toEqual({ kind: 'deposit' });
    expect(offerActionOf(offer({ kind: 'fixed', claim: 'button' }), true)).toEqual({ kind: 'claim' });
  });

  it('always leads to the details of a rebate', () => {
    const rebate = offer({ kind: 'rebate', oncePer: 'week', refusal: 'bonus_active' });
    expect(offerActionOf(rebate, true)).toEqual({ kind: 'rebate' });
    expect(offerActionOf(rebate, false)).toEqual({ kind: 'rebate' });
  });

  it('finds the offer by the promotion it advertises', () => {
    const offers = [offer({ id: 1, promotionId: 10 }), offer({ id: 2, promotionId: 20 })];
    expect(offerOfPromotion(offers, 20)?.id).toBe(2);
    expect(offerOfPromotion(offers, 30)).toBeUndefined();
  });

  it('names rebates by their period', () => {
    expect(offerNameKey({ kind: 'rebate', oncePer: 'week' })).toBe('rebate_week');
    expect(offerNameKey({ kind: 'rebate', oncePer: 'day' })).toBe('rebate_day');
    expect(offerNameKey({ kind: 'first_deposit' })).toBe('first_deposit');
  });
});

describe('a deposit preview', () => {
  const line = (overrides: Partial<Parameters<typeof previewOutcome>[0]['offers'][number]>) => ({
    offerId: 1,
    code: 'first-deposit',
    kind: 'first_deposit' as const,
    promotionId: 10,
    bonus: '0',
    wageringMultiple: 20,
    minDeposit: '1000',
    refusal: null,
    ...overrides,
  });

  it('grants the offer that pays, ignoring the others', () => {
    const outcome = previewOutcome({
      offers: [line({ bonus: '5000' }), line({ offerId: 2, kind: 'reload', refusal: 'bonus_active' })],
    });
    expect(outcome).toMatchObject({ kind: 'granted', offer: { offerId: 1, bonus: '5000' } });
  });

  it('lists the refusals when nothing pays, and is silent without offers', () => {
    expect(previewOutcome({ offers: [line({ refusal: 'below_minimum' })] })).toMatchObject({
      kind: 'refused',
      offers: [{ refusal: 'below_minimum' }],
    });
    expect(previewOutcome({ offers: [] })).toEqual({ kind: 'none' });
  });

  it("reads an order note's refusal only when the contract names it", () => {
    expect(asRefusal('kyc_required')).toBe('kyc_required');
    expect(asRefusal('something_else')).toBeNull();
    expect(asRefusal(null)).toBeNull();
  });
});

describe('periods and expiry', () => {
  it('reads week, day and month keys as calendar days of the site', () => {
    expect(periodOfKey('w2026-11-23')).toEqual({ kind: 'week', from: '2026-11-23', to: '2026-11-29' });
    expect(periodOfKey('w2026-12-28')).toEqual({ kind: 'week', from: '2026-12-28', to: '2027-01-03' });
    expect(periodOfKey('2026-11-26')).toEqual({ kind: 'day', day: '2026-11-26' });
    expect(periodOfKey('2026-11')).toEqual({ kind: 'month', month: '2026-11' });
    expect(periodOfKey('once')).toEqual({ kind: 'none' });
  });

  it('counts whole days left, rounding up, and none once past', () => {
    const now = new Date('2026-11-26T00:00:00.000Z');
    expect(daysUntil('2026-12-26T00:00:00.000Z', now)).toBe(30);
    expect(daysUntil('2026-11-26T01:00:00.000Z', now)).toBe(1);
    expect(daysUntil('2026-11-25T00:00:00.000Z', now)).toBe(0);
  });
});
