import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import game from '../../../locales/game/en-US.json';
import { ResultAnnouncer, WinLine, WinOverlay } from './win-banner';
import type { WinShown } from '../hooks/use-machine-play';
import { winTier } from '../lib/win-tier';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});

const shown = (amount: number, bet: number): WinShown => ({
  amount,
  bet,
  tier: winTier(amount, bet),
  bonus: null,
  freeSpins: 0,
  replay: false,
});

describe('the result of a game', () => {
  it('tells a round that paid back less than its bet as a return, not a win, with no banner', () => {
    render(
      <>
        <WinOverlay win={shown(12, 20)} />
        <WinLine win={shown(12, 20)} freeSpin={null} runningWin={0} spinning={false} />
        <ResultAnnouncer win={shown(12, 20)} />
      </>,
    );
    expect(screen.getByTestId('win-line').textContent).toBe('Returned 12 coins of your 20 coins bet.');
    expect(screen.getByTestId('win-line').className).not.toContain('win-line-small');
    expect(screen.getByTestId('result-announcer').textContent).toBe('Returned 12 coins of your 20 coins bet.');
    expect(screen.queryByTestId('win-overlay')).toBeNull();
    expect(document.body.textContent).not.toMatch(/won/i);
  });

  it('tells a net win as a win', () => {
    render(<WinLine win={shown(40, 20)} freeSpin={null} runningWin={0} spinning={false} />);
    expect(screen.getByTestId('win-line').textContent).toBe('You won 40 coins!');
  });
});
