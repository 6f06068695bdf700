// The header and the live event stream: a visitor sees Sign in and Register; a signed-in player sees
// the balance and a Deposit button on every page, and a deposit completed outside the page (through
// the sandbox cashier's API, not by the page) shows in the header without a reload.
import { expect, test } from '@playwright/test';
import { coinBalance, createPlayer, depositThroughApi, signInAs } from './support/player';

test.describe('the site header', () => {
  test('offers a visitor both Sign in and Register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    const register = page.getByTestId('register-button');
    await expect(register).toBeVisible();
    await expect(register).toHaveText('Register');
    await register.click();
    // The dialog opens on its register tab.
    await expect(page.getByTestId('auth-dialog').getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test('shows the balance live and a Deposit button to a signed-in player', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const player = await createPlayer(request, `live${testInfo.project.name}`);
    await signInAs(context, player);
    const stream = page.waitForRequest((r) => r.url().includes('/v2/app/events?ticket='));
    await page.goto('/game/notice');
    const amount = page.getByTestId('header-balance-amount');
    await expect(amount).toHaveText('0');
    await expect(page.getByTestId('header-deposit')).toHaveAttribute('href', '/user/finance/deposit');
    await expect(page.getByTestId('header-deposit')).toHaveAccessibleName('Deposit');
    await stream;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // Marks this very document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    await depositThroughApi(request, player, '5000');
    const coins = await coinBalance(request, player);
    expect(coins).not.toBe('0');
    await expect(amount).toHaveText(new Intl.NumberFormat('en-US').format(BigInt(coins)));
    expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);

    // Another page keeps the header, the balance with it.
    await page.getByTestId('header-balance').click();
    await expect(page).toHaveURL(/\/user\/user-center/);
    await expect(amount).toHaveText(new Intl.NumberFormat('en-US').format(BigInt(coins)));
  });

  test('keeps every entry of the main navigation within reach on a wide screen, the rest under More @desktop-only', async ({
    page,
    context,
    request,
  }, testInfo) => {
    // Filipino has the longest entries, and the balance and the user's menu take room beside them.
    const player = await createPlayer(request, `nav${testInfo.project.name}`);
    await signInAs(context, player);
    await context.addInitScript(() => localStorage.setItem('lang', 'fil-PH'));
    for (const width of [1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/game/notice');
      const nav = page.getByTestId('header-nav');
      const inRow = nav.locator(':scope > ul > li > a');
      await expect(inRow.first()).toBeVisible();
      const more = nav.getByRole('button', { name: 'Higit pa' });
      await expect(more).toBeVisible();
      // Nothing in the row is cut off by the actions beside it.
      const navBox = (await nav.boundingBox())!;
      for (const box of await inRow.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
      }
      const moreBox = (await more.boundingBox())!;
      expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
      await more.click();
      const underMore = nav.locator('.header-nav-more-panel a');
      await expect(underMore.first()).toBeVisible();
      // All eight entries, each once, the account transfer among them.
      const labels = [...(await inRow.allTextContents()), ...(await underMore.allTextContents())];
      expect(new Set(labels).size).toBe(8);
      await underMore.filter({ hasText: 'Paglipat ng account' }).click();
      await expect(page).toHaveURL(/\/account-transfer$/);
      await expect(underMore.first()).toBeHidden();
    }
  });
});
