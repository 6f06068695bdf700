// Safer play tools end to end, as a new player on both viewports: a daily deposit limit of 3,000 coins
// set on the page refuses a deposit of 5,000 with what is still allowed; a raise waits 24 hours beside
// the limit in force; a one-day break closes deposits (with the date) and crypto deposit addresses.
// A second player excludes themself permanently with the sign-in password (a wrong one refused at its
// field), and the deposit page refuses. A third sets a daily loss limit of 20 coins and plays the
// video slot until a spin is refused, the refusal shown on the machine with the way back to the page.
// Screenshots with SCREENSHOTS=1, in English and Japanese.
import path from 'node:path';
import { useSession } from './support/accounts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DepositPage } from './pages/deposit-page';
import { MachinePage } from './pages/machine-page';
import { expectAccessible } from './support/a11y';
import { createPlayer, depositThroughApi, signInAs } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');
const PAGE = '/user/responsible-play';

function shooter(page: Page, testInfo: TestInfo) {
  return async (name: string, lang = 'en') => {
    if (!process.env.SCREENSHOTS) return;
    await page.screenshot({
      path: path.join(screenshotDir, `protection-${name}-${testInfo.project.name}-${lang}.png`),
      fullPage: true,
    });
  };
}

/** The video slot's bet choice of `total` coins (the line bet times the 20 lines). */
const betOf = (page: Page, total: number) =>
  page.locator('label.bet-option', { has: page.locator(`input[name="bet"][value="${total}"]`) });

async function settled(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/** Asks for a deposit of `yen` through the sandbox channel and expects the protection refusal. */
async function depositRefused(page: Page, yen: string) {
  const deposit = new DepositPage(page);
  await deposit.open();
  await deposit.amount.fill(yen);
  await deposit.submit.click();
  const refusal = page.getByTestId('protection-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Deposit limits and breaks' })).toHaveAttribute('href', PAGE);
  return refusal;
}

