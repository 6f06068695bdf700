// The body of the operators' offer call (POST /v2/admin/bonus/offer/save) the tests build offers
// with: a button offer of 100 coins, wagered once, running since a minute ago; each test changes
// what it is about.
export function buttonOfferBody(values: Record<string, unknown>) {
  return {
    kind: 'fixed',
    claim: 'button',
    promotionId: null,
    percentBp: 0,
    cap: '0',
    minDeposit: '0',
    fixedAmount: '100',
    rebateBasis: null,
    gameIds: null,
    minPayout: '0',
    wageringMultiple: 1,
    pachislotContributionPct: 100,
    validDays: 30,
    oncePer: 'player',
    newPlayerDays: null,
    kycRequired: false,
    enabled: true,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
    ...values,
  };
}
