import type { ProtectionStatus } from '@hall/contracts/protection';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import protection from '../../../locales/protection/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { findOpenDialog, waitForDialogToClose } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { ProtectionPanel } from './protection-panel';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'protection', protection, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const PASSWORD = 'Correct-horse-9';
const DAY = 24 * 60 * 60 * 1000;

/** A server that keeps one player's protections and applies the rules of the contract. */
function server(start?: Partial<ProtectionStatus>) {
  const none = (used: string) =>
    (['day', 'week', 'month'] as const).map((period) => ({
      period,
      amount: null,
      used: period === 'day' ? used : '0',
      pending: null,
    }));
  let status: ProtectionStatus = {
    exclusion: null,
    coolingOffUntil: null,
    limits: none('500'),
    lossLimits: none('120'),
    ...start,
  };
  const refuse = (reason: string, message: string, code = 400) => envelope({ reason }, code, message);
  const mock = mockFetch({
    '/v2/app/protection/status': () => envelope(status),
    '/v2/app/protection/deposit-limit': ({ body }) => {
      const {
        kind = 'deposit',
        period,
        amount,
      } = body as {
        kind?: 'deposit' | 'loss';
        period: 'day' | 'week' | 'month';
        amount: string | null;
      };
      const key = kind === 'deposit' ? 'limits' : 'lossLimits';
      status = {
        ...status,
        [key]: status[key].map((limit) => {
          if (limit.period !== period) return limit;
          const lower = amount !== null && (limit.amount === null || BigInt(amount) <= BigInt(limit.amount));
          return lower
            ? { ...limit, amount, pending: null }
            : { ...limit, pending: { amount, from: new Date(Date.now() + DAY).toISOString() } };
        }),
      };
      return envelope(status);
    },
    '/v2/app/protection/timeout': ({ body }) => {
      const { days } = body as { days: number };
      status = {
        ...status,
        exclusion: { kind: 'timeout', until: new Date(Date.now() + days * DAY).toISOString() },
      };
      return envelope(status);
    },
    '/v2/app/protection/exclude': ({ body }) => {
      const { password } = body as { password: string };
      if (password !== PASSWORD) return refuse('password_wrong', 'The password is wrong.', 401);
      status = { ...status, exclusion: { kind: 'self_exclusion', until: null } };
      return envelope(status);
    },
  });
  return mock;
}

function renderPanel() {
  return renderWithProviders(
    <MemoryRouter>
      <ProtectionPanel />
    </MemoryRouter>,
  );
}

