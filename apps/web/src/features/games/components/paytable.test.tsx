// Every game publishes to its players what it pays and its return to player, taken from the engine
// the server plays by, as the licence pages promise.
import { FRUIT_RTP_TARGET, fruitSlot } from '@hall/game-engine/fruit-slot';
import { PACHI_RTP_TARGETS } from '@hall/game-engine/pachislot';
import { SAKURA_RTP_TARGET, sakuraSlot } from '@hall/game-engine/sakura-slot';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import game from '../../../locales/game/en-US.json';
import { formatPayoutRate } from '../lib/payout-rate';
import { Paytable } from './paytable';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});

describe('the paytable', () => {
  it('shows a slot’s pays for every symbol and its theoretical return to player', () => {
    render(<Paytable gameId={sakuraSlot.id} />);
    const table = screen.getByRole('table', { name: 'Line wins and scatter pays' });
    // A header row, one row per paying symbol, and the scatter's row.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + Object.keys(sakuraSlot.pays).length + 1);
    expect(screen.getByText(`Theoretical payout rate: ${formatPayoutRate(SAKURA_RTP_TARGET, 'en-US')}.`)).toBeTruthy();
  });

  it('shows the fruit machine’s three-of-a-kind pays, with no scatter row, and its return to player', () => {
    render(<Paytable gameId={fruitSlot.id} />);
    const table = screen.getByRole('table', { name: 'Line wins' });
    // A header row and one row per symbol on its reels: the star, the seven, the bar, the bell and four fruits.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Symbol', '3 of a kind']);
    expect(within(table).getByRole('rowheader', { name: 'Cherry' }).closest('tr')!.textContent).toContain(
      '×6 line bet',
    );
    expect(screen.getByText('The star stands for every symbol.')).toBeTruthy();
    expect(screen.getByText(`Theoretical payout rate: ${formatPayoutRate(FRUIT_RTP_TARGET, 'en-US')}.`)).toBeTruthy();
  });

  it('shows a pachislot’s pays and its return to player at the lowest and the highest setting', () => {
    render(<Paytable gameId="neon-777" />);
    expect(screen.getByRole('table', { name: 'What the centre line pays' })).toBeTruthy();
    const low = formatPayoutRate(PACHI_RTP_TARGETS[1], 'en-US');
    const high = formatPayoutRate(PACHI_RTP_TARGETS[6], 'en-US');
    expect(screen.getByText(`Payout rate by setting: ${low} (setting 1) to ${high} (setting 6).`)).toBeTruthy();
  });
});
