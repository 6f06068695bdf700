// Every route renders its page in its layout with its translated title; redirects and the not-found page.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { expectAccessible } from './support/a11y';
import { text } from './support/messages';
import { routeCases } from './support/routes';
import { openInApp } from './support/navigate';
import { answerFinanceCallsAsNewPlayer } from './support/player';
import { answerAgentCallsAsNewAgent, signInBeforeLoad } from './support/session';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

// The content suite opens these pages in two languages, checking the same title and more (their
// text, axe): visiting them here again would only cost CI time.
const coveredByContentSuite = new Set([
  '/',
  '/about/about-us',
  '/about/privacy-policy',
  '/about/user-agreement',
  '/about/responsible-game',
  '/about/discount-statute',
  '/privacy-policy',
  '/terms-conditions',
  '/responsible-gaming',
  '/game/guide',
  '/game/guide/deposit',
  '/game/guide/faq',
  '/game/notice',
  '/game/promotion',
  '/activity',
  '/download',
  '/user/station-letter',
]);

const visited = routeCases.filter((r) => !coveredByContentSuite.has(r.path));

// One page walks through the routes (a step each, named for the route), so the browser's cache
// carries the shared chunks from one route to the next instead of every route starting cold.
for (const signedIn of [false, true]) {
  const routes = visited.filter((r) => r.requiresAuth === signedIn);
  test(`${signedIn ? 'signed-in' : 'public'} routes show their pages with their titles`, async ({ page }) => {
    test.setTimeout(routes.length * 15_000);
    if (signedIn) {
      // An agent, so the agent pages open rather than the application page.
      await signInBeforeLoad(page, { isAgent: true });
      // The stand-in session's token is not a real one: the pages' own calls get a new player's (and
      // a new agent's) answers.
      await answerFinanceCallsAsNewPlayer(page);
      await answerAgentCallsAsNewAgent(page);
    }
    const app = new AppPage(page);
    let previous: (typeof routes)[number] | undefined;
    for (const route of routes) {
      await test.step(`${route.path} is titled "${route.title ?? text(route.titleKey!)}"`, async () => {
        // The first page loads the app, the others open in it as its links do (support/navigate.ts);
        // a route that keeps its heading (the same page with another parameter) loads in full. That any
        // address loads the app directly is the server's part (plugins/site.test.ts).
        if (!previous || (previous.titleKey ?? previous.title) === (route.titleKey ?? route.title))
          await app.goto(route.path);
        else {
          await openInApp(page, route.path);
          await app.waitForPage();
          await app.checkAccessibility();
        }
        previous = route;
        await app.expectPath(route.path);
        await app.expectTitle(route.title ?? app.t(route.titleKey!));
        await expect(app.authDialog.root).toHaveCount(0);
      });
    }
  });
}

test('/index redirects to the lobby', MOBILE_ONLY, async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/index');
  await app.expectPath('/');
  await app.expectTitle(app.t('routes.home'));
});

test('/agent redirects to sub-member management', DESKTOP_ONLY, async ({ page }) => {
  await signInBeforeLoad(page, { isAgent: true });
  await answerAgentCallsAsNewAgent(page);
  const app = new AppPage(page);
  await app.goto('/agent');
  await app.expectPath('/agent/subordinate-management');
  await app.expectTitle(app.t('routes.subordinateManagement'));
});

test('/user/finance redirects to deposit, keeping the query', MOBILE_ONLY, async ({ page }) => {
  await signInBeforeLoad(page);
  await answerFinanceCallsAsNewPlayer(page);
  const app = new AppPage(page);
  await app.goto('/user/finance?from=menu');
  await app.expectPath('/user/finance/deposit?from=menu');
  await app.expectTitle(app.t('routes.deposit'));
});

test('/redirect/<path> re-enters the page with the same query', DESKTOP_ONLY, async ({ page }) => {
  await signInBeforeLoad(page);
  const app = new AppPage(page);
  await app.goto('/redirect/game/notice?page=2');
  await app.expectPath('/game/notice?page=2');
  await app.expectTitle(app.t('routes.notice'));
});

test('an unknown address shows the not-found page with a working link home', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/no/such/page');
  await app.expectTitle(app.t('routes.notFound'));
  await expect(page.getByText(app.t('notFound.text'))).toBeVisible();
  await expect(page.locator('[data-layout="home"]')).toBeVisible();
  await page.getByTestId('not-found-home-link').click();
  await app.expectPath('/');
  await app.expectTitle(app.t('routes.home'));
});

test('pages sit in their layout: lobby in the home layout, sections beside their menu', async ({ page }, testInfo) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect(page.locator('[data-layout="home"]')).toBeVisible();
  await app.goto('/about/about-us');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await expect(app.sideMenu).toBeVisible();
    await expect(app.sideMenu.getByRole('link', { name: app.t('menu.userAgreement') })).toBeVisible();
    await expect(app.tabBar).toBeHidden();
  } else {
    await expect(app.sideMenu).toBeHidden();
    await expect(app.tabBar).toBeVisible();
  }
});

test('menus lead to their pages', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await app.clickNavLink(app.t('menu.promotion'));
  await app.expectPath('/game/promotion');
  await app.expectTitle(app.t('routes.promotion'));
});

test('the drawer menu opens, leads to a page and closes with Escape', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'desktop',
    'The drawer is for narrow screens; desktop has the header and side menus.',
  );
  const app = new AppPage(page);
  await app.goto('/');
  await app.menuButton.click();
  const drawer = page.getByRole('dialog', { name: app.t('common.menu') });
  await expect(drawer).toBeVisible();
  await app.checkAccessibility('(drawer open)');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await app.menuButton.click();
  await drawer.getByRole('link', { name: app.t('menu.aboutUs') }).click();
  await app.expectPath('/about/about-us');
  await app.expectTitle(app.t('routes.aboutUs'));
  await expect(drawer).toBeHidden();
});

test('while the code of the next page loads, a progress bar shows', MOBILE_ONLY, async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  // Hold the next page's code so the navigation stays in its loading state for a moment.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/download-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .locator('main')
    .getByRole('link', { name: app.t('menu.download') })
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  // The bar is decoration: hidden from screen readers, and no made-up ARIA role for axe to refuse.
  await expect(page.locator('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('#nprogress [role]')).toHaveCount(0);
  await expectAccessible(page, '(route progress bar showing)');
  release();
  await app.waitForPage();
  await app.expectTitle(app.t('routes.download'));
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
