import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { resetCountdowns } from '../../../lib/use-countdown';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import PaymentPasswordRoute from './payment-password';
import UpdatePaymentPasswordRoute from './update-payment-password';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

beforeEach(() => resetCountdowns());

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderAt(path: string, hasFundPassword: boolean, onError?: (error: unknown) => void) {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setSession({ user: createUser({ hasFundPassword }), isAgent: false });
  const router = createMemoryRouter(
    [
      { path: '/user/payment-password', Component: PaymentPasswordRoute },
      { path: '/user/update-payment-password', Component: UpdatePaymentPasswordRoute },
      { path: '/user/user-center', element: <p>user centre</p> },
      { path: '/user/finance/withdraw', element: <p>withdraw</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, onError);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('setting the fund password', () => {
  it('needs six digits, typed twice the same', async () => {
    const { calls } = mockFetch({});
    renderAt('/user/payment-password', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('Please input a new fund password')).toBeTruthy();
    expect(screen.getByText('Please input the fund password again')).toBeTruthy();
    type('New fund password', '12345a');
    type('Confirm fund password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('The fund password is 6 digits')).toBeTruthy();
    type('New fund password', '123456');
    type('Confirm fund password', '123457');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sets it, goes to the user centre and remembers that one exists', async () => {
    const { calls } = mockFetch({ '/v2/app/auth/password/update/payment': () => envelope({ done: true }) });
    const router = renderAt('/user/payment-password', false);
    type('New fund password', '246810');
    type('Confirm fund password', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/user-center'));
    expect(calls[0]!.body).toEqual({ newFundPassword: '246810' });
    await waitFor(() => expect(useSessionStore.getState().user?.hasFundPassword).toBe(true));
  });

  it('returns to the withdrawal page that sent the player here', async () => {
    mockFetch({ '/v2/app/auth/password/update/payment': () => envelope({ done: true }) });
    const router = renderAt('/user/payment-password?redirect=withdraw', false);
    type('New fund password', '246810');
    type('Confirm fund password', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/finance/withdraw'));
  });

  it('points a player who has one to the change page', async () => {
    mockFetch({});
    renderAt('/user/payment-password', true);
    expect(await screen.findByRole('link', { name: 'Change fund password' })).toBeTruthy();
  });
});

describe('a fund password that is the sign-in password', () => {
  const message = 'The fund password cannot be the same as your sign-in password: choose another six digits.';
  it.each([
    ['set', '/user/payment-password', false, 'Set fund password'],
    ['changed', '/user/update-payment-password', true, 'Change fund password'],
  ] as const)('is refused when %s, under the new fund password, not in a toast', async (_, path, has, submit) => {
    mockFetch({
      '/v2/app/auth/password/update/payment': () =>
        envelope({ reason: 'fund_password_same_as_password' }, 400, message),
    });
    const onError = vi.fn();
    const router = renderAt(path, has, onError);
    if (has) type('Current fund password', '246810');
    type('New fund password', '135792');
    type('Confirm fund password', '135792');
    fireEvent.click(await screen.findByRole('button', { name: submit }));
    const field = screen.getByLabelText('New fund password', { exact: true });
    await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(onError).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('changing the fund password', () => {
  it('with the old fund password', async () => {
    const { calls } = mockFetch({ '/v2/app/auth/password/update/payment': () => envelope({ done: true }) });
    const router = renderAt('/user/update-payment-password', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Change fund password' }));
    expect(await screen.findByText('Please input your current fund password')).toBeTruthy();
    type('Current fund password', '246810');
    type('New fund password', '135791');
    type('Confirm fund password', '135791');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/user-center'));
    expect(calls[0]!.body).toEqual({ newFundPassword: '135791', oldFundPassword: '246810' });
  });

  it('with an e-mailed code: the send button counts down, the code goes with the new password', async () => {
    const { calls } = mockFetch({
      '/v2/app/auth/send/email/payment': () => envelope({ resendAfterSeconds: 60 }),
      '/v2/app/auth/password/update/payment': () => envelope({ done: true }),
    });
    const router = renderAt('/user/update-payment-password', true);
    fireEvent.click(await screen.findByLabelText('Send me a code by e-mail'));
    const send = screen.getByTestId('fund-send-code');
    expect(send.textContent).toBe('Send code');
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('Resend (60 s)'));
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText(/Code sent to player1@example.test/)).toBeTruthy();
    type('Code from the e-mail', '777888');
    type('New fund password', '135791');
    type('Confirm fund password', '135791');
    fireEvent.click(screen.getByRole('button', { name: 'Change fund password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/user-center'));
    expect(calls.map((call) => call.url)).toEqual([
      '/v2/app/auth/send/email/payment',
      '/v2/app/auth/password/update/payment',
    ]);
    expect(calls[1]!.body).toEqual({ newFundPassword: '135791', code: '777888' });
  });

  it('sends a player without one to set it first', async () => {
    mockFetch({});
    renderAt('/user/update-payment-password', false);
    expect(await screen.findByRole('link', { name: 'Set fund password' })).toBeTruthy();
  });
});
