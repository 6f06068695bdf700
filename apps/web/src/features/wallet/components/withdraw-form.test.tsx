import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard } from '@hall/contracts/bank';
import type { PayChannel } from '@hall/contracts/pay';
import bonus from '../../../locales/bonus/en-US.json';
import finance from '../../../locales/finance/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { findOpenDialog, waitForDialogToClose } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { WithdrawPage as WithdrawRoute } from './withdraw-page';
import { WithdrawForm } from './withdraw-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'finance', finance);
  i18next.addResourceBundle('en-US', 'bonus', bonus);
});

const payout: PayChannel = {
  id: 3,
  code: 'sandbox-payout',
  name: 'Bank payout (sandbox)',
  currency: 'JPY',
  minAmount: '2000',
  maxAmount: '500000',
  feeBasisPoints: 0,
  feeFixed: '200',
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
const refusal = (reason: string, code = 400) => envelope({ reason, requestId: 'r1' }, code, `server says ${reason}`);

function renderForm(balance: bigint | null = 10000n) {
  renderWithProviders(
    <MemoryRouter>
      <WithdrawForm channels={[payout]} cards={[card]} balance={balance} />
    </MemoryRouter>,
  );
}

async function submit(amount: string, fundPassword = '246810') {
  fireEvent.change(screen.getByLabelText('Amount (coins)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: fundPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

/** Fills the form, sends it, and confirms the withdrawal in the dialog that asks. */
async function submitAndConfirm(amount: string, fundPassword = '246810') {
  await submit(amount, fundPassword);
  const dialog = await findOpenDialog('withdraw-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw now' }));
}

describe('the withdrawal form', () => {
  it('shows the fee and what reaches the bank as the amount is typed', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Amount (coins)'), { target: { value: '5000' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('200 coins'));
    expect(screen.getByTestId('withdraw-payout').textContent).toBe('¥4,800');
    expect(screen.getByText('From 2,000 coins to 500,000 coins')).toBeTruthy();
  });

  it('fills the most the player may withdraw with Max: the balance, within the channel’s maximum', async () => {
    renderForm(12345n);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the most you can: 12,345 coins' }));
    expect((screen.getByLabelText('Amount (coins)') as HTMLInputElement).value).toBe('12345');
    await waitFor(() => expect(screen.getByTestId('withdraw-payout').textContent).toBe('¥12,145'));
  });

  it('caps Max at the channel’s maximum and turns it off when nothing can be withdrawn', () => {
    renderForm(900000n);
    fireEvent.click(screen.getByTestId('withdraw-max'));
    expect((screen.getByLabelText('Amount (coins)') as HTMLInputElement).value).toBe('500000');
  });

  it('offers no Max below the channel’s minimum', () => {
    renderForm(1500n);
    expect(screen.getByTestId('withdraw-max').hasAttribute('disabled')).toBe(true);
  });

  it('refuses more coins than the balance before asking the server', async () => {
    const { calls } = mockFetch({});
    renderForm(3000n);
    await submit('5000');
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough coins: your balance is 3,000');
    expect(calls).toHaveLength(0);
  });

  it('asks for a six-digit fund password', async () => {
    renderForm();
    await submit('5000', '12ab');
    expect((await screen.findByRole('alert')).textContent).toBe('The fund password is 6 digits');
  });

  it('asks to confirm the amount, fee, payout and card before anything is sent', async () => {
    const { calls } = mockFetch({ '/v2/app/draw/withdraw': () => refusal('fund_password_wrong') });
    renderForm();
    await submit('5000');
    const dialog = await findOpenDialog('withdraw-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe('Check before you withdraw');
    expect(within(dialog).getByTestId('withdraw-confirm-coins').textContent).toBe('5,000 coins');
    expect(within(dialog).getByTestId('withdraw-confirm-fee').textContent).toBe('200 coins');
    expect(within(dialog).getByTestId('withdraw-confirm-payout').textContent).toBe('¥4,800');
    expect(within(dialog).getByTestId('withdraw-confirm-card').textContent).toBe(
      'MUFG Bank **** **** 4321 · Yamada Taro',
    );
    expect(calls).toHaveLength(0);

    // Going back sends nothing, and the form keeps what was typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose('withdraw-confirm');
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Amount (coins)').value).toBe('5000');

    // Confirmed, it is sent once.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(await findOpenDialog('withdraw-confirm')).getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ channelId: 3, bankCardId: 7, amount: '5000', fundPassword: '246810' });
    await waitForDialogToClose('withdraw-confirm');
  });

  it('sends the amount in coins with the card and shows the withdrawal in review', async () => {
    const { calls } = mockFetch({
      '/v2/app/draw/withdraw': () =>
        envelope({
          withdrawSn: 'W2025031000000001',
          coinAmount: '5000',
          fee: '200',
          currency: 'JPY',
          payoutAmount: '4800',
          status: 'review',
          reason: null,
          bankName: 'MUFG Bank',
          cardLast4: '4321',
          channelName: 'Bank payout (sandbox)',
          createdAt: '2025-03-10T00:00:00.000Z',
          completedAt: null,
        }),
      '/v2/app/user/balance': () => envelope({ coins: '5000' }),
      '/v2/app/draw/list': () => envelope({ list: [], total: 0, page: 1, pageSize: 10, totals: {} }),
    });
    renderForm();
    await submitAndConfirm('5000');
    const result = await screen.findByTestId('withdraw-result');
    expect(result.textContent).toContain('Withdrawal review');
    expect(result.textContent).toContain('W2025031000000001');
    expect(calls[0]!.body).toMatchObject({ channelId: 3, bankCardId: 7, amount: '5000', fundPassword: '246810' });
  });

  it.each([
    [
      'kyc_required',
      403,
      'Withdrawing this amount needs identity verification.',
      'Verify my identity',
      '/user/user-center',
    ],
    [
      'fund_password_unset',
      400,
      'Please set a fund password first.',
      'Set a fund password',
      '/user/payment-password?redirect=withdraw',
    ],
    ['bind_card_first', 400, 'Please bind a bank card first.', 'Bind a bank card', '/user/bankcard-setting'],
    [
      'profile_incomplete',
      400,
      'Please complete personal information before currency exchange.',
      'Complete personal information',
      '/user/account-setting',
    ],
  ])('explains the refusal %s and links to where it is fixed', async (reason, code, text, link, href) => {
    mockFetch({ '/v2/app/draw/withdraw': () => refusal(reason, code) });
    renderForm();
    await submitAndConfirm('5000');
    const notice = await screen.findByTestId('withdraw-refusal');
    expect(notice.textContent).toContain(text);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
  });

  it('puts a wrong fund password and a short balance on their fields', async () => {
    mockFetch({ '/v2/app/draw/withdraw': () => refusal('fund_password_wrong') });
    renderForm();
    await submitAndConfirm('5000');
    expect((await screen.findByRole('alert')).textContent).toBe('The fund password is wrong.');
    expect(screen.getByLabelText('Fund password').getAttribute('aria-invalid')).toBe('true');
  });

  it('with a bonus being wagered asks first, then sends it again forfeiting the bonus under a new key', async () => {
    let sent = 0;
    const { calls } = mockFetch({
      '/v2/app/draw/withdraw': (call) => {
        sent += 1;
        if (!(call.body as { forfeitBonus?: boolean }).forfeitBonus)
          return envelope({ reason: 'bonus_active', bonus: '5000' }, 409, 'A bonus is being wagered.');
        return envelope({
          withdrawSn: 'W2025031000000002',
          coinAmount: '3000',
          fee: '200',
          currency: 'JPY',
          payoutAmount: '2800',
          status: 'review',
          reason: null,
          bankName: 'MUFG Bank',
          cardLast4: '4321',
          channelName: 'Bank payout (sandbox)',
          createdAt: '2025-03-10T00:00:00.000Z',
          completedAt: null,
        });
      },
      '/v2/app/user/balance': () => envelope({ coins: '2000' }),
    });
    renderForm();
    await submitAndConfirm('3000');
    const dialog = await findOpenDialog('bonus-forfeit-withdraw');
    expect(dialog.textContent).toContain(
      'You have 5,000 bonus coins being wagered; withdrawing now forfeits them (winnings from them included).',
    );
    expect(screen.queryByTestId('withdraw-refusal')).toBeNull();

    // Keep playing: nothing more is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitForDialogToClose('bonus-forfeit-withdraw');
    expect(sent).toBe(1);

    await submitAndConfirm('3000');
    await findOpenDialog('bonus-forfeit-withdraw');
    fireEvent.click(screen.getByRole('button', { name: 'Forfeit and withdraw' }));
    expect((await screen.findByTestId('withdraw-result')).textContent).toContain('W2025031000000002');
    const withdrawals = calls.filter((call) => call.url.endsWith('/v2/app/draw/withdraw'));
    expect(withdrawals).toHaveLength(3);
    const [first, refused, last] = withdrawals.map((call) => call.body as Record<string, unknown>);
    expect(first!.forfeitBonus).toBeUndefined();
    expect(last).toMatchObject({ amount: '3000', fundPassword: '246810', forfeitBonus: true });
    expect(last!.requestKey).not.toBe(refused!.requestKey);
  });
});

describe('the withdrawal page', () => {
  it('without a bound card says to bind one first, with the way there', async () => {
    useSessionStore.setState({ user: createUser({ firstName: 'Taro', lastName: 'Yamada', hasFundPassword: true }) });
    mockFetch({
      '/v2/app/draw/channels': () => envelope([payout]),
      '/v2/app/user/get/bank': () => envelope([]),
      '/v2/app/user/balance': () => envelope({ coins: '0' }),
    });
    renderWithProviders(
      <MemoryRouter>
        <WithdrawRoute />
      </MemoryRouter>,
    );
    const notice = await screen.findByTestId('bind-card-first');
    expect(notice.textContent).toContain('Please bind a bank card first.');
    expect(screen.getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe('/user/bankcard-setting');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('says what is missing before a withdrawal: real name and fund password', async () => {
    useSessionStore.setState({ user: createUser() });
    mockFetch({
      '/v2/app/draw/channels': () => envelope([payout]),
      '/v2/app/user/get/bank': () => envelope([card]),
      '/v2/app/user/balance': () => envelope({ coins: '100' }),
      '/v2/app/draw/list': () =>
        envelope({
          list: [],
          total: 0,
          page: 1,
          pageSize: 10,
          totals: { count: 0, successCount: 0, coinAmount: '0', fee: '0' },
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <WithdrawRoute />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('withdraw-profile-notice')).textContent).toContain(
      'Please complete personal information before currency exchange.',
    );
    expect(screen.getByTestId('withdraw-fund-notice').textContent).toContain('Please set a fund password first.');
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
  });
});
