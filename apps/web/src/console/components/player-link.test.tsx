import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { clearSession, writeSession } from '../session';
import { PlayerLink } from './player-link';

afterEach(() => clearSession());

const shown = () =>
  render(
    <MemoryRouter>
      <PlayerLink userId={1042} account="taro" />
    </MemoryRouter>,
  );

describe('a player named in a queue row', () => {
  it("links to the player's page for an operator who may open it", () => {
    for (const role of ['finance', 'support', 'admin'] as const) {
      writeSession({ token: 't', username: 'kana', role, twoFactor: 'enabled' });
      const { unmount } = shown();
      expect(screen.getByRole('link', { name: 'taro (#1042)' }).getAttribute('href'), role).toBe(
        '/players?player=1042',
      );
      unmount();
    }
  });

  it('is plain text for one who may not', () => {
    writeSession({ token: 't', username: 'mika', role: 'content', twoFactor: 'none' });
    shown();
    expect(screen.getByText('taro (#1042)')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
