import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { findOpenDialog } from '../../../test/dialogs';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CloseAccountSection } from './close-account-section';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PASSWORD = 'Correct-horse-9';
const BALANCE_LEFT = 'Your wallet still holds 1,200 coins. Withdraw them before closing your account.';

/** The server's closing rules: the password first, then an empty wallet (until `cashOut`). */
function server() {
  let coins = 1200;
  const mock = mockFetch({
    '/v2/app/user/close': ({ body }) => {
      if ((body as { password: string }).password !== PASSWORD)
        return envelope({ reason: 'password_wrong' }, 400, 'The password is wrong.');
      if (coins > 0) return envelope({ reason: 'balance_left', coins: String(coins) }, 409, BALANCE_LEFT);
      return envelope({ done: true });
    },
  });
  return { ...mock, cashOut: () => (coins = 0) };
}

function renderSection(signOut = vi.fn(), toasts = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <CloseAccountSection signOut={signOut} />
    </MemoryRouter>,
    toasts,
  );
  return { signOut, toasts };
}

describe('close my account', () => {
  it('says what closing means, as the user agreement does, before anything is asked', () => {
    const { calls } = server();
    renderSection();
    const section = screen.getByTestId('close-account');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Close my account');
    expect(section.textContent).toContain('Withdraw your coins first');
    expect(section.textContent).toContain('no deposit or withdrawal still open');
    expect(section.textContent).toContain('A bonus still being wagered is forfeited');
    expect(section.textContent).toContain('cannot sign in or play again');
    expect(calls).toHaveLength(0);
  });

  it('asks for the password in a dialog, shows each refusal in place, then closes and signs out', async () => {
    const { calls, cashOut } = server();
    const { signOut, toasts } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    const dialog = await findOpenDialog('close-account-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe('Close your account for good?');
    expect(dialog.textContent).toContain('cannot sign in again');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, close it' });

    // Nothing is sent without a password.
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Please input your sign-in password')).toBeTruthy();
    expect(calls).toHaveLength(0);

    // A wrong one is refused at its field, in the server's words.
    const password = within(dialog).getByLabelText('Your sign-in password');
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('The password is wrong.')).toBeTruthy();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));

    // Coins left in the wallet: the server's reason, and the way to withdraw them.
    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(confirm);
    const refusal = await within(dialog).findByTestId('close-account-refusal');
    expect(refusal.textContent).toContain(BALANCE_LEFT);
    expect(within(refusal).getByRole('link', { name: 'Withdraw coins' }).getAttribute('href')).toBe(
      '/user/finance/withdraw',
    );
    expect(screen.queryByTestId('account-closed')).toBeNull();
    // Refusals explained in place are not toasted as well.
    expect(toasts).not.toHaveBeenCalled();

    cashOut();
    fireEvent.click(confirm);
    const closed = await findOpenDialog('account-closed');
    expect(closed.textContent).toContain('Your account is closed and you are signed out');
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(within(closed).getByRole('button', { name: 'OK' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.body)).toEqual([
      { password: 'wrong-password' },
      { password: PASSWORD },
      { password: PASSWORD },
    ]);
  });
});
