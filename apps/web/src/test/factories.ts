// Small factories for test data.
import type { BonusOffer, BonusOfferRules } from '@hall/contracts/bonus';
import type { UserInfo } from '@hall/contracts/user';

export function createUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    account: 'player1',
    email: 'player1@example.test',
    emailVerified: true,
    nickname: null,
    firstName: null,
    lastName: null,
    pinyinName: null,
    phone: null,
    countryCode: null,
    idNumberMasked: null,
    locale: null,
    status: 'active',
    hasFundPassword: false,
    passwordChangeRequired: false,
    birthDate: null,
    birthDateLocked: false,
    confirmationRequired: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** The rules of a first-deposit match offer (100 % up to 10,000 coins, 20x wagering), as the player's
 * and the console's views of an offer share them; overrides change any field. */
export function createBonusOfferRules(overrides: Partial<BonusOfferRules> = {}): BonusOfferRules {
  return {
    id: 1,
    code: 'first-deposit',
    kind: 'first_deposit',
    claim: 'auto',
    promotionId: 10,
    percentBp: 10000,
    cap: '10000',
    minDeposit: '1000',
    fixedAmount: '0',
    rebateBasis: null,
    gameIds: null,
    minPayout: '0',
    wageringMultiple: 20,
    pachislotContributionPct: 100,
    validDays: 30,
    oncePer: 'player',
    newPlayerDays: null,
    kycRequired: false,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    ...overrides,
  };
}

/** That offer as a player sees it: claimable, no grant yet; overrides change any field. */
export function createBonusOffer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return { ...createBonusOfferRules(), refusal: null, grant: null, ...overrides };
}
