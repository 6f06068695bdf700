// Text that players read in a hurry: toasts are opaque and wrap between words (the kit's own broke
// "wrong" into "wron / g" over a translucent box), a refused sign-in is said under the field, and
// Korean breaks between words rather than inside them.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { createPlayer, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

test.describe('reading on a phone', MOBILE_ONLY, () => {
  test('a toast is opaque and wraps between words', async ({ page, context, request }) => {
    const player = await createPlayer(request, 'toast');
    await signInAs(context, player, 'en-US');
    const app = new AppPage(page);
    await app.goto('/user/account-setting');
    await page.getByLabel(app.t('account:profile.nickname')).fill('Lucky Star');
    await page.getByRole('button', { name: app.t('account:profile.save') }).click();
    const toast = page.locator('.adm-toast-main');
    await expect(toast).toHaveText(app.t('account:profile.saved'));
    const style = await toast.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, wordBreak: s.wordBreak, overflowWrap: s.overflowWrap };
    });
    // rgb(), not rgba(): no see-through box over the page.
    expect(style.background).toMatch(/^rgb\(/);
    expect(style.wordBreak).toBe('normal');
    expect(style.overflowWrap).toBe('break-word');
  });

  test('a wrong password is said under the password field, not in a toast', async ({ page, request }) => {
    const player = await createPlayer(request, 'wrongpw');
    const app = new AppPage(page);
    await app.goto('/');
    await app.signInButton.click();
    await app.authDialog.expectOpen();
    await app.authDialog.signIn(player.account, 'Not-the-password-1');
    await expect(app.authDialog.password).toHaveAttribute('aria-invalid', 'true');
    // The server's message, in the player's language, beside the field.
    await expect(app.authDialog.root).toContainText('Wrong user name or password.');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  });

  test('Korean breaks between words; other languages as usual', async ({ page, context }) => {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'ko-KR');
    });
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en-US'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('normal');
  });
});
