import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import game from '../../../locales/game/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { GameRecordsPanel } from './game-records';
import { DEFAULT_RECORD_RANGE } from '../../../components/record-filters';
import { rangeOf } from '../../../lib/date-range';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});

const games = [
  { id: 'sakura-fortune', kind: 'video_slot', name: 'Sakura Fortune' },
  { id: 'neon-777', kind: 'pachislot', name: 'Neon 777' },
];

const record = (roundSn: string, bet: string, win: string) => ({
  roundSn,
  gameName: 'Sakura Fortune',
  machineId: 'S-001',
  bet,
  win,
  profit: String(BigInt(win) - BigInt(bet)),
  createdAt: '2026-01-01T09:00:00.000Z',
});

function renderPanel(list: ReturnType<typeof record>[], total = list.length) {
  const fetched = mockFetch({
    '/v2/app/game/query/pop/new': () => envelope(games),
    '/v2/app/record/game/record/query': () => envelope({ list, total, page: 1, pageSize: 10 }),
    '/v2/app/record/game/record/count': () => envelope({ records: total, bets: '60', wins: '130', profit: '70' }),
  });
  renderWithProviders(
    <MemoryRouter>
      <GameRecordsPanel />
    </MemoryRouter>,
  );
  return fetched.calls;
}

describe('the game records tab', () => {
  it('lists each round with its game, machine, bet, win and signed profit, a link to verify it, and the totals', async () => {
    renderPanel([record('G1', '20', '120'), record('G2', '20', '0'), record('G3', '20', '10')]);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Sakura Fortune');
    expect(rows[0]!.textContent).toContain('S-001');
    expect(rows[0]!.textContent).toContain('+100');
    expect(rows[1]!.textContent).toContain('-20');
    expect(within(rows[0]!).getByRole('link', { name: 'Verify round G1' }).getAttribute('href')).toBe(
      '/amigo/verify?roundSn=G1',
    );
    // One "Verify" per round (the link), the profit signed and coloured.
    for (const row of rows) expect(within(row).getAllByText('Verify')).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('round-profit').className).toContain('is-up');
    expect(within(rows[1]!).getByTestId('round-profit').className).toContain('is-down');
    expect(within(rows[1]!).getByTestId('round-profit').textContent).toBe('-20');
    const totals = screen.getByTestId('game-totals');
    expect(totals.textContent).toContain('Rounds3');
    expect(totals.textContent).toContain('Bets60 coins');
    expect(totals.textContent).toContain('Profit / loss+70');
  });

  it('pages through the rounds and filters by game, starting again from the first page', async () => {
    const calls = renderPanel([record('G1', '20', '0')], 25);
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ page: 2, pageSize: 10 }));
    await screen.findByRole('option', { name: 'Neon 777' });
    fireEvent.change(screen.getByTestId('game-filter'), { target: { value: 'neon-777' } });
    await waitFor(() => {
      const query = calls.filter((c) => c.url.endsWith('/record/query')).at(-1)!;
      expect(query.body).toMatchObject({ page: 1, gameId: 'neon-777' });
      expect(typeof (query.body as { from: string }).from).toBe('string');
    });
    const count = calls.filter((c) => c.url.endsWith('/record/count')).at(-1)!;
    expect(count.body).toMatchObject({ gameId: 'neon-777' });
    expect(count.body).not.toHaveProperty('page');
  });

  it('starts on the period every record tab starts on', async () => {
    const calls = renderPanel([]);
    await screen.findByText('No game rounds in this period.');
    const query = calls.find((c) => c.url.endsWith('/record/query'))!;
    expect(DEFAULT_RECORD_RANGE.preset).toBe('30d');
    expect((query.body as { from: string }).from).toBe(rangeOf(DEFAULT_RECORD_RANGE.preset)!.from);
  });

  it('says so when there are no rounds in the period, with the way to the hall', async () => {
    renderPanel([]);
    expect(await screen.findByText('No game rounds in this period.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the game hall' }).getAttribute('href')).toBe('/amigo');
  });
});
