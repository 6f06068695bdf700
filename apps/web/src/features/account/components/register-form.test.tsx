import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { resetCountdowns } from '../../../lib/use-countdown';
import { useSessionStore } from '../../../lib/session-store';
import { envelope, mockFetch, type Responder } from '../../../test/fetch-mock';
import { createUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { REGISTERED_EVENT } from '../hooks/use-registration-conversion';
import { RegisterForm } from './register-form';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

beforeEach(() => resetCountdowns());

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  useSessionStore.getState().clearSession();
});

const routes: Record<string, Responder> = {
  '/v2/app/register/send/email/code': () => envelope({ resendAfterSeconds: 60 }),
  '/v2/app/register/valid': () => envelope({ done: true }),
  '/v2/app/register/user': () => envelope({ token: 'new-token' }),
  '/v2/app/user/info': () => envelope(createUser({ account: 'newbie1' })),
  '/v2/app/agent/is/agent': () => envelope(false),
  '/v2/app/auth/providers': () => envelope({ google: null, line: null, captcha: false, minimumAge: 18 }),
};

const sendButton = () => screen.getByTestId('register-send-code');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error said under a field (TextField's `${id}-error`, which the input is described by). */
const errorUnder = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

async function fillStepTwo() {
  type('User name', 'newbie1');
  type('Password', 'Secret-pw1');
  type('Confirm password', 'Secret-pw1');
  type('Agent code (optional)', 'NOSUCH1');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I am 18 years of age or older' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

async function passStepOne() {
  type('E-mail address', 'new@example.test');
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('User name');
}

describe('registration step 1', () => {
  it('asks for e-mail, code and the agreement before anything is sent', async () => {
    const { calls } = mockFetch(routes);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please input your e-mail address')).toBeTruthy();
    expect(screen.getByText('Please input the code from the e-mail')).toBeTruthy();
    expect(screen.getByText('Please choose to accept the user agreement')).toBeTruthy();
    type('E-mail address', 'not-an-address');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('The code is the 6 digits from the e-mail')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('links the user agreement in a new window', () => {
    mockFetch(routes);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'user agreement' });
    expect(link.getAttribute('href')).toBe('/about/user-agreement?view=window');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('enables sending only for a valid e-mail, then counts 60 s down before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = mockFetch(routes);
      renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
      expect(sendButton()).toHaveProperty('disabled', true);
      expect(sendButton().textContent).toBe('Send code');
      type('E-mail address', 'new@exam');
      expect(sendButton()).toHaveProperty('disabled', true);
      type('E-mail address', 'new@example.test');
      expect(sendButton()).toHaveProperty('disabled', false);
      fireEvent.click(sendButton());
      await waitFor(() => expect(sendButton().textContent).toBe('Resend (60 s)'));
      expect(sendButton()).toHaveProperty('disabled', true);
      expect(calls[0]).toMatchObject({ url: '/v2/app/register/send/email/code', body: { email: 'new@example.test' } });
      expect(screen.getByText(/We sent a code to new@example.test/)).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(sendButton().textContent).toBe('Resend (45 s)');
      await act(() => vi.advanceTimersByTimeAsync(45_000));
      expect(sendButton().textContent).toBe('Resend');
      expect(sendButton()).toHaveProperty('disabled', false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits as long as the server says when it refuses a resend (429)', async () => {
    mockFetch({
      ...routes,
      '/v2/app/register/send/email/code': () =>
        envelope({ reason: 'code_cooldown', retryAfterSeconds: 37 }, 429, 'Please wait 37 seconds'),
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    type('E-mail address', 'new@example.test');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend (37 s)'));
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it.each([
    ['code_invalid', 'The e-mail code is wrong or has expired.'],
    ['code_burned', 'Too many wrong tries: get a new code.'],
  ])('says a refused code (%s) under the code field, focused, not in a toast', async (reason, message) => {
    mockFetch({ ...routes, '/v2/app/register/valid': () => envelope({ reason }, 400, message) });
    const onError = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, onError);
    type('E-mail address', 'new@example.test');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorUnder('Verification code')).toBe(message));
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('User name')).toBeNull();
  });

  it('still sends a refusal that belongs to no field (too many requests) to the error listener', async () => {
    mockFetch({
      ...routes,
      '/v2/app/register/valid': () => envelope({ reason: 'too_many_requests' }, 429, 'Too many requests'),
    });
    const onError = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, onError);
    type('E-mail address', 'new@example.test');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'Too many requests' });
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the code with the accepted agreement and moves to step 2', async () => {
    const { calls } = mockFetch(routes);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    expect(calls.find((call) => call.url === '/v2/app/register/valid')!.body).toEqual({
      email: 'new@example.test',
      code: '123456',
      acceptTerms: true,
    });
    expect(screen.getByText('E-mail verified: new@example.test')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('User name')));
  });
});

