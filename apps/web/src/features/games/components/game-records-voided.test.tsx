// A voided round says so in the player's game records, beside the rounds that stand.
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import game from '../../../locales/game/en-US.json';
import { renderWithProviders } from '../../../test/render';
import { GameRecordList } from './game-records';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});

const record = (roundSn: string, voided: boolean) => ({
  roundSn,
  gameName: 'Sakura Fortune',
  machineId: 'S-001',
  bet: '20',
  win: '60',
  profit: '40',
  createdAt: '2026-01-01T09:00:00.000Z',
  voided,
});

describe('game records', () => {
  it('mark a voided round, and only that one', () => {
    renderWithProviders(
      <MemoryRouter>
        <GameRecordList list={[record('G000000001', true), record('G000000002', false)]} />
      </MemoryRouter>,
    );
    const tags = screen.getAllByTestId('round-voided');
    expect(tags).toHaveLength(1);
    expect(tags[0]!.textContent).toBe('Voided');
    expect(tags[0]!.closest('[data-round]')!.getAttribute('data-round')).toBe('G000000001');
  });
});
