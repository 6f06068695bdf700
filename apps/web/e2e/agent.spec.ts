// The agent centre end to end, against the real server: a player applies (with a confirmation), the
// support operator approves it, the invite link brings a new player who registers with the code
// already filled in, the agent sends it coins, it plays, the day's rebates are settled and the agent
// sees the rebate paid. Every agent page is opened on a 390 px phone and on a 1280 px desktop and
// checked with axe; with SCREENSHOTS=1 each is photographed in English and Japanese at both sizes.
//
// The journey runs in both projects, each with its own agent and invitee. Today's rebates can be
// settled once per server run (a settled day is closed for good), and the two projects run side by
// side, so only the phone's journey closes the day and checks its rebate; it also opens every agent
// page at both sizes, which the desktop's journey does not repeat.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { approveAgent, makeAgent, settleToday } from './support/agents';
import { codeMailedTo } from './support/mailbox';
import { callApi, createPlayer, depositThroughApi, signInAs } from './support/player';
import { quietNetwork } from './support/quiet';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots/agent');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const AGENT_PAGES = [
  // The application page of an approved agent: its status and the way to the centre.
  ['apply', '/agent/apply', 'routes.agentApply'],
  ['center', '/agent/center', 'routes.agentCenter'],
  ['members', '/agent/subordinate-management', 'routes.subordinateManagement'],
  ['report', '/agent/team-report?period=week', 'routes.teamReport'],
  ['recharge', '/agent/team-recharge', 'routes.teamRecharge'],
  ['withdraw', '/agent/team-withdraw', 'routes.teamWithdraw'],
  ['rebates', '/agent/rebates', 'routes.agentRebates'],
] as const;

/** Opens every agent page at both sizes: its title, axe, and (SCREENSHOTS=1) a picture. */
async function visitAgentPages(page: Page, app: AppPage, label: string) {
  const waitForQuiet = quietNetwork(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const [name, address, titleKey] of AGENT_PAGES) {
      await test.step(`${name} at ${size.width} px (${label})`, async () => {
        await app.goto(address);
        await app.expectTitle(app.t(titleKey));
        await waitForQuiet();
        await app.checkAccessibility(`(${name}, ${size.width} px, ${label})`);
        if (process.env.SCREENSHOTS) {
          await page.screenshot({
            path: path.join(screenshotDir, `${label}-${name}-${size.width}.png`),
            fullPage: true,
          });
        }
      });
    }
  }
  await page.setViewportSize(PHONE);
}

