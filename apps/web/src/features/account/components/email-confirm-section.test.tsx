import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { EmailConfirmSection } from './email-confirm-section';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

/** The section as the account page shows it: for the session's user, as it changes. */
function SignedInSection() {
  const user = useSessionStore((state) => state.user);
  return user ? <EmailConfirmSection user={user} /> : null;
}

function renderFor(email: string, onError = vi.fn()) {
  useSessionStore.getState().setSession({ user: createUser({ email, emailVerified: false }), isAgent: false });
  renderWithProviders(<SignedInSection />, onError);
  return onError;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text && input.getAttribute('aria-invalid'));
};

describe('confirming the e-mail address', () => {
  it('lets a member confirm the address its agent typed with a mailed code, and then shows it confirmed', async () => {
    const { calls } = mockFetch({
      '/v2/app/auth/email/code': () => envelope({ resendAfterSeconds: 60 }),
      '/v2/app/auth/email/confirm': () => envelope({ email: 'member7@example.test', emailVerified: true }),
    });
    renderFor('member7@example.test');
    expect(screen.getByText(/is not confirmed yet/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('member7@example.test');

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to member7@example.test. It is valid for 10 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend/ }).hasAttribute('disabled')).toBe(true);
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm address' }));

    expect(await screen.findByText('member7@example.test is your confirmed e-mail address.')).toBeTruthy();
    expect(screen.queryByTestId('email-confirm-form')).toBeNull();
    expect(useSessionStore.getState().user).toMatchObject({ email: 'member7@example.test', emailVerified: true });
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['/v2/app/auth/email/code', { email: 'member7@example.test' }],
      ['/v2/app/auth/email/confirm', { email: 'member7@example.test', code: '123456' }],
    ]);
  });

  it('starts empty for an account without an address, and says a refusal under its field, not in a toast', async () => {
    const { calls } = mockFetch({
      '/v2/app/auth/email/code': (call) =>
        (call.body as { email: string }).email === 'taken@example.test'
          ? envelope({ reason: 'email_taken' }, 409, 'This e-mail address is already registered.')
          : envelope({ resendAfterSeconds: 60 }),
      '/v2/app/auth/email/confirm': () => envelope({ reason: 'code_invalid' }, 400, 'The code is wrong.'),
    });
    const onError = renderFor('member-3f2a@users.invalid');
    expect(screen.getByText(/has no e-mail address yet/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(true);

    type('E-mail address', 'taken@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorUnder('E-mail address')).toBe('This e-mail address is already registered.'));

    type('E-mail address', 'mine9@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/We sent a code to mine9@example.test/);
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm address' }));
    await waitFor(() => expect(errorUnder('Verification code')).toBe('The code is wrong.'));
    expect(onError).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toMatchObject({ emailVerified: false });
    expect(calls.filter((call) => call.url === '/v2/app/auth/email/confirm')).toHaveLength(1);
  });
});