test.describe('safer play tools as a player', () => {
  test(
    'a daily limit refuses a larger deposit, a raise waits a day, and a break closes deposits',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const shot = shooter(page, testInfo);
      const player = await createPlayer(request, `prot${testInfo.project.name}`);
      await signInAs(context, player);

      // The page is in the user centre's menu and opens with no limits.
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Safer play tools' })).toBeVisible();
      const day = page.getByTestId('limit-day');
      await expect(day.getByTestId('limit-day-amount')).toHaveText('No limit');
      await expect(day.getByTestId('limit-day-used')).toHaveText('0 coins');
      await settled(page);
      await expectAccessible(page, '(no protections)');
      await shot('start');

      // 3,000 coins a day applies at once.
      await day.getByLabel('New limit per 24 hours').fill('3000');
      await day.getByRole('button', { name: 'Save limit' }).click();
      await expect(day.getByTestId('limit-day-saved')).toHaveText('Saved. The new limit applies now.');
      await expect(day.getByTestId('limit-day-amount')).toHaveText('3,000 coins');

      // A deposit of 5,000 is refused, saying 3,000 are still allowed.
      const refusal = await depositRefused(page, '5000');
      await expect(refusal).toContainText('daily deposit limit');
      await expect(refusal).toContainText('3,000');
      await settled(page);
      await expectAccessible(page, '(deposit over the limit)');
      await shot('deposit-limit-refused');

      // Raising it to 10,000 waits 24 hours; the 3,000 stays in force meanwhile.
      await page.getByRole('link', { name: 'Deposit limits and breaks' }).click();
      await expect(page).toHaveURL(PAGE);
      await day.getByLabel('New limit per 24 hours').fill('10000');
      await day.getByRole('button', { name: 'Save limit' }).click();
      await expect(day.getByTestId('limit-day-saved')).toContainText('The higher limit applies on');
      await expect(day.getByTestId('limit-day-pending')).toContainText('Changes to 10,000 coins on');
      await expect(day.getByTestId('limit-day-amount')).toHaveText('3,000 coins');
      await expect(day.getByText(/A higher limit, or removing the limit, applies only after 24 hours/)).toBeVisible();
      await settled(page);
      await expectAccessible(page, '(raise pending)');
      await shot('limit-pending');

      // A one-day break, after a confirmation that it cannot be undone.
      const breakSection = page.getByTestId('take-a-break');
      await breakSection.getByText('1 day', { exact: true }).click();
      await breakSection.getByRole('button', { name: 'Take a break' }).click();
      const confirm = page.getByTestId('break-confirm');
      await expect(confirm.getByRole('heading')).toContainText('Take a break until');
      await expect(confirm).toContainText('cannot be undone or ended early');
      await expect(confirm).toContainText('withdraw your balance, see your records and read your messages');
      await expectAccessible(page, '(break confirmation)');
      await shot('break-confirm');
      await confirm.getByRole('button', { name: 'Start the break' }).click();
      const closure = page.getByTestId('protection-closure');
      await expect(closure).toContainText('On a break until');
      await expect(page.getByTestId('take-a-break')).toHaveCount(0);
      await expect(page.getByTestId('self-exclusion')).toHaveCount(0);
      await expect(page.getByTestId('deposit-limits')).toBeVisible();
      await settled(page);
      await expectAccessible(page, '(on a break)');
      await shot('on-break');

      // Deposits are refused with the date the break ends, within the limit too; no crypto address either.
      const onBreak = await depositRefused(page, '1000');
      await expect(onBreak).toContainText(/You are on a break until .*\d/);
      await shot('deposit-on-break');
      await page.goto('/user/finance/deposit/cryptocurrency');
      await expect(page.getByTestId('protection-refusal')).toContainText('You are on a break until');
      await expect(page.getByTestId('crypto-address')).toHaveCount(0);

      if (process.env.SCREENSHOTS) {
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        await page.goto(PAGE);
        await expect(page.getByTestId('protection-closure')).toContainText('まで休止中');
        await settled(page);
        await shot('on-break', 'ja');
        await page.goto('/user/finance/deposit');
        await page.getByTestId('deposit-form').getByRole('textbox').fill('1000');
        await page.getByTestId('deposit-form').getByRole('button').last().click();
        await expect(page.getByTestId('protection-refusal')).toBeVisible();
        await shot('deposit-on-break', 'ja');
      }
    },
  );

  test(
    'a permanent self-exclusion, confirmed with the password, signs the player out and closes deposits',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const shot = shooter(page, testInfo);
      const player = await createPlayer(request, `excl${testInfo.project.name}`);
      // Signed in for the tab's first load only: the test checks that leaving signs the player out, and
      // a token put back on every load would sign it in again after the reload.
      await useSession(page, player.token);
      if (process.env.SCREENSHOTS) {
        // The forms in Japanese first, before the exclusion hides them.
        await page.goto(PAGE);
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        await page.goto(PAGE);
        await expect(page.getByTestId('self-exclusion')).toBeVisible();
        await settled(page);
        await shot('start', 'ja');
        await page.getByTestId('self-exclusion').getByText('無期限', { exact: true }).click();
        await page.getByTestId('self-exclusion').getByLabel('ログインパスワード').fill(player.password);
        await page.getByTestId('self-exclusion').getByRole('button', { name: '自己排除する' }).click();
        await expect(page.getByTestId('exclusion-confirm')).toBeVisible();
        await shot('exclusion-confirm', 'ja');
        await page.getByTestId('exclusion-confirm').getByRole('button', { name: 'キャンセル' }).click();
        await expect(page.getByTestId('exclusion-confirm')).toHaveCount(0);
        await page.evaluate(() => window.localStorage.setItem('lang', 'en-US'));
      }

      await page.goto(PAGE);
      const section = page.getByTestId('self-exclusion');
      await section.getByText('Permanently', { exact: true }).click();
      // A wrong password is refused at its field, after the confirmation.
      const password = section.getByLabel('Your sign-in password');
      await password.fill('Not-my-password-1');
      await section.getByRole('button', { name: 'Exclude me', exact: true }).click();
      let confirm = page.getByTestId('exclusion-confirm');
      await expect(confirm.getByRole('heading')).toHaveText('Exclude yourself permanently?');
      await expect(confirm).toContainText('This cannot be undone');
      await expect(confirm).toContainText('withdraw your balance, see your records and read your messages');
      await settled(page);
      await expectAccessible(page, '(exclusion confirmation)');
      await shot('exclusion-confirm');
      await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
      await expect(section.getByText('The password is wrong.')).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('exclusion-confirm')).toHaveCount(0);

      await password.fill(player.password);
      await section.getByRole('button', { name: 'Exclude me', exact: true }).click();
      confirm = page.getByTestId('exclusion-confirm');
      await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
      // Signed out everywhere at once; signing in again is for withdrawing and reading letters.
      const signedOut = page.getByTestId('excluded-signed-out');
      await expect(signedOut).toContainText('withdraw your balance');
      await settled(page);
      await expectAccessible(page, '(signed out after the exclusion)');
      await shot('excluded-signed-out');
      expect(
        (await page.request.post('/v2/app/user/info', { data: {}, headers: { TOKEN: player.token } })).status(),
      ).not.toBe(200);
      await signedOut.getByRole('button', { name: 'To the home page' }).click();
      await expect(page.getByTestId('excluded-signed-out')).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeFalsy();

      const again = await page.request.post('/v2/app/auth/login', {
        data: { account: player.account, password: player.password, uuid: '', qrcode: '' },
      });
      const token = ((await again.json()) as { data: { token: string } }).data.token;
      await context.addInitScript((fresh) => window.localStorage.setItem('token', fresh), token);
      await page.goto(PAGE);
      await expect(page.getByTestId('protection-closure')).toContainText('Excluded from play permanently');
      await expect(page.getByTestId('self-exclusion')).toHaveCount(0);
      await settled(page);
      await expectAccessible(page, '(excluded)');
      await shot('excluded');

      const refusal = await depositRefused(page, '1000');
      await expect(refusal).toContainText('You have excluded yourself permanently');
      await settled(page);
      await expectAccessible(page, '(deposit while excluded)');
      await shot('deposit-excluded');
    },
  );

  test(
    'a daily loss limit refuses a spin that could pass it, plainly on the machine',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(180_000);
      const shot = shooter(page, testInfo);
      const player = await createPlayer(request, `loss${testInfo.project.name}`);
      await depositThroughApi(request, player, '5000');
      await signInAs(context, player);

      // 20 coins a day, at once; the deposit limits are left as they are.
      await page.goto(PAGE);
      const section = page.getByTestId('loss-limits');
      await expect(section.getByRole('heading', { level: 2, name: 'Loss limits' })).toBeVisible();
      const day = section.getByTestId('loss-limit-day');
      await expect(day.getByTestId('loss-limit-day-amount')).toHaveText('No limit');
      await day.getByLabel('New loss limit per 24 hours').fill('20');
      await day.getByRole('button', { name: 'Save limit' }).click();
      await expect(day.getByTestId('loss-limit-day-saved')).toHaveText('Saved. The new limit applies now.');
      await expect(day.getByTestId('loss-limit-day-amount')).toHaveText('20 coins');
      await expect(page.getByTestId('limit-day-amount')).toHaveText('No limit');
      await settled(page);
      await expectAccessible(page, '(loss limit set)');
      await shot('loss-limit');

      // A bet of 200 could lose more than the whole limit: refused before anything is played.
      const machine = new MachinePage(page);
      await machine.goto('/amigo/machine/S-001');
      await expect(machine.balance).toContainText('5,000');
      const refusal = page.getByTestId('protection-refusal');
      await betOf(page, 200).click();
      await machine.spinButton.click();
      await expect(refusal).toContainText(
        'This spin could pass your daily loss limit: you can lose 20 more coins in the next 24 hours.',
      );
      await expect(refusal.getByRole('link', { name: 'Deposit limits and breaks' })).toHaveAttribute('href', PAGE);
      await expect(machine.balance).toContainText('5,000');
      await expect(machine.recentRounds.locator('[data-round]')).toHaveCount(0);
      await settled(page);
      await machine.checkAccessibility('(spin refused by the loss limit)');
      await shot('loss-limit-refused');

      // At 20 a spin fits; the games go on until the day's net loss leaves less than a bet. (The newest
      // of the listed rounds tells a played game; the list keeps only ten.)
      const rounds = page.locator('[data-round]');
      const newestRound = async () => ((await rounds.count()) > 0 ? rounds.first().getAttribute('data-round') : null);
      async function spin() {
        const before = await newestRound();
        await machine.spinButton.click();
        await expect(async () => {
          expect((await newestRound()) !== before || (await refusal.isVisible())).toBe(true);
        }).toPass({ timeout: 60_000 });
        await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
        return (await refusal.isVisible()) ? 'refused' : 'played';
      }
      await betOf(page, 20).click();
      // The first fits whatever happened before (nothing is lost yet), and clears the refusal shown.
      const first = await newestRound();
      await machine.spinButton.click();
      await expect.poll(newestRound, { timeout: 60_000 }).not.toBe(first);
      await expect(refusal).toHaveCount(0);
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
      let outcome = 'played';
      for (let i = 0; i < 12 && outcome === 'played'; i++) outcome = await spin();
      // Wins can keep a player's net loss at nothing for a while: then a bet of 40 cannot fit the 20.
      const ahead = outcome === 'played';
      if (ahead) {
        await betOf(page, 40).click();
        expect(await spin()).toBe('refused');
      }
      await expect(refusal).toContainText('This spin could pass your daily loss limit');
      await shot('loss-limit-reached');

      // The page shows the day's net loss against the limit.
      await refusal.getByRole('link', { name: 'Deposit limits and breaks' }).click();
      await expect(page).toHaveURL(PAGE);
      if (ahead) await expect(page.getByTestId('loss-limit-day-used')).toHaveText('0 coins');
      else await expect(page.getByTestId('loss-limit-day-used')).not.toHaveText('0 coins');

      if (process.env.SCREENSHOTS) {
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        await page.goto(PAGE);
        await expect(page.getByTestId('loss-limits').getByRole('heading', { level: 2 })).toHaveText('損失上限');
        await settled(page);
        await shot('loss-limit', 'ja');
        await machine.goto('/amigo/machine/S-001');
        await betOf(page, 200).click();
        await machine.spinButton.click();
        await expect(refusal).toContainText('損失上限');
        await settled(page);
        await shot('loss-limit-refused', 'ja');
      }
    },
  );
});
