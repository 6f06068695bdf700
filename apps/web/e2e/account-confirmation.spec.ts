// An account an agent opened has never confirmed an age: its first deposit is refused by the server and
// the confirmation form opens in its place (date of birth, country, terms). Once confirmed, the same
// deposit goes to the cashier. The form is photographed at phone width.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { DepositPage } from './pages/deposit-page';
import { makeAgent } from './support/agents';
import { callApi, createPlayer, signInAs, type Player } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots/account');

test(
  'an account opened by an agent confirms its age and the terms before its first deposit',
  MOBILE_ONLY,
  async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const agent = await createPlayer(request, 'conf');
    await makeAgent(request, agent.token, agent.account);
    const account = `cm${Date.now().toString(36)}`.slice(0, 16);
    await callApi(request, '/v2/app/agent/sub/member/create', { account, password: 'First-pass-77' }, agent.token);
    const { token } = await callApi<{ token: string }>(request, '/v2/app/auth/login', {
      account,
      password: 'First-pass-77',
    });
    await callApi(
      request,
      '/v2/app/auth/password/update',
      { oldPassword: 'First-pass-77', newPassword: 'Own-choice-88' },
      token,
    );
    const member: Player = {
      account,
      email: '',
      password: 'Own-choice-88',
      token,
      firstName: null,
      lastName: null,
      fundPassword: null,
    };
    await signInAs(context, member);

    const deposit = new DepositPage(page);
    await deposit.open();
    await deposit.amount.fill('5000');
    await deposit.submit.click();
    const dialog = page.getByTestId('account-confirmation');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Deposits and play are for players aged 18 or over in your country.')).toBeVisible();
    await dialog.getByLabel('Country or region').selectOption('JP');
    await expect(dialog.getByText('Deposits and play are for players aged 20 or over in your country.')).toBeVisible();
    await page.screenshot({ path: path.join(screenshotDir, 'account-confirmation-390.png') });
    await new AppPage(page).checkAccessibility('(account confirmation form)');

    await dialog.getByLabel('Date of birth').fill('1990-04-01');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await deposit.submit.click();
    await page.waitForURL(/\/sandbox\/cashier\//);
  },
);