describe('the safer play tools', () => {
  it('sets a daily limit at once, then shows a raise waiting 24 hours beside the limit in force', async () => {
    const { calls } = server();
    renderPanel();
    const day = await screen.findByTestId('limit-day');
    expect(within(day).getByTestId('limit-day-amount').textContent).toBe('No limit');
    expect(within(day).getByTestId('limit-day-used').textContent).toBe('500 coins');
    // The rule is told before anything is saved.
    expect(within(day).getByText(/A higher limit, or removing the limit, applies only after 24 hours/)).toBeTruthy();

    // A word is not a limit; nothing is sent.
    const field = within(day).getByLabelText('New limit per 24 hours');
    fireEvent.change(field, { target: { value: 'lots' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save limit' }));
    expect(await within(day).findByText('Enter a whole number of coins, such as 3000.')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/deposit-limit'))).toHaveLength(0);

    fireEvent.change(field, { target: { value: '3,000' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save limit' }));
    expect(await within(day).findByText('Saved. The new limit applies now.')).toBeTruthy();
    expect(within(day).getByTestId('limit-day-amount').textContent).toBe('3,000 coins');
    expect(calls.find((c) => c.url.endsWith('/deposit-limit'))?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '3000',
    });
    expect(within(day).getByText('2,500 coins')).toBeTruthy();

    fireEvent.change(field, { target: { value: '10000' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Save limit' }));
    expect(await within(day).findByText(/Saved\. The higher limit applies on .+; until then/)).toBeTruthy();
    expect(within(day).getByTestId('limit-day-amount').textContent).toBe('3,000 coins');
    expect(within(day).getByTestId('limit-day-pending').textContent).toMatch(/^Changes to 10,000 coins on /);

    // Removing waits its day too.
    fireEvent.click(within(day).getByRole('button', { name: 'Remove limit' }));
    expect(await within(day).findByText(/Saved\. The limit is removed on /)).toBeTruthy();
    expect(within(day).getByTestId('limit-day-pending').textContent).toMatch(/^Removed on /);
    expect(within(day).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  }, 15_000);

  it('sets a loss limit beside the deposit limits, with the net loss so far, the same rules and its own words', async () => {
    const { calls } = server();
    renderPanel();
    const section = await screen.findByTestId('loss-limits');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Loss limits');
    expect(section.textContent).toContain('coins bet less coins won');
    const week = within(section).getByTestId('loss-limit-week');
    expect(within(section).getByTestId('loss-limit-day-used').textContent).toBe('120 coins');
    expect(within(week).getByText('Net loss in the last 7 days')).toBeTruthy();
    expect(within(week).getByText(/A higher limit, or removing the limit, applies only after 24 hours/)).toBeTruthy();

    fireEvent.change(within(week).getByLabelText('New loss limit per 7 days'), { target: { value: '5,000' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Save limit' }));
    expect(await within(week).findByText('Saved. The new limit applies now.')).toBeTruthy();
    expect(within(week).getByTestId('loss-limit-week-amount').textContent).toBe('5,000 coins');
    expect(within(week).getByText('You can still lose')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/deposit-limit'))?.body).toEqual({
      kind: 'loss',
      period: 'week',
      amount: '5000',
    });
    // The deposit limit of the same period is untouched.
    expect(screen.getByTestId('limit-week-amount').textContent).toBe('No limit');

    fireEvent.click(within(week).getByRole('button', { name: 'Remove limit' }));
    expect(await within(week).findByText(/Saved\. The limit is removed on /)).toBeTruthy();
    expect(within(week).getByTestId('loss-limit-week-pending').textContent).toMatch(/^Removed on /);
  }, 15_000);

  it('takes a one-week break only after a confirmation that it cannot be undone, then shows it at the top', async () => {
    const { calls } = server();
    renderPanel();
    const section = await screen.findByTestId('take-a-break');
    fireEvent.click(within(section).getByRole('radio', { name: '1 week' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByTestId('break-confirm');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/^Take a break until .+\?$/);
    expect(dialog.textContent).toContain('cannot be undone or ended early');
    expect(dialog.textContent).toContain('withdraw your balance, see your records and read your messages');
    expect(calls.filter((c) => c.url.endsWith('/timeout'))).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    const closure = await screen.findByTestId('protection-closure');
    expect(closure.textContent).toMatch(/On a break until /);
    expect(calls.find((c) => c.url.endsWith('/timeout'))?.body).toEqual({ days: 7 });
    // Neither a break nor an exclusion can be taken again while one is in force; limits stay.
    await waitFor(() => expect(screen.queryByTestId('take-a-break')).toBeNull());
    expect(screen.queryByTestId('self-exclusion')).toBeNull();
    expect(screen.getByTestId('deposit-limits')).toBeTruthy();
  }, 15_000);

  it('asks for 1 to 42 days when another length is chosen', async () => {
    const { calls } = server();
    renderPanel();
    const section = await screen.findByTestId('take-a-break');
    fireEvent.click(within(section).getByRole('radio', { name: 'Other' }));
    fireEvent.change(within(section).getByLabelText('Number of days (1 to 42)'), { target: { value: '50' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    expect(await within(section).findByText('Enter a whole number of days from 1 to 42.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Number of days (1 to 42)'), { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    fireEvent.click(
      within(await screen.findByTestId('break-confirm')).getByRole('button', { name: 'Start the break' }),
    );
    await screen.findByTestId('protection-closure');
    expect(calls.find((c) => c.url.endsWith('/timeout'))?.body).toEqual({ days: 3 });
  }, 15_000);

  it('excludes permanently with the sign-in password, a wrong one refused at its field', async () => {
    const { calls } = server();
    renderPanel();
    const section = await screen.findByTestId('self-exclusion');
    fireEvent.click(within(section).getByRole('radio', { name: 'Permanently' }));
    // The password is needed before any confirmation.
    fireEvent.click(within(section).getByRole('button', { name: 'Exclude me' }));
    expect(await within(section).findByText('Please input your sign-in password')).toBeTruthy();

    const password = within(section).getByLabelText('Your sign-in password');
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Exclude me' }));
    let dialog = await findOpenDialog('exclusion-confirm');
    expect(within(dialog).getByRole('heading').textContent).toBe('Exclude yourself permanently?');
    expect(dialog.textContent).toContain('This cannot be undone');
    expect(dialog.textContent).toContain('withdraw your balance, see your records and read your messages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    expect(await within(section).findByText('The password is wrong.')).toBeTruthy();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    // The refused confirmation has closed before the next one opens.
    await waitForDialogToClose('exclusion-confirm');

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(within(section).getByRole('button', { name: 'Exclude me' }));
    dialog = await findOpenDialog('exclusion-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    const closure = await screen.findByTestId('protection-closure');
    expect(closure.textContent).toContain('Excluded from play permanently');
    // The server ended the player's sessions: the page says so before leaving.
    const signedOut = await screen.findByTestId('excluded-signed-out');
    expect(signedOut.textContent).toContain('You are signed out');
    expect(calls.filter((c) => c.url.endsWith('/exclude')).map((c) => c.body)).toEqual([
      { period: 'permanent', password: 'wrong-password' },
      { period: 'permanent', password: PASSWORD },
    ]);
  }, 15_000);

  it('shows the cooling-off after an exclusion at the top', async () => {
    server({ coolingOffUntil: new Date(Date.now() + 3 * DAY).toISOString() });
    renderPanel();
    const closure = await screen.findByTestId('protection-closure');
    expect(closure.textContent).toMatch(/Cooling-off until .+seven days of cooling-off/);
    expect(screen.queryByTestId('self-exclusion')).toBeNull();
  });

  it('links to the advice pages', async () => {
    server();
    renderPanel();
    expect(
      (await screen.findByRole('link', { name: 'Responsible play: advice and support' })).getAttribute('href'),
    ).toBe('/about/responsible-game');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' }).getAttribute('href')).toBe('/responsible-gaming');
  });
});