test(
  'a player becomes an agent, invites a player, funds it and is paid its rebate',
  DESKTOP_ONLY,
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const onPhone = testInfo.project.name === 'mobile';
    const agent = await createPlayer(request, 'agent');
    await depositThroughApi(request, agent, '5000');
    await signInAs(page.context(), agent);
    const app = new AppPage(page);

    // Not yet an agent: the agent centre shows the application page, which asks before it applies.
    await app.goto('/agent/center');
    await app.expectPath('/agent/apply');
    await app.expectTitle(app.t('routes.agentApply'));
    await expect(page.getByTestId('apply-status')).toHaveAttribute('data-status', 'none');
    await app.checkAccessibility('(apply)');
    await page.getByTestId('apply-button').click();
    const confirm = page.getByTestId('apply-confirm');
    await expect(confirm).toBeVisible();
    await app.checkAccessibility('(apply confirmation)');
    await confirm.getByRole('button', { name: app.t('agent:apply.confirm') }).click();
    await expect(page.getByTestId('apply-status')).toHaveAttribute('data-status', 'pending');

    // The support operator approves at 2 %; the next visit opens the agent centre.
    await approveAgent(request, agent.account, 200);
    await page.reload();
    await app.goto('/agent/center');
    await app.expectPath('/agent/center');
    const code = (await page.getByTestId('agent-code').textContent())!.trim();
    const inviteUrl = (await page.getByTestId('invite-url').textContent())!.trim();
    expect(inviteUrl).toBe(`${baseURL}/?agentCode=${code}`);
    await expect(page.getByRole('img', { name: app.t('agent:invite.qrLabel') })).toBeVisible();
    await expect(page.getByTestId('agent-rate')).toHaveText('2%');

    // A visitor follows the invite link: registration opens by itself, and after the e-mail step the
    // code is filled in. The two projects' invitees differ in their first letters.
    const inviteeContext = await browser.newContext({
      viewport: page.viewportSize()!,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    const invitee = await inviteeContext.newPage();
    const inviteeApp = new AppPage(invitee);
    const dialog = inviteeApp.authDialog;
    const account = `i${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`.slice(0, 16);
    const email = `${account}@players.example.test`;
    await invitee.goto(inviteUrl);
    await inviteeApp.waitForPage();
    await expect(dialog.registerTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.registerEmail).toBeVisible();
    await inviteeApp.checkAccessibility('(registration opened by the invite link)');
    await dialog.registerEmail.fill(email);
    await dialog.sendCodeButton.click();
    await dialog.registerCode.fill(await codeMailedTo(email));
    await dialog.acceptTerms.check();
    await dialog.nextButton.click();
    await expect(dialog.agentCode).toHaveValue(code);
    await dialog.registerAccount.fill(account);
    await dialog.registerPassword.fill('Correct-horse-9');
    await dialog.registerConfirm.fill('Correct-horse-9');
    await dialog.ageConfirm.check();
    await dialog.createAccountButton.click();
    await dialog.expectClosed();
    const inviteeToken = (await inviteeApp.storedToken())!;

    // The new player is in the team at once; the agent sends it 1,000 coins with the fund password.
    await app.goto('/agent/subordinate-management');
    const card = page.locator(`[data-account="${account}"]`);
    await expect(card).toBeVisible();
    await card.getByTestId('give-coins').click();
    const transfer = page.getByTestId('transfer-dialog');
    await transfer.getByLabel(app.t('agent:transfer.amount')).fill('1000');
    await transfer.getByLabel(app.t('agent:transfer.fundPassword')).fill('135790');
    await transfer.getByRole('button', { name: app.t('agent:transfer.give') }).click();
    // A wrong fund password is refused on its field and nothing moves.
    await expect(transfer.locator('#transfer-fund-password-error')).toBeVisible();
    await app.checkAccessibility('(transfer refused)');
    await transfer.getByLabel(app.t('agent:transfer.fundPassword')).fill(agent.fundPassword!);
    await transfer.getByRole('button', { name: app.t('agent:transfer.give') }).click();
    await expect(transfer).toHaveCount(0);
    await expect(card.getByTestId('member-balance')).toHaveText('1,000 coins');
    expect((await callApi<{ coins: string }>(request, '/v2/app/user/balance', {}, inviteeToken)).coins).toBe('1000');

    // It plays three spins; the day is settled; the agent's rebate is 2 % of the bets, paid.
    let bet = 0n;
    for (let i = 0; i < 3; i++) {
      const spin = await callApi<{ bet: string }>(
        request,
        '/v2/app/game/spin',
        { machineId: 'S-001', lineBet: 10, requestKey: `e2e-agent-spin-${Date.now()}-${i}` },
        inviteeToken,
      );
      bet += BigInt(spin.bet);
    }
    if (onPhone) {
      const settled = await settleToday(request);
      expect(settled.computed).toBe(true);
      const rebate = (bet * 200n) / 10_000n;
      await app.goto('/agent/rebates');
      const row = page.getByTestId('rebate-list').locator(`[data-day="${settled.day}"]`);
      await expect(row.locator('[data-status="paid"]')).toHaveText(app.t('agent:rebates.status.paid'));
      await expect(row.locator('.record-amount')).toHaveText(`${rebate.toLocaleString('en-US')} coins`);
      await row.getByRole('button', { name: app.t('agent:rebates.details') }).click();
      await expect(page.getByTestId('rebate-lines').getByRole('row', { name: new RegExp(account) })).toBeVisible();
      await app.checkAccessibility('(rebate lines)');
      await page.keyboard.press('Escape');
    }

    // The team report counts the new player's registration and bets; its row opens its own report.
    await app.goto('/agent/team-report?period=week');
    await expect(page.getByTestId('report-figures').locator('[data-figure="betCount"] dd')).toHaveText('3');
    await expect(page.getByTestId('report-figures').locator('[data-figure="registrations"] dd')).toHaveText('1');
    await page.getByTestId('member-report-rows').getByRole('link', { name: account }).click();
    await expect(page).toHaveURL(/\/agent\/team-report\/\d+\?period=week$/);
    await expect(page.getByTestId('report-header')).toContainText(account);

    if (onPhone) {
      await visitAgentPages(page, app, 'en');
      if (process.env.SCREENSHOTS) {
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        await visitAgentPages(page, new AppPage(page, 'ja-JP'), 'ja');
      }
    }
    await inviteeContext.close();
  },
);

test(
  'an agent opens an account for a player, who must choose its own password at first sign-in',
  MOBILE_ONLY,
  async ({ page, browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const agent = await createPlayer(request, 'opener');
    await makeAgent(request, agent.token, agent.account);
    await signInAs(page.context(), agent);
    const app = new AppPage(page);
    await app.goto('/agent/subordinate-management');
    await expect(page.getByText(app.t('agent:members.empty'))).toBeVisible();

    // The form checks the fields first, then the server creates the account.
    await page.getByTestId('create-member').click();
    const create = page.getByTestId('create-member-dialog');
    await create.getByRole('button', { name: app.t('agent:create.submit') }).click();
    await expect(create.locator('#member-account-error')).toBeVisible();
    await app.checkAccessibility('(create member with errors)');
    const account = `new${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`.slice(0, 16);
    await create.getByLabel(app.t('agent:create.account')).fill(account);
    await create.getByLabel(app.t('agent:create.password'), { exact: true }).fill('First-pass-77');
    await create.getByRole('button', { name: app.t('agent:create.submit') }).click();
    await expect(create).toHaveCount(0);
    await expect(page.locator(`[data-account="${account}"]`)).toBeVisible();

    // The player signs in with the first password and is held on the password form until it changes it.
    const player = await browser.newContext({
      viewport: page.viewportSize()!,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    const playerPage = await player.newPage();
    const playerApp = new AppPage(playerPage);
    await playerApp.goto('/');
    await playerApp.signInButton.click();
    await playerApp.authDialog.signIn(account, 'First-pass-77');
    await playerApp.expectPath('/user/account-setting');
    await expect(playerPage.getByTestId('password-change-required')).toBeVisible();
    await playerApp.checkAccessibility('(password change required)');
    await playerApp.goto('/user/finance/deposit');
    await playerApp.expectPath('/user/account-setting');
    await playerPage.getByLabel(playerApp.t('account:password.old')).fill('First-pass-77');
    await playerPage.getByLabel(playerApp.t('account:password.new'), { exact: true }).fill('Own-choice-88');
    await playerPage.getByLabel(playerApp.t('account:password.confirm')).fill('Own-choice-88');
    await playerPage.getByRole('button', { name: playerApp.t('account:password.submit') }).click();
    await expect(playerPage.getByTestId('password-change-required')).toHaveCount(0);
    await playerApp.goto('/user/finance/deposit');
    await playerApp.expectPath('/user/finance/deposit');
    await player.close();
  },
);
