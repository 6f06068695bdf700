// Taking back a withdrawal in review says so, even when the refreshed list has already removed the
// withdrawal (and with it the button that asked) by the time the answer is in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@hall/contracts/withdrawal';
import finance from '../../../locales/finance/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WithdrawalsInReview } from './withdrawal-cancel';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const inReview = {
  withdrawSn: 'W20261128000000000001',
  status: 'review',
  cancellable: true,
  coinAmount: '3000',
} as unknown as Withdrawal;

describe('cancelling a withdrawal in review', () => {
  it('is confirmed in the live region once the coins are back, though the list dropped the withdrawal first', async () => {
    let cancelled = false;
    let answer: (() => void) | undefined;
    mockFetch({
      '/v2/app/draw/list': () =>
        envelope({ list: cancelled ? [] : [inReview], total: cancelled ? 0 : 1, page: 1, pageSize: 5 }),
      '/v2/app/user/balance': () => envelope({ coins: '12000' }),
      // The server has taken it back, and the list already says so, before this answer arrives.
      '/v2/app/draw/cancel': () =>
        new Promise<Response>((resolve) => {
          cancelled = true;
          answer = () => resolve(envelope({ ...inReview, status: 'cancelled', cancellable: false }));
        }),
    });
    const { queryClient } = renderWithProviders(<WithdrawalsInReview />);
    fireEvent.click(await screen.findByTestId('withdrawal-cancel'));
    const dialog = await screen.findByTestId('withdrawal-cancel-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: finance.withdraw.cancel.action }));
    await waitFor(() => expect(answer).toBeDefined());
    // A live update refreshes the list meanwhile: the withdrawal, and the button, are gone.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByTestId('withdrawal-cancel')).toBeNull());
    answer!();
    await waitFor(() =>
      expect(document.getElementById('toast-announcer')?.textContent).toBe(
        'Withdrawal cancelled: 3,000 coins are back in your balance.',
      ),
    );
  });
});
