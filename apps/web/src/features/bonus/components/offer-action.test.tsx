import type { BonusOffer } from '@hall/contracts/bonus';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import bonus from '../../../locales/bonus/en-US.json';
import finance from '../../../locales/finance/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { createBonusOffer, createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OfferAction } from './offer-action';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'bonus', bonus, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

afterEach(() => useSessionStore.setState({ token: null, user: null }));

const offer = createBonusOffer;

function render(list: BonusOffer[], promotionId = 10) {
  const fetch = mockFetch({ '/v2/app/bonus/offers': () => envelope({ list }) });
  renderWithProviders(
    <MemoryRouter>
      <OfferAction promotionId={promotionId} />
    </MemoryRouter>,
  );
  return fetch;
}

const signIn = () => useSessionStore.setState({ token: 't'.repeat(16), user: createUser({ id: 7 }) });

describe("a promotion's call to action", () => {
  it('leads a visitor to the deposit page, named for its offer', async () => {
    render([offer({})]);
    const link = await screen.findByRole('link', { name: 'Deposit now: First deposit bonus' });
    expect(link.getAttribute('href')).toBe('/user/finance/deposit');
  });

  it('shows nothing for a promotion without an offer', async () => {
    const { calls } = render([offer({})], 99);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('bonus-offer-action')).toBeNull();
  });

  it('tells a player why not in plain words, with the page that mends it', async () => {
    signIn();
    render([offer({ refusal: 'kyc_required' })]);
    const action = await screen.findByTestId('bonus-offer-action');
    expect(action.textContent).toContain('First deposit bonus: Identity verification is needed first.');
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/user/user-center');
  });

  it('claims a button offer once, and says why when the server refuses it', async () => {
    signIn();
    const { calls } = mockFetch({
      '/v2/app/bonus/offers': () =>
        envelope({
          list: [offer({ id: 3, code: 'welcome-gift', kind: 'fixed', claim: 'button', fixedAmount: '500' })],
        }),
      '/v2/app/bonus/claim': () =>
        envelope({ reason: 'bonus_refused', refusal: 'already_claimed' }, 409, 'Already claimed.'),
    });
    renderWithProviders(
      <MemoryRouter>
        <OfferAction promotionId={10} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Bonus' }));
    expect((await screen.findByRole('status')).textContent).toContain('You have already received this bonus.');
    const claims = calls.filter((call) => call.url.endsWith('/v2/app/bonus/claim'));
    expect(claims).toHaveLength(1);
    expect(claims[0]!.body).toMatchObject({ offerId: 3, requestKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('leads to the progress of the bonus being wagered', async () => {
    signIn();
    render([
      offer({
        refusal: 'already_claimed',
        grant: {
          id: 5,
          offerId: 1,
          offerCode: 'first-deposit',
          kind: 'first_deposit',
          promotionId: 10,
          periodKey: 'once',
          sourceRef: 'deposit:D1',
          amount: '5000',
          wageringRequired: '100000',
          wagered: '0',
          status: 'active',
          expiresAt: '2026-12-26T00:00:00.000Z',
          createdAt: '2026-11-26T00:00:00.000Z',
          endedAt: null,
          settledAmount: null,
        },
      }),
    ]);
    const progress = await screen.findByRole('link', { name: 'See progress: First deposit bonus' });
    expect(progress.getAttribute('href')).toBe('/user/bonus');
  });

  it("leads to a rebate's details, for visitors too", async () => {
    render(
      [offer({ id: 2, code: 'weekly-rebate', kind: 'rebate', claim: 'auto', oncePer: 'week', promotionId: 20 })],
      20,
    );
    const details = await screen.findByRole('link', { name: 'Details: Weekly rebate' });
    expect(details.getAttribute('href')).toBe('/activity/rebate/2');
  });
});
