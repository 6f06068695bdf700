// Screenshots of every console screen in English and Japanese, for review (SCREENSHOTS=1 only). An
// admin signs in (enrolling its authenticator, as at a first sign-in) and walks the side menu.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_CONSOLE_ADMIN } from './support/operator';
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
  'letters',
  'games',
  'reports',
  'channels',
  'operators',
  'audit',
];

test('console screens in English and Japanese', DESKTOP_ONLY, async ({ browser }) => {
  test.setTimeout(120_000);
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
  }
  await context.close();
});
