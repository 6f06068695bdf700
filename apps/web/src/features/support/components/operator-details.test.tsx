import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
