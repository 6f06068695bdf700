import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MarketingConsentSection } from './marketing-consent';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server that keeps one player's consent, off until changed. */
function server(consented = false, objected = false) {
  let state = { consented, updatedAt: consented ? '2026-11-01T00:00:00.000Z' : null, objected };
  return mockFetch({
    '/v2/app/marketing/consent': () => envelope(state),
    '/v2/app/marketing/consent/set': ({ body }) => {
      state = { consented: (body as { consented: boolean }).consented, updatedAt: new Date().toISOString(), objected };
      return envelope(state);
    },
  });
}

describe('marketing consent', () => {
  it('shows the switch off for a player who never said yes, named by its label', async () => {
    server();
    renderWithProviders(<MarketingConsentSection />);
    const toggle = await screen.findByRole('switch', { name: account.marketing.label });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(account.marketing.hint)).toBeTruthy();
  });

  it('turns it on and off through the server, showing what the server answered', async () => {
    const { calls } = server();
    renderWithProviders(<MarketingConsentSection />);
    const toggle = await screen.findByRole('switch', { name: account.marketing.label });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const sent = calls.filter((c) => c.url.endsWith('/v2/app/marketing/consent/set')).map((c) => c.body);
    expect(sent).toEqual([{ consented: true }, { consented: false }]);
  });

  it('shows a consent given before as on', async () => {
    server(true);
    renderWithProviders(<MarketingConsentSection />);
    const toggle = await screen.findByRole('switch', { name: account.marketing.label });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('stays off and cannot be turned on while the player objects to marketing, saying where to lift it', async () => {
    const { calls } = server(false, true);
    renderWithProviders(
      <MemoryRouter>
        <MarketingConsentSection />
      </MemoryRouter>,
    );
    const toggle = await screen.findByRole('switch', { name: account.marketing.label });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(toggle);
    expect(calls.filter((c) => c.url.endsWith('/v2/app/marketing/consent/set'))).toHaveLength(0);
    const note = screen.getByTestId('marketing-objected');
    expect(note.textContent).toContain(account.marketing.objected);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/user/your-data');
  });
});
