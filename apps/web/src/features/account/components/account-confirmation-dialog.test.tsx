// The age confirmation form of an account opened through Google, Line or by an agent: it opens when
// the server refuses a deposit or spin with reason `confirmation_required`, asks the date of birth,
// the country where the profile has none and the terms, names the country's age (20 in Japan), and
// shows the server's refusal of an age under it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { useAccountConfirmationStore } from '../stores/account-confirmation-store';
import { AccountConfirmationDialog } from './account-confirmation-dialog';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAccountConfirmationStore.setState({ open: false });
  useSessionStore.getState().clearSession();
});

const countries = [
  { code: 'JP', name: 'Japan', dialCode: '81' },
  { code: 'PH', name: 'Philippines', dialCode: '63' },
];
const routes = (confirm: Parameters<typeof mockFetch>[0][string]) => ({
  '/v2/app/auth/providers': () =>
    envelope({ google: null, line: null, captcha: false, minimumAge: 18, minimumAgeByCountry: { JP: 20 } }),
  '/v2/app/country': () => envelope(countries),
  '/v2/app/user/confirm/age': confirm,
});

function signedIn(countryCode: string | null) {
  useSessionStore.getState().setToken('tok');
  useSessionStore
    .getState()
    .setSession({ user: createUser({ countryCode, confirmationRequired: true }), isAgent: false });
}

describe('the age confirmation form', () => {
  it('asks the date, the country and the terms, names the country’s age and confirms', async () => {
    signedIn(null);
    const { calls } = mockFetch(
      routes(() => envelope(createUser({ countryCode: 'JP', birthDate: '1990-04-01', confirmationRequired: false }))),
    );
    useAccountConfirmationStore.setState({ open: true });
    renderWithProviders(<AccountConfirmationDialog />);
    const submit = await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 });
    fireEvent.click(submit);
    expect(await screen.findByText('Please choose to accept the user agreement')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Country or region').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url.endsWith('/confirm/age'))).toHaveLength(0);

    expect(screen.getByText('Deposits and play are for players aged 18 or over in your country.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Japan' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: 'JP' } });
    expect(await screen.findByText(/aged 20 or over/, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-01' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submit);
    await waitFor(() => expect(useAccountConfirmationStore.getState().open).toBe(false), { timeout: 5000 });
    expect(calls.find((c) => c.url.endsWith('/confirm/age'))!.body).toEqual({
      birthDate: '1990-04-01',
      countryCode: 'JP',
      acceptTerms: true,
    });
    expect(useSessionStore.getState().user?.confirmationRequired).toBe(false);
  });

  it('keeps the country the profile has, and shows the refusal of an age under it', async () => {
    signedIn('JP');
    const refusal = 'Deposits, play and bonuses are for players aged 20 or over.';
    const { calls } = mockFetch(routes(() => envelope({ reason: 'under_age', requestId: 'r' }, 403, refusal)));
    useAccountConfirmationStore.setState({ open: true });
    renderWithProviders(<AccountConfirmationDialog />);
    await screen.findByText(
      'Deposits and play are for players aged 20 or over in your country.',
      {},
      { timeout: 5000 },
    );
    expect(screen.queryByLabelText('Country or region')).toBeNull();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2007-01-01' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('account-confirmation-refusal', {}, { timeout: 5000 })).textContent).toBe(
      refusal,
    );
    expect(calls.find((c) => c.url.endsWith('/confirm/age'))!.body).toEqual({
      birthDate: '2007-01-01',
      acceptTerms: true,
    });
    expect(useAccountConfirmationStore.getState().open).toBe(true);
  });
});
