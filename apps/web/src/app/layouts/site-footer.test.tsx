import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const licensed = {
  name: 'Hall Operations Ltd.',
  licence: 'Example Gaming Authority licence 123/456',
  address: '1 Example Street, Example City',
  supportEmail: 'help@hall.example',
  minimumAge: 20,
};

describe('the footer', () => {
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
