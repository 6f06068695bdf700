import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { envelope, mockFetch, type Responder } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { FindPasswordForm } from './find-password-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => vi.unstubAllGlobals());

const routes = (captcha: boolean): Record<string, Responder> => ({
  '/v2/app/auth/providers': () => envelope({ google: null, line: null, captcha }),
  '/v2/app/auth/get': () => envelope({ img: 'R0lGOD', uuid: 'cap-1' }),
  '/v2/app/auth/send/email': () => envelope({ resendAfterSeconds: 60 }),
  '/v2/app/auth/reset/password': () => envelope({ done: true }),
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error said under a field (TextField's `${id}-error`, which the input is described by). */
const errorUnder = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('find password', () => {
  it('step 1 needs the account and, while the captcha is on, its answer', async () => {
    const { calls } = mockFetch(routes(true));
    renderWithProviders(<FindPasswordForm onDone={vi.fn()} onBackToLogin={vi.fn()} />);
    await screen.findByLabelText('Verification characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please input your username or e-mail')).toBeTruthy();
    expect(screen.getByText('Please input the characters in the picture')).toBeTruthy();
    type('Username or e-mail', 'alice');
    type('Verification characters', 'k3y5');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code from the e-mail');
    expect(calls.find((call) => call.url === '/v2/app/auth/send/email')!.body).toEqual({
      account: 'alice',
      qrcode: 'k3y5',
      uuid: 'cap-1',
    });
  });

  it('says a wrong captcha answer under the captcha, with a new picture and no toast', async () => {
    const { calls } = mockFetch({
      ...routes(true),
      '/v2/app/auth/send/email': () =>
        envelope({ reason: 'captcha_invalid' }, 400, 'The characters do not match the picture.'),
    });
    const onError = vi.fn();
    renderWithProviders(<FindPasswordForm onDone={vi.fn()} onBackToLogin={vi.fn()} />, onError);
    await screen.findByLabelText('Verification characters');
    type('Username or e-mail', 'alice');
    type('Verification characters', 'wr0ng');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorUnder('Verification characters')).toBe('The characters do not match the picture.'));
    const answer = screen.getByLabelText<HTMLInputElement>('Verification characters');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(answer);
    expect(answer.value).toBe('');
    await waitFor(() => expect(calls.filter((call) => call.url === '/v2/app/auth/get')).toHaveLength(2));
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
  });

  it('fetches the missing captcha when the server asks for one the form did not show', async () => {
    let providerCalls = 0;
    mockFetch({
      ...routes(true),
      '/v2/app/auth/providers': () =>
        ++providerCalls === 1
          ? envelope(null, 500, 'Server error')
          : envelope({ google: null, line: null, captcha: true }),
      '/v2/app/auth/send/email': () => envelope({ reason: 'captcha_invalid' }, 400, 'Enter the characters.'),
    });
    const onError = vi.fn();
    renderWithProviders(<FindPasswordForm onDone={vi.fn()} onBackToLogin={vi.fn()} />, onError);
    await waitFor(() => expect(providerCalls).toBe(1));
    type('Username or e-mail', 'alice');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification characters');
    expect(errorUnder('Verification characters')).toBe('Enter the characters.');
    expect(onError).not.toHaveBeenCalled();
  });

  it('still sends a refusal that belongs to no field (a resend too soon) to the error listener', async () => {
    mockFetch({
      ...routes(false),
      '/v2/app/auth/send/email': () =>
        envelope({ reason: 'code_cooldown', retryAfterSeconds: 30 }, 429, 'Wait 30 seconds'),
    });
    const onError = vi.fn();
    renderWithProviders(<FindPasswordForm onDone={vi.fn()} onBackToLogin={vi.fn()} />, onError);
    type('Username or e-mail', 'alice');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'Wait 30 seconds' });
    expect(screen.getByLabelText('Username or e-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['code_invalid', 'The e-mail code is wrong or has expired.'],
    ['code_burned', 'Too many wrong tries: get a new code.'],
  ])('says a refused e-mail code (%s) under the code field, focused, not in a toast', async (reason, message) => {
    const onDone = vi.fn();
    mockFetch({ ...routes(false), '/v2/app/auth/reset/password': () => envelope({ reason }, 400, message) });
    const onError = vi.fn();
    renderWithProviders(
      <FindPasswordForm prefill={{ account: 'Alice', code: '246810' }} onDone={onDone} onBackToLogin={vi.fn()} />,
      onError,
    );
    await screen.findByTestId('find-password-reset-form');
    type('New password', 'Brand-new-1');
    type('Confirm password', 'Brand-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorUnder('Code from the e-mail')).toBe(message));
    const code = screen.getByLabelText('Code from the e-mail');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(onError).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a new password that is the fund password under the new password, not in a toast', async () => {
    const message = 'Your new password cannot be the same as your fund password: choose another one.';
    const onDone = vi.fn();
    mockFetch({
      ...routes(false),
      '/v2/app/auth/reset/password': () => envelope({ reason: 'fund_password_same_as_password' }, 400, message),
    });
    const onError = vi.fn();
    renderWithProviders(
      <FindPasswordForm prefill={{ account: 'Alice', code: '246810' }} onDone={onDone} onBackToLogin={vi.fn()} />,
      onError,
    );
    await screen.findByTestId('find-password-reset-form');
    type('New password', '864200');
    type('Confirm password', '864200');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorUnder('New password')).toBe(message));
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    // The code was right and stays: nothing is said under it.
    expect(errorUnder('Code from the e-mail')).toBeFalsy();
    expect(onError).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the sent tip, keeps the account and resets the password with the mailed code', async () => {
    const onDone = vi.fn();
    const { calls } = mockFetch(routes(false));
    renderWithProviders(<FindPasswordForm onDone={onDone} onBackToLogin={vi.fn()} />);
    await waitFor(() => expect(calls.some((call) => call.url === '/v2/app/auth/providers')).toBe(true));
    type('Username or e-mail', ' alice ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If alice is an account here, a code is on its way/)).toBeTruthy();
    expect(screen.getByTestId('find-password-account').textContent).toBe('alice');

    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please input the code from the e-mail')).toBeTruthy();
    expect(screen.getByText('Please input a new password')).toBeTruthy();
    type('Code from the e-mail', '654321');
    type('New password', 'Brand-new-1');
    type('Confirm password', 'Brand-new-2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    type('Confirm password', 'Brand-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/v2/app/auth/reset/password')!.body).toEqual({
      account: 'alice',
      newPassword: 'Brand-new-1',
      qrcode: '654321',
    });
  });

  it('opens at step 2 from a reset link, with the account and the code filled in', async () => {
    const onDone = vi.fn();
    const { calls } = mockFetch(routes(false));
    renderWithProviders(
      <FindPasswordForm prefill={{ account: 'Alice', code: '246810' }} onDone={onDone} onBackToLogin={vi.fn()} />,
    );
    expect(await screen.findByTestId('find-password-reset-form')).toBeTruthy();
    expect(screen.getByTestId('find-password-account').textContent).toBe('Alice');
    expect(screen.getByLabelText<HTMLInputElement>('Code from the e-mail').value).toBe('246810');
    expect(
      screen.getByText('The code from your e-mail link is filled in. Choose a new password for Alice.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    type('New password', 'From-the-link-1');
    type('Confirm password', 'From-the-link-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/v2/app/auth/reset/password')!.body).toEqual({
      account: 'Alice',
      newPassword: 'From-the-link-1',
      qrcode: '246810',
    });
    // Nothing was mailed: the link already carried the code.
    expect(calls.some((call) => call.url === '/v2/app/auth/send/email')).toBe(false);
  });

  it("does not carry a link's code over to another account", async () => {
    mockFetch(routes(false));
    renderWithProviders(
      <FindPasswordForm prefill={{ account: 'Alice', code: '246810' }} onDone={vi.fn()} onBackToLogin={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username or e-mail').value).toBe('Alice');
    type('Username or e-mail', 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If bob is an account here/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Code from the e-mail').value).toBe('');
  });
});
