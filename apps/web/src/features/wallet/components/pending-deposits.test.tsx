// Cancelling an unpaid deposit order says so, even when the refreshed list has already removed the
// order (and with it the row that asked) by the time the answer is in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@hall/contracts/pay';
import finance from '../../../locales/finance/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PendingDeposits } from './pending-deposits';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const pending = {
  orderSn: 'P20261128000000000001',
  channelName: 'Bank transfer',
  currency: 'JPY',
  amount: '5000',
  fee: '0',
  coinAmount: '5000',
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-11-28T10:30:00.000Z',
  paidAt: null,
  payUrl: '/pay/P20261128000000000001',
} as unknown as DepositOrder;

describe('cancelling an unpaid deposit order', () => {
  it('is confirmed in the live region though the list dropped the order before the answer came', async () => {
    let cancelled = false;
    let answer: (() => void) | undefined;
    const page = () => ({
      list: cancelled ? [] : [pending],
      total: cancelled ? 0 : 1,
      page: 1,
      pageSize: 5,
      totals: { count: cancelled ? 0 : 1, amounts: [] },
    });
    mockFetch({
      '/v2/app/pay/list': () => envelope(page()),
      '/v2/app/pay/order/cancel': () =>
        new Promise<Response>((resolve) => {
          cancelled = true;
          answer = () => resolve(envelope({ ...pending, status: 'cancelled', payUrl: null }));
        }),
    });
    const { queryClient } = renderWithProviders(<PendingDeposits />);
    fireEvent.click(await screen.findByTestId('deposit-cancel'));
    const dialog = await screen.findByTestId('deposit-cancel-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: finance.deposit.pending.cancel }));
    await waitFor(() => expect(answer).toBeDefined());
    // A live update refreshes the list meanwhile: the order, and its row, are gone.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByTestId('deposit-cancel')).toBeNull());
    answer!();
    await waitFor(() =>
      expect(document.getElementById('toast-announcer')?.textContent).toBe(finance.deposit.pending.cancelled),
    );
  });
});