describe('registration step 2', () => {
  it('checks the user name, the password length and that both passwords match', async () => {
    const { calls } = mockFetch(routes);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please input a user name')).toBeTruthy();
    expect(screen.getByText('Please input your password')).toBeTruthy();
    expect(screen.getByText('Please input the password again')).toBeTruthy();
    expect(screen.getByText('Please confirm your age to open an account')).toBeTruthy();

    type('User name', 'bad name!');
    type('Password', 'abc');
    type('Confirm password', 'abd');
    type('Agent code (optional)', 'a-b');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use letters and digits only for the user name')).toBeTruthy();
    expect(screen.getByText('The password must be 6 to 64 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByText('The agent code has letters and digits only')).toBeTruthy();

    type('User name', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The user name must be 4 to 16 characters')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v2/app/register/user')).toHaveLength(0);
  });

  it('shows the strength of the password as it is typed', async () => {
    mockFetch(routes);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    const meter = screen.getByRole('meter', { name: 'Strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    type('Password', 'abcdef');
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    type('Password', 'Abcdef12!');
    expect(meter.getAttribute('aria-valuenow')).toBe('4');
  });

  it('prefills the agent code of the invite link and registers: token, user, conversion, done', async () => {
    window.history.replaceState(null, '', '/?agentCode=INVITE7');
    const conversion = vi.fn();
    window.addEventListener(REGISTERED_EVENT, conversion);
    const onRegistered = vi.fn();
    const { calls } = mockFetch(routes);
    try {
      renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
      await passStepOne();
      expect(screen.getByLabelText<HTMLInputElement>('Agent code (optional)').value).toBe('INVITE7');
      type('User name', 'newbie1');
      type('Password', 'Secret-pw1');
      type('Confirm password', 'Secret-pw1');
      fireEvent.click(await screen.findByRole('checkbox', { name: 'I am 18 years of age or older' }));
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(onRegistered).toHaveBeenCalled());
      expect(calls.find((call) => call.url === '/v2/app/register/user')!.body).toEqual({
        account: 'newbie1',
        email: 'new@example.test',
        password: 'Secret-pw1',
        agentCode: 'INVITE7',
        ageConfirmed: true,
      });
      expect(window.localStorage.getItem('token')).toBe('new-token');
      expect(useSessionStore.getState().user?.account).toBe('newbie1');
      expect(conversion).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(REGISTERED_EVENT, conversion);
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends no agent code when none is given, and goes back to step 1 when the e-mail check ran out', async () => {
    const { calls } = mockFetch({
      ...routes,
      '/v2/app/register/user': () => envelope({ reason: 'email_not_verified' }, 400, 'Verify your e-mail first'),
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    type('User name', 'newbie1');
    type('Password', 'Secret-pw1');
    type('Confirm password', 'Secret-pw1');
    fireEvent.click(screen.getByLabelText(/years of age or older|old enough to play/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByLabelText('E-mail address');
    expect(calls.find((call) => call.url === '/v2/app/register/user')!.body).not.toHaveProperty('agentCode');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('new@example.test');
  });

  it.each([
    ['account_taken', 'User name', 'This user name is taken.'],
    ['agent_code_unknown', 'Agent code (optional)', 'No agent has this code.'],
    ['agent_tree_full', 'Agent code (optional)', "This agent's team is full."],
  ])('says a refusal (%s) under its field on step 2, focused, not in a toast', async (reason, label, message) => {
    mockFetch({ ...routes, '/v2/app/register/user': () => envelope({ reason }, 400, message) });
    const onError = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, onError);
    await passStepOne();
    await fillStepTwo();
    await waitFor(() => expect(errorUnder(label)).toBe(message));
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['email_taken', 'E-mail address', 'This e-mail is already registered.'],
    [
      'email_refused',
      'E-mail address',
      'This e-mail address cannot be used to open an account. If you think this is a mistake, please contact customer service.',
    ],
    ['email_not_verified', 'Verification code', 'Verify your e-mail first'],
  ])(
    'goes back to step 1 and says a refusal of the address (%s) under its field, not in a toast',
    async (reason, label, message) => {
      mockFetch({ ...routes, '/v2/app/register/user': () => envelope({ reason }, 400, message) });
      const onError = vi.fn();
      renderWithProviders(<RegisterForm onRegistered={vi.fn()} />, onError);
      await passStepOne();
      await fillStepTwo();
      await waitFor(() => expect(errorUnder(label)).toBe(message));
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(screen.getByLabelText(label));
      expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('new@example.test');
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('forgets a refusal of the address once the player chose to change it', async () => {
    mockFetch({
      ...routes,
      '/v2/app/register/user': () => envelope({ reason: 'email_taken' }, 409, 'This e-mail is already registered.'),
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    await fillStepTwo();
    await waitFor(() => expect(errorUnder('E-mail address')).toBe('This e-mail is already registered.'));
    type('E-mail address', 'other@example.test');
    type('Verification code', '654321');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('E-mail verified: other@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByLabelText('E-mail address');
    expect(errorUnder('E-mail address')).toBeUndefined();
  });

  it("asks to confirm the site's minimum age, naming it, and sends nothing without the box ticked", async () => {
    const { calls } = mockFetch({
      ...routes,
      '/v2/app/auth/providers': () => envelope({ google: null, line: null, captcha: false, minimumAge: 20 }),
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await passStepOne();
    type('User name', 'newbie1');
    type('Password', 'Secret-pw1');
    type('Confirm password', 'Secret-pw1');
    const box = await screen.findByRole('checkbox', { name: 'I am 20 years of age or older' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please confirm your age to open an account')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.url === '/v2/app/register/user')).toHaveLength(0);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/v2/app/register/user')).toHaveLength(1));
    expect(calls.find((call) => call.url === '/v2/app/register/user')!.body).toMatchObject({ ageConfirmed: true });
  });
});
