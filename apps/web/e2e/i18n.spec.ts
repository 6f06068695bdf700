// Seven languages: the switcher, the stored choice, the browser's language and <html lang>.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { text } from './support/messages';
import { alternate, DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const LOCALES = ['en-US', 'ja-JP', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'];

test('switching the language changes the texts, is stored under "lang" and survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/game/notice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await app.switchLanguage('ja-JP');

  const ja = new AppPage(page, 'ja-JP');
  await ja.waitForPage();
  await ja.expectTitle(text('routes.notice', 'ja-JP'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('ja-JP');
  await expect(ja.languageSwitcher).toHaveValue('ja-JP');

  await page.reload();
  await ja.waitForPage();
  await expect(ja.heading).toHaveText(text('routes.notice', 'ja-JP'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
});

test('API calls carry the chosen language', DESKTOP_ONLY, async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'vi-VN'));
  const app = new AppPage(page, 'vi-VN');
  const request = page.waitForRequest('**/v2/app/auth/login');
  await app.goto('/activity');
  await app.signInButton.click();
  await app.authDialog.signIn('alice', 'whatever');
  expect((await request).headers()['accept-language']).toBe('vi-VN');
});

for (const [index, locale] of LOCALES.entries()) {
  test(`the lobby reads in ${locale}`, alternate(index), async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), locale);
    const app = new AppPage(page, locale);
    await app.goto('/');
    await app.expectTitle(text('routes.home', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(text('home.heroText', locale))).toBeVisible();
    await expect(app.languageSwitcher).toHaveValue(locale);
  });
}

test.describe('a browser set to Korean', MOBILE_ONLY, () => {
  test.use({ locale: 'ko-KR' });

  test('gets Korean when no language is stored', async ({ page }) => {
    const app = new AppPage(page, 'ko-KR');
    await app.goto('/activity');
    await app.expectTitle(text('routes.activity', 'ko-KR'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  });
});

test.describe('a browser in a language we do not offer', DESKTOP_ONLY, () => {
  test.use({ locale: 'de-DE' });

  test('gets English', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/activity');
    await app.expectTitle(text('routes.activity'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
