import type { Promotion, PromotionSummary } from '@hall/contracts/content';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import content from '../../../locales/content/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PromotionsPage } from './promotions-page';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'content', content, true, true);
});

const languages = ['En', 'Jp', 'Ko', 'Zh', 'ZhTW', 'Fil', 'Vi'] as const;
const localised = (base: string, en: string, jp = '') =>
  Object.fromEntries(languages.map((s) => [`${base}${s}`, s === 'En' ? en : s === 'Jp' ? jp : '']));

function summary(id: number, overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id,
    kind: 'promotion',
    title: `Offer ${id}`,
    ...localised('title', `Offer ${id}`),
    summary: 'Double coins on your first deposit.',
    ...localised('summary', 'Double coins on your first deposit.'),
    imageUrl: null,
    startsAt: '2025-03-01T00:00:00.000Z',
    endsAt: null,
    state: 'running',
    publishAt: '2025-03-01T00:00:00.000Z',
    unpublishAt: null,
    sort: 100,
    ...overrides,
  } as PromotionSummary;
}

function render(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PromotionsPage kind="promotion" />
    </MemoryRouter>,
  );
}

describe('the promotions page', () => {
  it('lists the offers of its kind with their state and period', async () => {
    const { calls } = mockFetch({
      '/v2/app/favorable/query': () =>
        envelope({
          list: [summary(1), summary(2, { state: 'upcoming', endsAt: '2025-04-30T00:00:00.000Z' })],
          total: 2,
          page: 1,
          pageSize: 12,
        }),
    });
    render('/game/promotion');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/game/promotion?id=1', '/game/promotion?id=2']);
    expect(within(cards[0]!).getByText('On now')).toBeTruthy();
    expect(within(cards[0]!).getByText(/^From /)).toBeTruthy();
    expect(within(cards[1]!).getByText('Starting soon')).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({ kind: 'promotion', page: 1 });
  });

  it('says so when there are no offers', async () => {
    mockFetch({ '/v2/app/favorable/query': () => envelope({ list: [], total: 0, page: 1, pageSize: 12 }) });
    render('/game/promotion');
    expect(await screen.findByText(/There are no promotions right now/)).toBeTruthy();
  });

  it('shows one offer with its body, its terms and the general bonus rules', async () => {
    const promotion: Promotion = {
      ...summary(7),
      body: '<p>Deposit and get more.</p>',
      ...localised('body', '<p>Deposit and get more.</p>'),
      terms: '<ul><li>Wager the bonus once.</li></ul>',
      ...localised('terms', '<ul><li>Wager the bonus once.</li></ul>'),
    } as Promotion;
    const { calls } = mockFetch({ '/v2/app/favorable/get': () => envelope(promotion) });
    render('/game/promotion?id=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Offer 7' })).toBeTruthy();
    expect(screen.getByText('Deposit and get more.')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(within(terms).getByText('Wager the bonus once.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the bonus rules' }).getAttribute('href')).toBe(
      '/about/discount-statute',
    );
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/game/promotion');
    expect(calls[0]!.body).toEqual({ id: 7 });
  });

  it('tells a player when an offer has been taken down', async () => {
    mockFetch({ '/v2/app/favorable/get': () => envelope(null, 404, 'Not found') });
    render('/game/promotion?id=9');
    expect(await screen.findByText('This offer is no longer available.')).toBeTruthy();
  });
});
