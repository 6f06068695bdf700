import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import game from '../../../locales/game/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import AmigoRoute from './amigo';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});

afterEach(() => window.localStorage.clear());

const catalogue = [
  { id: 'sakura-fortune', kind: 'video_slot', name: 'Sakura Fortune', favourite: false },
  { id: 'neon-777', kind: 'pachislot', name: 'Neon 777', favourite: false },
];

const data = (overrides = {}) => ({
  gamesSinceBonus: 0,
  gamesToday: 0,
  bigToday: 0,
  regToday: 0,
  payoutRate: null,
  bonusHistory: [],
  slump: [],
  ...overrides,
});

const machines = [
  {
    id: 'S-001',
    gameId: 'sakura-fortune',
    enabled: true,
    data: data({ gamesToday: 3, payoutRate: 1.0134, slump: [-20, 10, 40] }),
  },
  { id: 'S-002', gameId: 'sakura-fortune', enabled: false, data: data() },
  {
    id: 'P-001',
    gameId: 'neon-777',
    enabled: true,
    data: data({
      gamesSinceBonus: 12,
      gamesToday: 300,
      bigToday: 1,
      regToday: 1,
      payoutRate: 0.97,
      bonusHistory: [
        { kind: 'reg', games: 88, at: '2026-01-01T10:00:00.000Z' },
        { kind: 'big', games: 200, at: '2026-01-01T09:00:00.000Z' },
      ],
      slump: [-3, -6, 300],
    }),
  },
];

function renderHall({ recent = [] as string[] } = {}) {
  // The server's side of the star: the catalogue answers with what was last added.
  const favourites = new Set<string>();
  const { calls } = mockFetch({
    '/v2/app/game/machines/recent': () => envelope({ machineIds: recent }),
    '/v2/app/game/query/pop/new': () =>
      envelope(catalogue.map((game) => ({ ...game, favourite: favourites.has(game.id) }))),
    '/v2/app/game/machines': () => envelope(machines),
    '/v2/app/game/favorite/add': (call) => {
      favourites.add((call.body as { gameId: string }).gameId);
      return envelope({ done: true });
    },
  });
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/amigo']}>
      <AmigoRoute />
    </MemoryRouter>,
  );
  return Object.assign(calls, { unmount: view.unmount });
}

const groupNames = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => h.closest('.game-group'))
    .map((h) => h.textContent);

describe('the game hall floor', () => {
  it('groups machines by game with their status, counters, payout rate, bonuses and slump graph', async () => {
    renderHall();
    const slot = (await screen.findByRole('heading', { name: 'S-001' })).closest('li')!;
    expect(within(slot).getByTestId('machine-status').textContent).toBe('Open');
    expect(within(slot).getByTestId('payout-rate').textContent).toBe('101.3%');
    expect(within(slot).getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(slot.textContent).toContain('Net coins paid out today: now +40, lowest -20, highest +40');
    expect(within(slot).getByRole('link', { name: 'Play machine S-001' }).getAttribute('href')).toBe(
      '/amigo-springboard?machineId=S-001',
    );
    // A video slot has no BIG or REG to count.
    expect(within(slot).queryByText('BIG')).toBeNull();

    const closed = screen.getByRole('heading', { name: 'S-002' }).closest('li')!;
    expect(within(closed).getByTestId('machine-status').textContent).toBe('Closed');
    expect(within(closed).queryByRole('link')).toBeNull();

    const pachislot = screen.getByRole('heading', { name: 'P-001' }).closest('li')!;
    expect(pachislot.textContent).toContain('Since bonus12');
    expect(pachislot.textContent).toContain('Games today300');
    expect(pachislot.textContent).toContain('BIG1');
    expect(pachislot.textContent).toContain('REG1');
    expect(within(pachislot).getByTestId('payout-rate').textContent).toBe('97.0%');
    expect(
      within(pachislot)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['REG · 88 G', 'BIG · 200 G']);
  });

  it('stars a game as a favourite, which moves it first and is what "favourites only" shows', async () => {
    const calls = renderHall();
    await screen.findByRole('heading', { name: 'S-001' });
    expect(groupNames()).toEqual(['Sakura Fortune', 'Neon 777']);

    const star = screen.getByRole('button', { name: 'Favourite Neon 777' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(groupNames()).toEqual(['Neon 777', 'Sakura Fortune']));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const added = calls.find((c) => c.url.endsWith('/v2/app/game/favorite/add'));
    expect(added?.body).toEqual({ gameId: 'neon-777' });

    fireEvent.click(screen.getByTestId('favourites-only'));
    expect(groupNames()).toEqual(['Neon 777']);
  });

  it('narrows the floor to hot machines or to one game, and says when nothing matches', async () => {
    renderHall();
    await screen.findByRole('heading', { name: 'S-001' });
    fireEvent.click(screen.getByRole('radio', { name: 'Hot (payout 100%+)' }));
    expect(screen.queryByRole('heading', { name: 'P-001' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'S-001' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('hall-game-filter'), { target: { value: 'neon-777' } });
    expect(screen.getByRole('status').textContent).toBe('No machine matches these filters.');
  });

  it('switches to a compact grid and back, and remembers the choice on this device', async () => {
    const { unmount } = renderHall();
    await screen.findByRole('heading', { name: 'S-001' });
    const compact = screen.getByRole('button', { name: 'Compact' });
    const detailed = screen.getByRole('button', { name: 'Detailed' });
    expect(detailed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('slump-graph').length).toBeGreaterThan(0);

    fireEvent.click(compact);
    expect(compact.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('hall-view')).toBe('compact');
    const tile = screen.getByRole('heading', { name: 'P-001' }).closest('li')!;
    expect(tile.className).toContain('is-compact');
    // The compact tile keeps the counters that matter and the way in, without the graphs.
    expect(tile.textContent).toContain('Since bonus12');
    expect(tile.textContent).toContain('BIG/REG1/1');
    expect(within(tile).getByRole('link', { name: 'Play machine P-001' })).toBeTruthy();
    expect(screen.queryAllByTestId('slump-graph')).toHaveLength(0);

    // Next visit: still compact.
    unmount();
    renderHall();
    await screen.findByRole('heading', { name: 'S-001' });
    expect(screen.getByRole('button', { name: 'Compact' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Detailed' }));
    expect(window.localStorage.getItem('hall-view')).toBe('detailed');
    expect(screen.getAllByTestId('slump-graph').length).toBeGreaterThan(0);
  });

  it('puts the machines the player played last first, leaving out closed ones', async () => {
    renderHall({ recent: ['P-001', 'S-002', 'S-001'] });
    const row = await screen.findByTestId('recently-played');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Play P-001 (Neon 777) again', '/amigo/machine/P-001'],
      ['Play S-001 (Sakura Fortune) again', '/amigo/machine/S-001'],
    ]);
  });
});
