import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusOfferInput } from '@hall/contracts/bonus';
import { i18n } from '../../lib/i18n';
import consoleEn from '../../locales/console/en-US.json';
import { createBonusOfferRules } from '../../test/factories';
import {
  contractIssues,
  offerEligibility,
  offerFormValues,
  offerInput,
  offerTerms,
  type Offer,
} from './bonus-offer-values';

const t = i18n.getFixedT('en-US', 'console');

const seededMatch: Offer = {
  ...createBonusOfferRules({ promotionId: 3, pachislotContributionPct: 50, startsAt: '2026-01-01T00:00:00.000Z' }),
  enabled: true,
  grants: 4,
  paid: '12000',
};

describe('bonus offers in the console', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en-US', 'console', consoleEn);
    await i18n.changeLanguage('en-US');
  });
  afterAll(() => i18n.removeResourceBundle('en-US', 'console'));

  it('states a match, a fixed credit and a rebate in one line each', () => {
    expect(offerTerms(seededMatch, t)).toBe('100% up to 10,000 from 1,000 · 20× · 30 days');
    expect(
      offerTerms({ ...seededMatch, kind: 'fixed', fixedAmount: '500', wageringMultiple: 5, validDays: 1 }, t),
    ).toBe('500 coins · 5× · 1 day');
    expect(
      offerTerms(
        {
          ...seededMatch,
          kind: 'rebate',
          percentBp: 50,
          rebateBasis: 'bets',
          gameIds: ['sakura', 'neon777'],
          minPayout: '10',
          wageringMultiple: 0,
          oncePer: 'week',
        },
        t,
      ),
    ).toBe('0.5% of cash bets, weekly · on sakura, neon777 · paid from 10 · no wagering');
    expect(offerEligibility({ ...seededMatch, newPlayerDays: 7, kycRequired: true }, t)).toBe(
      'Once per player · new players (7 days) · identity verified',
    );
  });

  it('sends what the contract accepts, with the terms the kind does not use neutral', () => {
    const values = { ...offerFormValues(seededMatch), kind: 'fixed' as const, claim: 'button' as const };
    values.fixedAmount = '1000';
    const input = offerInput(values, seededMatch.id);
    expect(BonusOfferInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      id: 1,
      claim: 'button',
      percentBp: 0,
      cap: '0',
      minDeposit: '0',
      fixedAmount: '1000',
      rebateBasis: null,
      gameIds: null,
      newPlayerDays: null,
      startsAt: '2026-01-01T00:00:00.000Z',
    });
    // A new offer has no id, and a rebate is never claimed by button nor "once per player".
    const rebate = offerInput({
      ...offerFormValues(undefined, dayjs('2026-02-01T10:00:00Z')),
      kind: 'rebate',
      claim: 'button',
    });
    expect(rebate).not.toHaveProperty('id');
    expect(rebate).toMatchObject({ claim: 'auto', oncePer: 'week', rebateBasis: 'net_loss' });
  });

  it('puts the contract’s cross-field refusals on their fields', () => {
    const values = offerFormValues(seededMatch);
    const input = offerInput({ ...values, percentBp: 0, endsAt: dayjs('2025-12-31T00:00:00Z') });
    expect(contractIssues(input, t)).toEqual([
      { name: 'endsAt', errors: ['Must be after the start'] },
      { name: 'percentBp', errors: ['Must be more than 0'] },
    ]);
    expect(contractIssues(offerInput(values), t)).toEqual([]);
  });
});
