// Stop at the reality check: the dialog shows the session's time and net result as the server
// counted them, and when play reopens, before going back to the hall.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import game from '../../../locales/game/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RealityCheckDialog } from './reality-check-dialog';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'game', game, true, true);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onAnswered = vi.fn()) {
  const check = { minutes: 61, net: -1200n, message: 'Reality check: you have played for 61 minutes.' };
  const router = createMemoryRouter(
    [
      { path: '/amigo/:machine', element: <RealityCheckDialog check={check} onAnswered={onAnswered} /> },
      { path: '/amigo', element: <p>the hall</p> },
    ],
    { initialEntries: ['/amigo/P-004'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, onAnswered };
}

describe('the reality check dialog', () => {
  it("after Stop shows the session's time, net result and the end of the pause, then leaves for the hall", async () => {
    const { calls } = mockFetch({
      '/v2/app/protection/reality-check': () =>
        envelope({ action: 'stop', sessionMinutes: 62, sessionNet: '-1350', pausedUntil: '2026-03-01T10:40:00Z' }),
    });
    const { router, onAnswered } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    const stopped = await screen.findByTestId('reality-stopped');
    expect(calls[0]!.body).toEqual({ action: 'stop' });
    expect(stopped.textContent).toContain('You played for 62 minutes.');
    expect(screen.getByTestId('reality-net').textContent).toBe('Net result of this session: -1,350 coins.');
    expect(stopped.textContent).toMatch(/play reopens at .*2026/);
    // Still on the machine until the player has read it.
    expect(router.state.location.pathname).toBe('/amigo/P-004');
    expect(onAnswered).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the hall' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/amigo'));
    expect(onAnswered).toHaveBeenCalledOnce();
  });

  it('after Continue closes without a summary', async () => {
    mockFetch({ '/v2/app/protection/reality-check': () => envelope({ action: 'continue' }) });
    const { router, onAnswered } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('reality-stopped')).toBeNull();
    expect(router.state.location.pathname).toBe('/amigo/P-004');
  });
});
