// Account transfer from the second provider (JSY) end to end, as a new player on both viewports: a
// fresh sandbox yen account on the Japanese page, then a fresh sandbox yuan account on the other,
// each through the five steps (account, bound card, code mailed by the provider, sign-in there, the
// balance in its currency and in coins before confirming), the result, the transfers listed under the
// flow and on the records page, and the coins in the balance. Screenshots with SCREENSHOTS=1, in
// English, Japanese and Chinese.
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { codeMailedTo } from './support/mailbox';
import { coinBalance, createPlayer, signInAs } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');

/** The sandbox provider: every account has this password and this card, in the player's name. */
const SANDBOX = { password: 'sandbox-pass', cardLast4: '6789', holder: 'Taro Yamada' };

function shooter(page: Page, testInfo: TestInfo) {
  return async (name: string, lang = 'en') => {
    if (!process.env.SCREENSHOTS) return;
    await page.screenshot({
      path: path.join(screenshotDir, `migration-${name}-${testInfo.project.name}-${lang}.png`),
      fullPage: true,
    });
  };
}

const currentStep = (page: Page) =>
  page.getByTestId('migration-steps').locator('[aria-current="step"] .migration-steps-label');

/** One whole transfer in English, by the labels a player reads, up to the result. */
async function migrateInEnglish(
  page: Page,
  shot: (name: string) => Promise<void>,
  {
    address,
    account,
    balance,
    coins,
    label,
    otherCurrency,
  }: {
    address: string;
    account: string;
    balance: string;
    coins: string;
    label: string;
    /** Also meets the refusals on the way: this account of the other currency, a wrong card and password. */
    otherCurrency?: { account: string; link: string };
  },
) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Your account at JSY' })).toBeVisible();
  await expect(currentStep(page)).toHaveText('Account');

  if (otherCurrency) {
    // An account of the other currency is refused with a link to its page.
    await page.getByLabel('JSY account ID').fill(otherCurrency.account);
    await page.getByRole('button', { name: 'Continue' }).click();
    const refusal = page.getByTestId('migration-refusal');
    await expect(refusal.getByRole('link', { name: otherCurrency.link })).toBeVisible();
  }
  await page.getByLabel('JSY account ID').fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'The bank card bound at JSY' })).toBeFocused();
  await expect(currentStep(page)).toHaveText('Card');
  await expect(page.getByText(`JSY account: ${account}`)).toBeVisible();
  const last4 = page.getByLabel('Last 4 digits of the card');
  await page.getByLabel("Card holder's name").fill(SANDBOX.holder);
  if (otherCurrency) {
    // A card that is not the one bound there is named at its field.
    await last4.fill('1234');
    await page.getByRole('button', { name: 'Check the card' }).click();
    await expect(last4).toHaveAttribute('aria-invalid', 'true');
    await expect(last4).toBeFocused();
  }
  await last4.fill(SANDBOX.cardLast4);
  await shot(`${label}-card`);
  await page.getByRole('button', { name: 'Check the card' }).click();

  await expect(currentStep(page)).toHaveText('Code');
  await page.getByRole('button', { name: 'Send me the code' }).click();

  await expect(currentStep(page)).toHaveText('Sign in');
  await expect(page.getByText(/^Sent to .+\.$/)).toBeVisible();
  // Another code may be asked for after the countdown only.
  await expect(page.getByTestId('migration-resend-code')).toBeDisabled();
  const code = await codeMailedTo(`${account}@sandbox.jsy.test`);
  const password = page.getByLabel('JSY password', { exact: true });
  await page.getByLabel('Code from the e-mail').fill(code);
  if (otherCurrency) {
    // A wrong password is named at the password, the code marked to check as well.
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in at JSY' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Check the code as well.')).toBeVisible();
  }
  await password.fill(SANDBOX.password);
  await shot(`${label}-login`);
  await page.getByRole('button', { name: 'Sign in at JSY' }).click();

  // The balance in its own currency and what it becomes in coins, before anything moves.
  await expect(currentStep(page)).toHaveText('Confirm');
  const summary = page.getByTestId('migration-summary');
  await expect(summary).toContainText(account);
  await expect(summary).toContainText(SANDBOX.holder);
  await expect(page.getByTestId('migration-balance')).toHaveText(balance);
  await expect(page.getByTestId('migration-coins')).toHaveText(coins);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectAccessible(page, `(${label} transfer, confirm step)`);
  await shot(`${label}-confirm`);

  await page.getByRole('button', { name: 'Move my balance' }).click();
  const dialog = page.getByTestId('migration-confirm');
  await expect(dialog).toContainText(`${balance} from ${account} becomes ${coins} here.`);
  await dialog.getByRole('button', { name: 'Move it now' }).click();

  await expect(page.getByRole('heading', { name: 'Your balance has moved' })).toBeFocused();
  await expect(page.getByTestId('migration-result')).toContainText(coins);
  // The transfer is listed under the flow at once.
  const mine = page.getByTestId('migration-records').locator('li', { hasText: account });
  await expect(mine).toContainText('Completed');
  await expect(mine).toContainText(balance);
  await expect(mine).toContainText(coins);
  await shot(`${label}-result`);
}

