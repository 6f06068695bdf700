import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayChannel } from '@hall/contracts/pay';
import finance from '../../../locales/finance/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { withoutSupportMarks } from '../../../components/support-text';
import { DepositForm, feeRate, stepOf } from './deposit-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance);
});

const jpy: PayChannel = {
  id: 1,
  code: 'sandbox-jpy',
  name: 'Bank transfer (sandbox)',
  currency: 'JPY',
  minAmount: '1000',
  maxAmount: '1000000',
  feeBasisPoints: 0,
  feeFixed: '0',
  coinsPerUnit: 1,
};
const cny: PayChannel = {
  ...jpy,
  id: 2,
  code: 'sandbox-cny',
  name: 'UnionPay (sandbox)',
  currency: 'CNY',
  minAmount: '10000',
  maxAmount: '5000000',
  feeBasisPoints: 100,
  coinsPerUnit: 20,
};

function renderForm(openPayPage = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <DepositForm channels={[jpy, cny]} openPayPage={openPayPage} />
    </MemoryRouter>,
  );
  return openPayPage;
}

const order = (amount: string) => ({
  orderSn: 'D2025031012000012345678',
  channelName: 'Bank transfer (sandbox)',
  currency: 'JPY',
  amount,
  fee: '0',
  coinAmount: amount,
  status: 'pending',
  createdAt: '2025-03-10T03:00:00.000Z',
  expiresAt: '2025-03-10T03:30:00.000Z',
  paidAt: null,
  payUrl: 'http://127.0.0.1/sandbox/cashier/D2025031012000012345678',
});

describe('fee display', () => {
  it('names the fee as a percentage, a fixed amount, both or none', () => {
    const money = (minor: string) => `¥${minor}`;
    expect(feeRate(cny, 'en-US', money)).toBe('1%');
    expect(feeRate({ ...jpy, feeFixed: '200' }, 'en-US', money)).toBe('¥200');
    expect(feeRate({ ...cny, feeFixed: '300' }, 'en-US', money)).toBe('1% + ¥300');
    expect(feeRate(jpy, 'en-US', money)).toBe('0%');
  });

  it('knows the smallest amount step that buys whole coins', () => {
    expect(stepOf(jpy)).toBe(1n);
    expect(stepOf(cny)).toBe(5n);
  });
});

describe('the deposit form', () => {
  it('shows the coins bought, the fee and the total as the amount is typed', async () => {
    renderForm();
    expect(screen.getByText('From ¥1,000 to ¥1,000,000 · 1 JPY = 1 coin')).toBeTruthy();
    expect(screen.getByText('Fee (charged on top)')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/UnionPay/));
    fireEvent.change(screen.getByLabelText('Amount (CNY)'), { target: { value: '150.05' } });
    await waitFor(() => expect(screen.getByTestId('deposit-coins').textContent).toBe('3,001 coins'));
    expect(screen.getByText('Fee (1%, charged on top)')).toBeTruthy();
    expect(screen.getByTestId('deposit-fee').textContent).toBe('CN¥1.51');
    expect(screen.getByTestId('deposit-total').textContent).toBe('CN¥151.56');
    expect(screen.getByText('From CN¥100.00 to CN¥50,000.00 · 1 CNY = 20 coins')).toBeTruthy();
    const support = screen.getByRole('link', { name: 'customer service' });
    expect(support.getAttribute('href')).toBe('/user/support');
    expect(support.closest('p')?.textContent).toBe(withoutSupportMarks(finance.deposit.creditNotice));
  });

  it('fills the amount from a quick amount within the channel’s bounds', async () => {
    renderForm();
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    const labels = [...quick.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual(['¥1,000', '¥5,000', '¥10,000', '¥50,000']);
    fireEvent.click(screen.getByRole('button', { name: '¥5,000' }));
    expect((screen.getByLabelText('Amount (JPY)') as HTMLInputElement).value).toBe('5000');
    await waitFor(() => expect(screen.getByTestId('deposit-coins').textContent).toBe('5,000 coins'));
    expect(screen.getByRole('button', { name: '¥5,000' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByLabelText(/UnionPay/));
    fireEvent.click(screen.getByRole('button', { name: 'CN¥500.00' }));
    expect((screen.getByLabelText('Amount (CNY)') as HTMLInputElement).value).toBe('500');
    await waitFor(() => expect(screen.getByTestId('deposit-coins').textContent).toBe('10,000 coins'));
  });

  it('explains an amount that is out of bounds or buys no whole coin, and sends nothing', async () => {
    const { calls } = mockFetch({});
    renderForm();
    fireEvent.change(screen.getByLabelText('Amount (JPY)'), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The amount must be between ¥1,000 and ¥1,000,000');
    fireEvent.click(screen.getByLabelText(/UnionPay/));
    fireEvent.change(screen.getByLabelText('Amount (CNY)'), { target: { value: '100.01' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This amount does not buy a whole number of coins: use steps of CN¥0.05',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the order in minor units and opens its payment page', async () => {
    const { calls } = mockFetch({ '/v2/app/pay/order': () => envelope(order('2000')) });
    const openPayPage = renderForm();
    fireEvent.change(screen.getByLabelText('Amount (JPY)'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(openPayPage).toHaveBeenCalledWith(order('2000').payUrl, false));
    expect(calls[0]!.body).toMatchObject({
      channelId: 1,
      amount: '2000',
      requestKey: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
  });

  it("shows a refusal by the player's own deposit limit with the coins still allowed and the way to the limits", async () => {
    mockFetch({
      '/v2/app/pay/order': () =>
        envelope(
          { reason: 'deposit_limit', remaining: '3000', period: 'day' },
          400,
          'This deposit would pass your daily deposit limit: you can still deposit 3,000 coins in the next 24 hours.',
        ),
    });
    const openPayPage = renderForm();
    fireEvent.change(screen.getByLabelText('Amount (JPY)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const refusal = await screen.findByTestId('protection-refusal');
    expect(refusal.textContent).toContain('you can still deposit 3,000 coins in the next 24 hours.');
    expect(refusal.querySelector('a')?.getAttribute('href')).toBe('/user/responsible-play');
    expect(openPayPage).not.toHaveBeenCalled();
  });

  it('sends the same request key again when a failed submission is retried', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      '/v2/app/pay/order': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelope(order('5000'));
      },
    });
    const openPayPage = renderForm();
    fireEvent.change(screen.getByLabelText('Amount (JPY)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deposit now' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(openPayPage).toHaveBeenCalled());
    const [first, second] = calls.map((call) => (call.body as { requestKey: string }).requestKey);
    expect(second).toBe(first);
  });
});
