// Screenshots of every console screen in English and Japanese, for review (SCREENSHOTS=1 only). An
// admin signs in (enrolling its authenticator, as at a first sign-in) and walks the side menu.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_CONSOLE_ADMIN } from './support/operator';
import { createPlayer, depositThroughApi } from './support/player';
import { DESKTOP_ONLY } from './support/viewports';

const dir = path.resolve(import.meta.dirname, '../../../screenshots');
const screens = [
  '',
  'players',
  'deposits',
  'withdrawals',
  'adjustments',
  'kyc',
  'agents',
  'notices',
  'notices/new',
  'banners',
  'banners/new',
  'promotions/new',
  'bonuses',
  'letters',
  'games',
  'reports',
  'channels',
  'operators',
  'audit',
];

test('console screens in English and Japanese', DESKTOP_ONLY, async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A player with a deposit, so the player page has something in its tabs.
  const player = await createPlayer(request, 'shots');
  await depositThroughApi(request, player, '5000');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/console/login');
  await page.screenshot({ path: path.join(dir, 'console-login-en.png') });
  await page.getByLabel('User name').fill(E2E_CONSOLE_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_CONSOLE_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.screenshot({ path: path.join(dir, 'console-enrol-en.png') });
  await page.getByLabel('Code from the app').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have stored them' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  for (const locale of ['en-US', 'ja-JP']) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    for (const screen of screens) {
      await page.goto(`/console/${screen}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      const name = `console-${screen.replace('/', '-') || 'dashboard'}-${locale.slice(0, 2)}.png`;
      await page.screenshot({ path: path.join(dir, name), fullPage: true });
    }
    const lang = locale.slice(0, 2);
    // The player page (a drawer) on its deposits tab.
    await page.goto('/console/players');
    await page.getByRole('searchbox').fill(player.account);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('row').filter({ hasText: player.account }).getByRole('button').click();
    await page.getByRole('dialog').getByRole('tab').nth(2).click();
    await page.waitForLoadState('networkidle');
    // Let the tab's ink bar and the table's loading fade finish.
    await expect(page.getByRole('dialog').locator('.ant-spin-spinning')).toHaveCount(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, `console-player-page-${lang}.png`) });
    // The letter form with a segment chosen.
    await page.goto('/console/letters');
    await page
      .getByRole('button', { name: /Send a letter|メッセージを送信/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('radio').nth(1).check();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, `console-letter-segment-${lang}.png`) });
  }
  await context.close();
});