/** The same walk by the fields' ids, for the screenshots in another language. */
async function migrateInLanguage(
  page: Page,
  shot: (name: string, lang: string) => Promise<void>,
  { address, account, locale }: { address: string; account: string; locale: string },
) {
  const lang = locale.slice(0, 2);
  await page.evaluate((value) => window.localStorage.setItem('lang', value), locale);
  await page.goto(address);
  await page.locator('#migration-account').fill(account);
  await page.getByTestId('migration-account-form').locator('button[type="submit"]').click();
  await page.locator('#migration-card-last4').fill(SANDBOX.cardLast4);
  await page.locator('#migration-holder').fill(SANDBOX.holder);
  await shot('card', lang);
  await page.getByTestId('migration-card-form').locator('button[type="submit"]').click();
  await page.getByTestId('migration-send-code').click();
  await page.locator('#migration-password').fill(SANDBOX.password);
  await page.locator('#migration-code').fill(await codeMailedTo(`${account}@sandbox.jsy.test`));
  await shot('login', lang);
  await page.getByTestId('migration-login-form').locator('button[type="submit"]').click();
  await expect(page.getByTestId('migration-coins')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await shot('confirm', lang);
  await page.getByTestId('migration-move').click();
  await page.getByTestId('migration-confirm').locator('.adm-button-primary').click();
  await expect(page.getByTestId('migration-result')).toHaveAttribute('data-status', 'completed');
  await shot('result', lang);
  await page.goto('/user/record?tab=deposit');
  await expect(page.getByTestId('migration-records')).toContainText(account);
  await shot('records', lang);
}

test.describe('account transfer as a player', () => {
  test(
    'moves a sandbox yen balance, then a sandbox yuan balance, seeing each in coins before confirming',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(process.env.SCREENSHOTS ? 240_000 : 120_000);
      const player = await createPlayer(request, `mig${testInfo.project.name}`);
      await signInAs(context, player);
      // Each sandbox account moves once ever: a fresh one per run and viewport.
      const suffix = `e2e${Date.now() % 1e6}${testInfo.project.name.slice(0, 1)}`;
      const shot = shooter(page, testInfo);

      await migrateInEnglish(page, shot, {
        address: '/account-transfer-jp',
        account: `yen-${suffix}`,
        balance: '¥50,000',
        coins: '50,000 coins',
        label: 'yen',
        otherCurrency: { account: `yuan-${suffix}`, link: 'Go to the page for yuan accounts' },
      });
      await expect.poll(() => coinBalance(request, player)).toBe('50000');

      await migrateInEnglish(page, shot, {
        address: '/account-transfer',
        account: `yuan-${suffix}`,
        balance: 'CN¥1,250.50',
        coins: '25,010 coins',
        label: 'yuan',
      });
      await expect.poll(() => coinBalance(request, player)).toBe('75010');

      // Both transfers are in the records, under the deposits.
      await page.getByRole('link', { name: 'See my records' }).click();
      await expect(page).toHaveURL(/\/user\/record\?tab=deposit$/);
      const records = page.getByTestId('migration-records');
      await expect(records.locator('li')).toHaveCount(2);
      await expect(records.locator('li', { hasText: `yen-${suffix}` })).toContainText('¥50,000');
      await expect(records.locator('li', { hasText: `yuan-${suffix}` })).toContainText('25,010 coins');
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await expectAccessible(page, '(records with account transfers)');
      await shot('records');

      if (process.env.SCREENSHOTS) {
        // The same screens in Japanese (the longest labels here) and Chinese, with fresh accounts.
        await migrateInLanguage(page, shot, {
          address: '/account-transfer-jp',
          account: `yen-${suffix}j`,
          locale: 'ja-JP',
        });
        await migrateInLanguage(page, shot, {
          address: '/account-transfer',
          account: `yuan-${suffix}c`,
          locale: 'zh-CN',
        });
      }
    },
  );

  test('a visitor is told what the transfer is and asked to sign in', MOBILE_ONLY, async ({ page }, testInfo) => {
    await page.goto('/account-transfer-jp');
    const visitor = page.getByTestId('migration-visitor');
    await expect(visitor).toContainText('yen (JPY) account at JSY');
    await expect(page.getByTestId('migration-flow')).toHaveCount(0);
    await shooter(page, testInfo)('visitor');
    await visitor.getByRole('button', { name: 'Sign in to start' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
