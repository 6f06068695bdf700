// Safer play tools end to end, as a new player on both viewports: a daily deposit limit of 3,000 coins
// set on the page refuses a deposit of 5,000 with what is still allowed; a raise waits 24 hours beside
// the limit in force; a one-day break closes deposits (with the date) and crypto deposit addresses.
// A second player excludes themself permanently with the sign-in password (a wrong one refused at its
// field), and the deposit page refuses. Screenshots with SCREENSHOTS=1, in English and Japanese.
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DepositPage } from './pages/deposit-page';
import { expectAccessible } from './support/a11y';
import { createPlayer, signInAs } from './support/player';

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
  test('a daily limit refuses a larger deposit, a raise waits a day, and a break closes deposits', async ({
    page,
    context,
    request,
  }, testInfo) => {
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
  });

  test('a permanent self-exclusion, confirmed with the password, closes deposits', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const shot = shooter(page, testInfo);
    const player = await createPlayer(request, `excl${testInfo.project.name}`);
    await signInAs(context, player);
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
  });
});
