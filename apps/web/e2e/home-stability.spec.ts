// The lobby holds the notice bar's and the banners' space until they arrive, so the page below them
// does not jump when they do (a quick tap would land on the wrong thing). Their answers are held
// back until the rest of the lobby shows, as on a slow network, and the layout shifts from their
// arrival on are summed the way the browser reports them for Cumulative Layout Shift.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { text } from './support/messages';

/** Holds the answers of these calls back until `release` is called; `held()` counts the waiting ones. */
async function holdBack(page: Page, calls: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  for (const call of calls) {
    await page.route(call, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
  }
  return { release, held: () => held };
}

/** Collects the page's layout shifts (as Cumulative Layout Shift counts them) into window.layoutShifts. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the lobby does not move when the notice bar and the banners arrive', async ({ page }) => {
  const { release, held } = await holdBack(page, ['**/v2/app/banner/query', '**/v2/app/notice/query']);
  await recordLayoutShifts(page);

  const app = new AppPage(page);
  await page.goto('/');
  await expect(app.heading).toHaveText(text('routes.home'));
  await expect.poll(held).toBeGreaterThanOrEqual(2);
  // The rest of the lobby (its game rows) settles first, so what follows is only these two arriving.
  await expect(page.locator('.game-strip').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.length);
  release();

  const banners = page.getByRole('region', { name: text('content:home.bannersLabel') });
  await expect(banners.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('region', { name: text('content:home.noticesLabel') })).toBeVisible();
  // Shifts are reported in the frame after they happen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = await page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.slice(from).reduce((sum, value) => sum + value, 0),
    before,
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});

test('the lobby does not move when its game rows and promotions arrive, and its footer stays below', async ({
  page,
}) => {
  const { release, held } = await holdBack(page, [
    '**/v2/app/game/query/pop/new',
    '**/v2/app/game/query/latest/new',
    '**/v2/app/favorable/query',
  ]);
  await recordLayoutShifts(page);

  const app = new AppPage(page);
  await page.goto('/');
  await expect(app.heading).toHaveText(text('routes.home'));
  await expect.poll(held).toBeGreaterThanOrEqual(2);
  // While the games are held back, the rows keep their place and the footer is out of sight.
  await expect(page.locator('.game-strip-skeleton').first()).toBeAttached();
  const viewport = page.viewportSize()!;
  const footerTop = await page.locator('.site-footer').evaluate((el) => el.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
  release();

  await expect(page.locator('.game-strip:not(.game-strip-skeleton) .game-card').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});

/** The lobby as the page alone draws it: a browser with scripts off, the same screen size as `page`. */
async function lobbyWithoutScripts(browser: Browser, page: Page) {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
  const bare = await noScript.newPage();
  await bare.goto('/');
  return { noScript, bare };
}

test("the first paint comes from the page itself: the header's bar and the site's mark, where the app then draws its own", async ({
  browser,
  page,
}) => {
  // Before any script runs (here: none may), the page already shows the header with the mark.
  const { noScript, bare } = await lobbyWithoutScripts(browser, page);
  const shellHeader = bare.locator('.boot-shell .app-header');
  await expect(shellHeader.locator('svg')).toBeVisible();
  const shellBox = (await shellHeader.boundingBox())!;
  const shellMark = (await shellHeader.locator('svg').boundingBox())!;
  await noScript.close();

  // The app replaces it with its own header in the same place, the mark where it was.
  const app = new AppPage(page);
  await page.goto('/');
  await expect(app.heading).toHaveText(text('routes.home'));
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  const header = (await page.locator('header.app-header').boundingBox())!;
  expect(header.y).toBe(shellBox.y);
  expect(header.height).toBe(shellBox.height);
  const mark = (await page.locator('header.app-header .brand svg').boundingBox())!;
  expect(Math.abs(mark.x - shellMark.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(mark.y - shellMark.y)).toBeLessThanOrEqual(1);
});

test("the lobby's page draws the notice bar's space and the first banner itself, where the app then draws its own", async ({
  browser,
  page,
}) => {
  // The lobby's largest picture is painted from the page, before (here: without) any script.
  const { noScript, bare } = await lobbyWithoutScripts(browser, page);
  const shellBanner = bare.locator('.boot-shell .banner-image');
  await expect(shellBanner).toBeVisible();
  expect(await shellBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const bannerBox = (await shellBanner.boundingBox())!;
  const noticeBox = (await bare.locator('.boot-shell .notice-placeholder').boundingBox())!;
  const bannerSrc = await shellBanner.getAttribute('src');
  // Other pages' first paint is the header alone.
  await bare.goto('/game/notice');
  await expect(bare.locator('.boot-shell .app-header svg')).toBeVisible();
  await expect(bare.locator('.boot-shell .banner-image, .boot-shell .notice-placeholder')).toHaveCount(0);
  await noScript.close();

  // The app's notice bar and carousel take exactly that space, the same picture in view.
  await page.goto('/');
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.locator('.notice-marquee')).toBeVisible();
  await expect(page.locator('.banner-carousel[aria-roledescription]')).toBeVisible();
  const inView = await page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('.banner-carousel .banner-image')];
    const shown = images.find((img) => {
      const box = img.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
    })!;
    const box = shown.getBoundingClientRect();
    return {
      src: shown.getAttribute('src'),
      x: box.x,
      y: box.y + window.scrollY,
      width: box.width,
      height: box.height,
    };
  });
  expect(inView.src).toBe(bannerSrc);
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(inView[key] - bannerBox[key]), key).toBeLessThanOrEqual(1);
  }
  const notice = (await page.locator('.notice-marquee').boundingBox())!;
  expect(Math.abs(notice.y - noticeBox.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(notice.height - noticeBox.height)).toBeLessThanOrEqual(1);
});

test("the lobby's first-paint banner stays on screen until the carousel replaces it, however late the lobby's code and banners", async ({
  page,
}) => {
  // Late code and a late answer: the app must not show a loading page or an empty box in between.
  await page.route('**/assets/home-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const banners = await holdBack(page, ['**/v2/app/banner/query']);
  await page.addInitScript(() => {
    const gaps: string[] = [];
    (window as unknown as { bannerGaps: string[] }).bannerGaps = gaps;
    // Counted from the first banner on: before it, the parser is still reading the page's own first
    // paint (on a busy machine it yields halfway through #root, seen on CI), which the tests above
    // check; from then on the banner must never be missing.
    let shown = false;
    new MutationObserver(() => {
      const banner = document.querySelector('.banner-image');
      if (banner) shown = true;
      else if (shown) gaps.push(document.querySelector('#root')!.innerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect.poll(() => banners.held()).toBeGreaterThan(0);
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  banners.release();
  await expect(page.locator('.banner-carousel[aria-roledescription]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { bannerGaps: string[] }).bannerGaps)).toEqual([]);
});
