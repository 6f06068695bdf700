import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../../app/layouts/site-footer';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OperatorDetails } from './operator-details';

afterEach(() => vi.unstubAllGlobals());

const licensed = {
  name: 'Hall Operations Ltd.',
  licence: 'Example Gaming Authority licence 123/456',
  address: '1 Example Street, Example City',
  supportEmail: 'help@hall.example',
  minimumAge: 20,
};

describe('who runs the site', () => {
  it('names the configured operator, licence, address and contact', async () => {
    mockFetch({ '/v2/app/site/operator': () => envelope(licensed) });
    renderWithProviders(<OperatorDetails />);
    expect(await screen.findByText('Hall Operations Ltd.')).toBeTruthy();
    expect(screen.getByText('Example Gaming Authority licence 123/456')).toBeTruthy();
    expect(screen.getByText('1 Example Street, Example City')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@hall.example' }).getAttribute('href')).toBe(
      'mailto:help@hall.example',
    );
  });

  it('says a server without them is an unlicensed demonstration', async () => {
    mockFetch({
      '/v2/app/site/operator': () =>
        envelope({ name: null, licence: null, address: null, supportEmail: 'support@localhost', minimumAge: 18 }),
    });
    renderWithProviders(<OperatorDetails />);
    expect(await screen.findByText(/demonstration site/)).toBeTruthy();
  });

  it('puts the operator and the minimum age in the footer, and links each legal page once', async () => {
    mockFetch({ '/v2/app/site/operator': () => envelope(licensed) });
    renderWithProviders(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Operated by Hall Operations Ltd. · Example Gaming Authority licence 123/456'),
    ).toBeTruthy();
    expect(screen.getByText(/Adults 20 and over only/)).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(new Set(links).size).toBe(links.length);
    const names = screen.getAllByRole('link').map((link) => link.textContent!.toLowerCase());
    expect(names.filter((name) => name.includes('privacy'))).toHaveLength(1);
    expect(names.filter((name) => name.includes('responsible'))).toHaveLength(1);
  });
});
