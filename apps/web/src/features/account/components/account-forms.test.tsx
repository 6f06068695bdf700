import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { IdNumberForm } from './id-number-form';
import { ProfileForm } from './profile-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const japan = { code: 'JP', dialCode: '81', name: 'Japan' };
const philippines = { code: 'PH', dialCode: '63', name: 'Philippines' };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the profile form', () => {
  it('offers the countries with their dialling codes and shows the chosen one before the phone', async () => {
    mockFetch({ '/v2/app/country': () => envelope([japan, philippines]) });
    renderWithProviders(<ProfileForm user={createUser()} />);
    expect(await screen.findByRole('option', { name: 'Japan (+81)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: 'PH' } });
    expect(await screen.findByText('+63')).toBeTruthy();
  });

  it('saves the fields, leaving out an empty country, and puts the answer in the session', async () => {
    const saved = createUser({ nickname: 'Lucky', phone: '90 1234' });
    const { calls } = mockFetch({
      '/v2/app/country': () => envelope([japan]),
      '/v2/app/user/update': () => envelope(saved),
    });
    useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
    renderWithProviders(<ProfileForm user={createUser()} />);
    type('Nickname', ' Lucky ');
    type('Phone number', '90 1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(useSessionStore.getState().user?.nickname).toBe('Lucky'));
    expect(calls.find((call) => call.url === '/v2/app/user/update')!.body).toEqual({
      nickname: 'Lucky',
      lastName: '',
      firstName: '',
      pinyinName: '',
      phone: '90 1234',
    });
  });

  it('sends a changed date of birth and refuses one that is not a real day', async () => {
    const { calls } = mockFetch({
      '/v2/app/country': () => envelope([japan]),
      '/v2/app/user/update': () => envelope(createUser({ birthDate: '1990-04-05' })),
    });
    renderWithProviders(<ProfileForm user={createUser()} />);
    type('Date of birth', '1899-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a real date between 1900 and today')).toBeTruthy();
    expect(calls.some((call) => call.url === '/v2/app/user/update')).toBe(false);
    type('Date of birth', '1990-04-05');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v2/app/user/update')).toBe(true));
    expect(calls.find((call) => call.url === '/v2/app/user/update')!.body).toMatchObject({ birthDate: '1990-04-05' });
  });

  it('shows a locked date of birth that cannot be edited and is never sent', async () => {
    const user = createUser({ birthDate: '1990-04-05', birthDateLocked: true });
    const { calls } = mockFetch({
      '/v2/app/country': () => envelope([japan]),
      '/v2/app/user/update': () => envelope(createUser({ ...user, nickname: 'Lucky' })),
    });
    renderWithProviders(<ProfileForm user={user} />);
    const date = screen.getByLabelText<HTMLInputElement>('Date of birth');
    expect(date.value).toBe('1990-04-05');
    expect(date.disabled).toBe(true);
    expect(screen.getByText(/Your date of birth is locked/)).toBeTruthy();
    type('Nickname', 'Lucky');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v2/app/user/update')).toBe(true));
    expect(calls.find((call) => call.url === '/v2/app/user/update')!.body).not.toHaveProperty('birthDate');
  });

  it('checks the phone format before sending', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([japan]) });
    renderWithProviders(<ProfileForm user={createUser()} />);
    type('Phone number', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Use digits, spaces, hyphens and a leading + only')).toBeTruthy();
    expect(calls.some((call) => call.url === '/v2/app/user/update')).toBe(false);
  });
});

describe('the password change', () => {
  it('needs the current password, a long enough new one and the same one again', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ChangePasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please input your current password')).toBeTruthy();
    expect(screen.getByText('Please input a new password')).toBeTruthy();
    type('New password', 'short');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be 6 to 64 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('changes it and says the other sessions have ended', async () => {
    const { calls } = mockFetch({ '/v2/app/auth/password/update': () => envelope({ done: true }) });
    renderWithProviders(<ChangePasswordForm />);
    type('Current password', 'old-pass');
    type('New password', 'New-pass-1');
    type('Confirm new password', 'New-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('password-changed')).toBeTruthy();
    expect(screen.getByTestId('password-changed').textContent).toBe(
      'Password changed. Your other sessions have been signed out.',
    );
    expect(calls[0]!.body).toEqual({ oldPassword: 'old-pass', newPassword: 'New-pass-1' });
  });

  it('says a new password that is the fund password under the new password, not in a toast', async () => {
    const message = 'Your new password cannot be the same as your fund password: choose another one.';
    mockFetch({
      '/v2/app/auth/password/update': () => envelope({ reason: 'fund_password_same_as_password' }, 400, message),
    });
    const onError = vi.fn();
    renderWithProviders(<ChangePasswordForm />, onError);
    type('Current password', 'old-pass');
    type('New password', '864200');
    type('Confirm new password', '864200');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(document.getElementById(`${screen.getByLabelText('New password').id}-error`)?.textContent).toBe(message),
    );
    expect(screen.queryByTestId('password-changed')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the ID number', () => {
  it('is set once and then shown masked only', async () => {
    const { calls } = mockFetch({
      '/v2/app/user/update/idNumber': () => envelope(createUser({ idNumberMasked: '*****4567' })),
    });
    useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
    const FromSession = () => {
      const user = useSessionStore((state) => state.user);
      return user ? <IdNumberForm user={user} /> : null;
    };
    // The masked number's note links to customer service.
    renderWithProviders(
      <MemoryRouter>
        <FromSession />
      </MemoryRouter>,
    );
    const field = screen.getByRole('textbox', { name: 'ID number' });
    fireEvent.change(field, { target: { value: 'x!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ID number' }));
    expect(await screen.findByText('Use 4 or more letters, digits or hyphens')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'AB1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ID number' }));
    await waitFor(() => expect(useSessionStore.getState().user?.idNumberMasked).toBe('*****4567'));
    expect(calls[0]!.body).toEqual({ idNumber: 'AB1234567' });
    expect((await screen.findByTestId('id-number-masked')).textContent).toContain('*****4567');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
