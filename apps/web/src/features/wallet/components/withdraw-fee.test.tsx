// The withdrawal fee comes out of the coins withdrawn (the server holds the amount and pays out the
// amount less the fee): the form says so and shows the coins taken, the fee and what reaches the
// bank before the player presses Withdraw, and nothing is sent until then.
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '@hall/contracts/bank';
import type { PayChannel } from '@hall/contracts/pay';
import finance from '../../../locales/finance/en-US.json';
import help from '../../../locales/help/en-US.json';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WithdrawForm } from './withdraw-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance);
});

const tenPercent: PayChannel = {
  id: 4,
  code: 'bank-10',
  name: 'Bank payout',
  currency: 'JPY',
  minAmount: '1000',
  maxAmount: '500000',
  feeBasisPoints: 1000,
  feeFixed: '0',
  coinsPerUnit: 1,
};
const card: BankCard = {
  id: 7,
  bankId: 1,
  bankName: 'MUFG Bank',
  cardNumberMasked: '**** **** 4321',
  last4: '4321',
  branchCode: null,
  branchName: null,
  holderName: 'Yamada Taro',
  createdAt: '2025-03-01T00:00:00.000Z',
};

describe('the withdrawal fee', () => {
  it('is shown as taken from the amount, with the coins taken and the payout, before Withdraw is pressed', () => {
    const fetch = mockFetch({});
    renderWithProviders(
      <MemoryRouter>
        <WithdrawForm channels={[tenPercent]} cards={[card]} balance={10000n} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Amount (coins)'), { target: { value: '2000' } });
    const quote = screen.getByTestId('withdraw-quote');
    expect(within(quote).getByText('Coins withdrawn from your balance')).toBeTruthy();
    expect(screen.getByTestId('withdraw-coins').textContent).toBe('2,000 coins');
    expect(within(quote).getByText('Fee (10%, taken from the amount)')).toBeTruthy();
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('200 coins');
    expect(screen.getByTestId('withdraw-payout').textContent).toBe('¥1,800');
    // The figures stand above the button that sends the withdrawal, and nothing has been sent.
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(quote.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fetch.calls.filter((c) => c.url.includes('/draw/withdraw'))).toHaveLength(0);
  });

  it('the help page says the same: a deposit fee on top, a withdrawal fee from the coins', () => {
    const limits = help.deposit.article.sections.find((section) => section.title === 'Limits and fees');
    const text = limits?.body?.join(' ') ?? '';
    expect(text).toContain('A withdrawal fee is taken from the coins you withdraw');
    expect(text).not.toMatch(/fee is added on top of the amount, never taken from your coins/);
  });
});
