// Moving between pages of an app that is already loaded, as the site's own links do: the router
// follows a history entry. Walks through dozens of pages use it so that each page after the first is
// not a full reload of the app (its scripts, its language chunk, the accessibility checker).
import { expect, type Page } from '@playwright/test';

/**
 * Opens `address` in the app the page has loaded. The old heading is marked first, so the wait is for
 * the new page's own heading; a page that keeps its heading element (the same route with another
 * parameter) must be loaded in full instead (`page.goto`).
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page.locator('main h1:not([data-left])')).toBeVisible();
}
