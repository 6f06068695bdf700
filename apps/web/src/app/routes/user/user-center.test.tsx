import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import UserCenterRoute from './user-center';
import { useRequestWithdrawal } from '../../../features/wallet/api/request-withdrawal';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => vi.unstubAllGlobals());

// Stands in for the withdrawal page: it shares the query client with the user centre, as the app does.
let withdraw: ReturnType<typeof useRequestWithdrawal>['mutateAsync'] | undefined;
function Withdrawal() {
  withdraw = useRequestWithdrawal().mutateAsync;
  return null;
}

describe('the user centre', () => {
  it('shows the new balance after a withdrawal', async () => {
    let coins = '10000';
    mockFetch({
      '/v2/app/user/balance': () => envelope({ coins }),
      '/v2/app/user/kyc/latest': () => envelope(null),
      '/v2/app/draw/withdraw': () => {
        coins = '4000';
        return envelope({ withdrawSn: 'W1' });
      },
    });
    useSessionStore.setState({ user: createUser() });
    renderWithProviders(
      <MemoryRouter>
        <UserCenterRoute />
        <Withdrawal />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('10,000'));

    await act(() =>
      withdraw!({ channelId: 3, bankCardId: 7, amount: '6000', fundPassword: '246810', requestKey: 'k'.repeat(16) }),
    );

    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('4,000'));
  });

  it('sends a player whose address is not confirmed to confirm one, and shows no address that receives no mail', async () => {
    mockFetch({
      '/v2/app/user/balance': () => envelope({ coins: '0' }),
      '/v2/app/user/kyc/latest': () => envelope(null),
    });
    useSessionStore.setState({ user: createUser({ email: 'member-0a1b@users.invalid', emailVerified: false }) });
    renderWithProviders(
      <MemoryRouter>
        <UserCenterRoute />
      </MemoryRouter>,
    );
    const link = await screen.findByTestId('confirm-email-link');
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'Confirm my e-mail address',
      '/user/account-setting',
    ]);
    expect(screen.queryByText(/users\.invalid/)).toBeNull();
  });
});
