import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch, type Responder } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { closeAuthDialog, openAuthDialog, type AuthTab } from '../stores/auth-dialog-store';
import { REMEMBERED_ACCOUNT_KEY } from '../utils/remember-me';
import { AuthDialog } from './auth-dialog';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  act(() => closeAuthDialog(false));
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const noProviders = () => envelope({ google: null, line: null, captcha: false });

function server(routes: Record<string, Responder> = {}) {
  return mockFetch({ '/v2/app/auth/providers': noProviders, ...routes });
}

async function openDialog(tab: AuthTab = 'login') {
  let answer!: Promise<boolean>;
  act(() => {
    answer = openAuthDialog({ tab });
  });
  await screen.findByRole('dialog');
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answer };
}

const signedInRoutes = {
  '/v2/app/auth/login': () => envelope({ token: 'fresh-token' }),
  '/v2/app/user/info': () => envelope(createUser({ account: 'alice' })),
  '/v2/app/agent/is/agent': () => envelope(false),
};

function fillLogin(accountName: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: accountName } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('the sign-in dialog', () => {
  it('is a labelled modal dialog with login and register tabs, login selected', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Sign in', 'true'],
      ['Register', 'false'],
    ]);
    expect(await screen.findByRole('tabpanel', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username or e-mail')));
  });

  it('opens on the chosen tab', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog('register');
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('E-mail address')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog();
    const loginTab = screen.getByRole('tab', { name: 'Sign in' });
    fireEvent.keyDown(loginTab, { key: 'ArrowRight' });
    const registerTab = screen.getByRole('tab', { name: 'Register' });
    expect(registerTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(registerTab);
    expect(await screen.findByLabelText('E-mail address')).toBeTruthy();
  });

  it('opens find-password from the forgot-password link, without a tab of its own', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('find-account'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('opens find-password at its second step, filled in, from a reset link', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    act(() => {
      void openAuthDialog({ tab: 'findPassword', reset: { account: 'alice', code: '135790' } });
    });
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    expect((await screen.findByTestId('find-password-account')).textContent).toBe('alice');
    expect(screen.getByLabelText<HTMLInputElement>('Code from the e-mail').value).toBe('135790');
    await waitFor(() => expect(document.activeElement?.id).toBe('find-new-password'));
  });

  it("asks for missing fields with 'please input {field}' and sends nothing", async () => {
    const { calls } = server();
    renderWithProviders(<AuthDialog />);
    await openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please input your username or e-mail')).toBeTruthy();
    expect(screen.getByText('Please input your password')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v2/app/auth/login')).toHaveLength(0);
  });

  it('signs in: posts the login, stores the token, loads the user and closes as confirmed', async () => {
    const { calls } = server(signedInRoutes);
    renderWithProviders(<AuthDialog />);
    const { answer } = await openDialog();
    await screen.findByLabelText('Username or e-mail');
    fillLogin(' alice ', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(answer).resolves.toBe(true);
    expect(calls.find((call) => call.url === '/v2/app/auth/login')).toMatchObject({
      body: { account: 'alice', password: 'secret-pw', uuid: '', qrcode: '' },
    });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(useSessionStore.getState().user?.account).toBe('alice');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('remember me (on by default) keeps only the account, never the password', async () => {
    server(signedInRoutes);
    renderWithProviders(<AuthDialog />);
    const { answer } = await openDialog();
    const remember = await screen.findByLabelText<HTMLInputElement>('Remember my username');
    expect(remember.checked).toBe(true);
    fillLogin('alice', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(answer).resolves.toBe(true);
    expect(window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBe('alice');
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('secret-pw'))).toBe(false);
  });

  it('prefills the remembered account, and forgets it when remember me is turned off', async () => {
    window.localStorage.setItem(REMEMBERED_ACCOUNT_KEY, 'alice');
    server(signedInRoutes);
    renderWithProviders(<AuthDialog />);
    const { answer } = await openDialog();
    const accountField = await screen.findByLabelText<HTMLInputElement>('Username or e-mail');
    expect(accountField.value).toBe('alice');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    fireEvent.click(screen.getByLabelText('Remember my username'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(answer).resolves.toBe(true);
    expect(window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBeNull();
  });

  it('says a wrong password under the password field (no toast), clears the token and stays open', async () => {
    server({ '/v2/app/auth/login': () => envelope({ reason: 'login_failed' }, 400, 'Wrong account or password') });
    const onError = vi.fn();
    renderWithProviders(<AuthDialog />, onError);
    await openDialog();
    await screen.findByLabelText('Username or e-mail');
    fillLogin('alice', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong account or password')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(onError).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('still sends other failures (a locked account, the network) to the error listener', async () => {
    server({ '/v2/app/auth/login': () => envelope({ reason: 'account_frozen' }, 403, 'This account is frozen') });
    const onError = vi.fn();
    renderWithProviders(<AuthDialog />, onError);
    await openDialog();
    await screen.findByLabelText('Username or e-mail');
    fillLogin('alice', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'This account is frozen' });
  });

  it('is dismissed with Escape or the close button, answering false', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    const { answer: first } = await openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await expect(first).resolves.toBe(false);

    const { answer: second } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe(false);
  });

  it('does not close when the overlay is clicked', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog();
    const mask = await waitFor(() => {
      const element = document.querySelector('.adm-mask');
      expect(element).toBeTruthy();
      return element!;
    });
    fireEvent.click(mask);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows third-party buttons only when the server configures them', async () => {
    server({
      '/v2/app/auth/providers': () =>
        envelope({
          google: null,
          line: { clientId: 'line-1', authorizeUrl: 'https://line.test/auth' },
          captcha: false,
        }),
    });
    renderWithProviders(<AuthDialog />);
    await openDialog();
    expect(await screen.findByRole('button', { name: 'Continue with LINE' })).toBeTruthy();
    expect(screen.queryByTestId('google-login')).toBeNull();
  });
});

describe('the captcha', () => {
  function captchaServer(loginResponder: Responder) {
    let served = 0;
    return mockFetch({
      '/v2/app/auth/providers': () => envelope({ google: null, line: null, captcha: true }),
      '/v2/app/auth/get': () => {
        served += 1;
        return envelope({ img: `R0lGOD${served}`, uuid: `uuid-${served}` });
      },
      '/v2/app/auth/login': loginResponder,
      '/v2/app/user/info': () => envelope(createUser()),
      '/v2/app/agent/is/agent': () => envelope(false),
    });
  }

  const image = () => screen.getByTestId('login-captcha-image').querySelector('img')!;

  it('shows the picture, sends its id with the answer, and is required', async () => {
    const { calls } = captchaServer(() => envelope({ token: 't' }));
    renderWithProviders(<AuthDialog />);
    const { answer } = await openDialog();
    const field = await screen.findByLabelText('Verification characters');
    await waitFor(() => expect(image().getAttribute('src')).toBe('data:image/gif;base64,R0lGOD1'));
    fillLogin('alice', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please input the characters in the picture')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(answer).resolves.toBe(true);
    expect(calls.find((call) => call.url === '/v2/app/auth/login')!.body).toMatchObject({
      uuid: 'uuid-1',
      qrcode: 'ab12',
    });
  });

  it('refreshes on a click and clears what was typed', async () => {
    captchaServer(() => envelope({ token: 't' }));
    renderWithProviders(<AuthDialog />);
    await openDialog();
    const field = await screen.findByLabelText<HTMLInputElement>('Verification characters');
    await waitFor(() => expect(image().getAttribute('src')).toContain('R0lGOD1'));
    fireEvent.change(field, { target: { value: 'typo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show new characters' }));
    await waitFor(() => expect(image().getAttribute('src')).toContain('R0lGOD2'));
    expect(field.value).toBe('');
  });

  it('shows the captcha the server asks for when the form had none (its settings had not arrived)', async () => {
    let providerCalls = 0;
    mockFetch({
      '/v2/app/auth/providers': () =>
        ++providerCalls === 1
          ? envelope(null, 500, 'Server error')
          : envelope({ google: null, line: null, captcha: true }),
      '/v2/app/auth/get': () => envelope({ img: 'R0lGOD1', uuid: 'uuid-1' }),
      '/v2/app/auth/login': () => envelope({ reason: 'captcha_invalid' }, 400, 'Enter the characters.'),
    });
    const onError = vi.fn();
    renderWithProviders(<AuthDialog />, onError);
    await openDialog();
    await waitFor(() => expect(providerCalls).toBe(1));
    fillLogin('alice', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const field = await screen.findByLabelText('Verification characters');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the characters.')).toBeTruthy();
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).not.toContain('Enter the characters.');
  });

  it('after a failed login: a new picture, an empty field, and the new id on the next try', async () => {
    let attempts = 0;
    const { calls } = captchaServer(() => {
      attempts += 1;
      return attempts === 1
        ? envelope({ reason: 'captcha_invalid' }, 400, 'Wrong characters')
        : envelope({ token: 't' });
    });
    renderWithProviders(<AuthDialog />);
    const { answer } = await openDialog();
    const field = await screen.findByLabelText<HTMLInputElement>('Verification characters');
    await waitFor(() => expect(image().getAttribute('src')).toContain('R0lGOD1'));
    fillLogin('alice', 'secret-pw');
    fireEvent.change(field, { target: { value: 'zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(image().getAttribute('src')).toContain('R0lGOD2'));
    expect(field.value).toBe('');
    // Said under the captcha, where the new characters are typed.
    expect(screen.getByText('Wrong characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(answer).resolves.toBe(true);
    const logins = calls.filter((call) => call.url === '/v2/app/auth/login').map((call) => call.body);
    expect(logins).toMatchObject([
      { uuid: 'uuid-1', qrcode: 'zzzz' },
      { uuid: 'uuid-2', qrcode: 'ab12' },
    ]);
  });
});

describe('keyboard focus in the dialog', () => {
  it('wraps between the reachable controls only: not the unselected tab, not a hidden panel', async () => {
    server();
    renderWithProviders(<AuthDialog />);
    await openDialog('register');
    const submit = await screen.findByRole('button', { name: 'Next' });
    const registerTab = screen.getByRole('tab', { name: 'Register' });
    // The login panel is not mounted yet; visit it so it exists, hidden, behind the register panel.
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    await screen.findByLabelText('Username or e-mail');
    fireEvent.click(registerTab);
    registerTab.focus();
    fireEvent.keyDown(registerTab, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(registerTab);
  });
});
