import type { Migration, MigrationSession } from '@hall/contracts/migration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import migration from '../../../locales/migration/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MigrationFlow } from './migration-flow';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'migration', migration, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const base: MigrationSession = {
  account: 'yen-abc',
  currency: 'JPY',
  next: 'card',
  codeSentTo: null,
  resendAt: null,
  holderName: null,
  balance: null,
  coinAmount: null,
  expiresAt: '2099-01-01T00:30:00.000Z',
};

const refuse = (reason: string, message: string) => envelope({ reason }, 400, message);

/** A provider that wants card 6789, the code 123456 and the password sandbox-pass, on the way. */
function provider(start: MigrationSession | null = null) {
  let session = start;
  const answer = (next: Partial<MigrationSession>) => {
    session = { ...(session ?? base), ...next };
    return envelope(session);
  };
  return mockFetch({
    '/v2/app/jsy/transfer/session': () => envelope(session),
    '/v2/app/jsy/transfer/list': () => envelope({ list: [], total: 0, page: 1, pageSize: 10 }),
    '/v2/app/jsy/transfer/validate': ({ body }) => {
      const { account } = body as { account: string };
      if (account === 'yuan-abc') return refuse('currency_mismatch', 'This is a yuan account.');
      if (account !== 'yen-abc') return refuse('provider_account_unknown', 'There is no such account at JSY.');
      return answer({ ...base, next: 'card' });
    },
    '/v2/app/jsy/transfer/validate/card': ({ body }) => {
      const { cardLast4 } = body as { cardLast4: string };
      if (cardLast4 !== '6789') return refuse('card_mismatch', 'The card does not match.');
      return answer({ next: 'code' });
    },
    '/v2/app/jsy/transfer/resend/validate/code': () =>
      answer({
        next: 'login',
        codeSentTo: 'y***@sandbox.jsy.test',
        resendAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    '/v2/app/jsy/transfer/login': ({ body }) => {
      const { password, code } = body as { password: string; code: string };
      if (password !== 'sandbox-pass' || code !== '123456')
        return refuse('provider_login_failed', 'The password or the code is wrong.');
      return answer({ next: 'confirm', holderName: 'Taro Yamada', balance: '50000', coinAmount: '50000' });
    },
    '/v2/app/jsy/transfer/confirm': () => {
      session = null;
      const done: Migration = {
        migrationSn: 'MG0001',
        provider: 'jsy',
        account: 'yen-abc',
        currency: 'JPY',
        amount: '50000',
        coinAmount: '50000',
        status: 'completed',
        reason: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        completedAt: '2026-01-01T00:00:01.000Z',
      };
      return envelope(done);
    },
  });
}

function renderFlow() {
  return renderWithProviders(
    <MemoryRouter>
      <MigrationFlow currency="JPY" />
    </MemoryRouter>,
  );
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps of the account transfer' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')
    ?.querySelector('.migration-steps-label')?.textContent;

describe('the account transfer flow', () => {
  // Some twenty-five steps through five screens: about a second alone, but it ran past 15 s twice at
  // the end of a full run, beside the server's slowest files on two cores.
  it('walks the five steps, each refusal at its field, and shows the balance and its coins before moving them', async () => {
    const { calls } = provider();
    renderFlow();
    const account = await screen.findByLabelText('JSY account ID');
    expect(currentStep()).toBe('Account');

    // The contract's own rule is translated; the server's refusal sits at the field.
    fireEvent.change(account, { target: { value: 'yen abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Use letters, digits, dots, hyphens and underscores only')).toBeTruthy();
    fireEvent.change(account, { target: { value: 'yen-nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('There is no such account at JSY.')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');

    // An account of the other currency links to the other page.
    fireEvent.change(account, { target: { value: 'yuan-abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const refusal = await screen.findByTestId('migration-refusal');
    expect(within(refusal).getByRole('link', { name: 'Go to the page for yuan accounts' }).getAttribute('href')).toBe(
      '/account-transfer',
    );

    fireEvent.change(account, { target: { value: 'yen-abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const last4 = await screen.findByLabelText('Last 4 digits of the card');
    expect(currentStep()).toBe('Card');
    expect(calls.filter((c) => c.url.endsWith('/validate')).at(-1)?.body).toEqual({
      account: 'yen-abc',
      currency: 'JPY',
    });
    // Focus goes to the new step's heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('The bank card bound at JSY'));

    fireEvent.change(last4, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText("Card holder's name"), { target: { value: 'Taro Yamada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the card' }));
    expect(await screen.findByText('Enter the last 4 digits of the card')).toBeTruthy();
    fireEvent.change(last4, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the card' }));
    expect(await screen.findByText('The card does not match.')).toBeTruthy();
    expect(last4.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(last4, { target: { value: '6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the card' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
    const password = await screen.findByLabelText('JSY password');
    expect(currentStep()).toBe('Sign in');
    expect(screen.getByText('Sent to y***@sandbox.jsy.test.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend \(\d+ s\)/ })).toBeTruthy();

    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in at JSY' }));
    expect(await screen.findByText('The password or the code is wrong.')).toBeTruthy();
    expect(screen.getByText('Check the code as well.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'sandbox-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in at JSY' }));

    const summary = await screen.findByTestId('migration-summary');
    expect(currentStep()).toBe('Confirm');
    expect(within(summary).getByTestId('migration-balance').textContent).toBe('¥50,000');
    expect(within(summary).getByTestId('migration-coins').textContent).toBe('50,000 coins');
    expect(summary.textContent).toContain('Taro Yamada');

    fireEvent.click(screen.getByRole('button', { name: 'Move my balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your balance?' });
    expect(dialog.textContent).toContain('¥50,000 from yen-abc becomes 50,000 coins here.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move it now' }));

    const heading = await screen.findByRole('heading', { name: 'Your balance has moved' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'See my records' }).getAttribute('href')).toBe('/user/record?tab=deposit');
    const key = (calls.find((c) => c.url.endsWith('/confirm'))?.body as { requestKey: string }).requestKey;
    expect(key).toMatch(/^[a-f0-9]{32}$/);
  }, 30_000);

  it('resumes an unfinished session after a reload, and starts again when it has run out', async () => {
    mockFetch({
      '/v2/app/jsy/transfer/session': () => envelope({ ...base, next: 'card' }),
      '/v2/app/jsy/transfer/validate/card': () => refuse('migration_expired', 'The transfer timed out: start again.'),
    });
    renderFlow();
    fireEvent.change(await screen.findByLabelText('Last 4 digits of the card'), { target: { value: '6789' } });
    fireEvent.change(screen.getByLabelText("Card holder's name"), { target: { value: 'Taro Yamada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the card' }));
    expect(await screen.findByLabelText('JSY account ID')).toBeTruthy();
    expect(screen.getByTestId('migration-notice').textContent).toBe('The transfer timed out: start again.');
    expect(currentStep()).toBe('Account');
  });

  it('links the profile when the real name is still missing', async () => {
    mockFetch({
      '/v2/app/jsy/transfer/session': () => envelope({ ...base, next: 'card' }),
      '/v2/app/jsy/transfer/validate/card': () => refuse('profile_incomplete', 'Please enter your real name first.'),
    });
    renderFlow();
    fireEvent.change(await screen.findByLabelText('Last 4 digits of the card'), { target: { value: '6789' } });
    fireEvent.change(screen.getByLabelText("Card holder's name"), { target: { value: 'Taro Yamada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the card' }));
    const refusal = await screen.findByTestId('migration-refusal');
    expect(refusal.textContent).toContain('Please enter your real name first.');
    expect(within(refusal).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/user/account-setting',
    );
  });
});
