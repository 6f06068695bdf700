// The accessibility check itself (support/a11y.ts), which every other test relies on: it must catch
// real violations, and must not be fooled by a transition that is still running.
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { expectAccessible } from './support/a11y';
import { MOBILE_ONLY } from './support/viewports';

/** The lobby, checked clean, with this markup added at the end of its main content. */
async function lobbyWith(page: Page, html: string) {
  await new AppPage(page).goto('/');
  await page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('beforeend', markup), html);
}

test.describe('the accessibility check', MOBILE_ONLY, () => {
  test('fails on an image without a text alternative and on text that cannot be read', async ({ page }) => {
    await lobbyWith(
      page,
      '<img src="/favicon.svg" width="20" height="20"><p style="color:#777;background:#808080">faint</p>',
    );
    const failure = await expectAccessible(page).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
  });

  test('measures colours after a fade has finished, not halfway through it', async ({ page }) => {
    await lobbyWith(
      page,
      '<p id="fading" style="color:#fff;background:#000;opacity:0.15;transition:opacity 2500ms linear">readable</p>',
    );
    await page.evaluate(() => {
      const fading = document.getElementById('fading')!;
      // Start the fade in: a check taken now would read white at 15% on the page's dark background.
      void fading.getBoundingClientRect();
      fading.style.opacity = '1';
    });
    await expectAccessible(page, 'after the fade');
  });
});
