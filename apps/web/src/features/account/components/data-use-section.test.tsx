// The page of my data: objecting to marketing and to profiling, each kept by the server and shown as
// it answered; who made the last change; the way to any other data request, on its own topic.
import type { DataUseObjections } from '@hall/contracts/marketing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DataUseSection } from './data-use-section';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server that keeps one player's objections, none until changed. */
function server(initial: Partial<DataUseObjections> = {}) {
  let state: DataUseObjections = { marketing: false, profiling: false, updatedAt: null, recordedBy: null, ...initial };
  return mockFetch({
    '/v2/app/user/data-use': () => envelope(state),
    '/v2/app/user/data-use/set': ({ body }) => {
      state = { ...state, ...(body as object), updatedAt: '2026-11-20T03:00:00.000Z', recordedBy: 'player' };
      return envelope(state);
    },
    '/v2/app/marketing/consent': () => envelope({ consented: false, updatedAt: null, objected: state.marketing }),
  });
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <DataUseSection />
    </MemoryRouter>,
  );

describe('restricting the use of my data', () => {
  it('shows both objections off for a player who made none, each named by its label and explained', async () => {
    server();
    render();
    for (const use of ['marketing', 'profiling'] as const) {
      const toggle = await screen.findByRole('switch', { name: account.dataUse[use].label });
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      expect(screen.getByText(account.dataUse[use].hint)).toBeTruthy();
    }
    expect(screen.queryByTestId('data-use-updated')).toBeNull();
  });

  it('objects to each through the server on its own, and lifts it again', async () => {
    const { calls } = server();
    render();
    const profiling = await screen.findByRole('switch', { name: account.dataUse.profiling.label });
    const marketing = screen.getByRole('switch', { name: account.dataUse.marketing.label });
    fireEvent.click(profiling);
    await waitFor(() => expect(profiling.getAttribute('aria-checked')).toBe('true'));
    expect(marketing.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(marketing);
    await waitFor(() => expect(marketing.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(profiling);
    await waitFor(() => expect(profiling.getAttribute('aria-checked')).toBe('false'));
    const sent = calls.filter((c) => c.url.endsWith('/v2/app/user/data-use/set')).map((c) => c.body);
    expect(sent).toEqual([{ profiling: true }, { marketing: true }, { profiling: false }]);
    expect(screen.getByTestId('data-use-updated').textContent).toMatch(/^Last changed .*2026/);
  });

  it('shows objections customer service recorded, and says it did', async () => {
    server({ marketing: true, updatedAt: '2026-11-18T05:00:00.000Z', recordedBy: 'support' });
    render();
    const marketing = await screen.findByRole('switch', { name: account.dataUse.marketing.label });
    expect(marketing.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('data-use-updated').textContent).toMatch(
      /^Last changed by customer service at your request/,
    );
  });

  it('leads to a data request, its topic chosen', async () => {
    server();
    render();
    const link = await screen.findByRole('link', { name: account.dataUse.requestLink });
    expect(link.getAttribute('href')).toBe('/user/support/new?topic=data_request');
    expect(screen.getByText(account.dataUse.requestText)).toBeTruthy();
  });
});
