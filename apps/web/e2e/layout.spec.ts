// Layout on a 390 px phone: no page of the route table is wider than the screen in any language (a
// wide table or a long word would slide the header sideways), and pages that share a stylesheet get
// it on a direct load too.
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../src/app/route-table';
import { pathOfRouteName } from '../src/config/paths';
import { AppPage } from './pages/app-page';
import { makeAgent } from './support/agents';
import { createPlayer, signInAs } from './support/player';
import { openInApp } from './support/navigate';
import { quietNetwork } from './support/quiet';
import { MOBILE_ONLY } from './support/viewports';

const LOCALES = ['en-US', 'ja-JP', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'];

// Routes whose address takes a parameter are visited with ones that exist too (the springboard shows
// a machine only when named: a slot and a pachislot); the login and redirect routes only forward.
const WITH_PARAMS: Partial<Record<string, string[]>> = {
  amigoMachine: ['/amigo/machine/S-001'],
  amigoSpringboard: ['/amigo-springboard?machineId=S-001', '/amigo-springboard?machineId=P-001'],
  teamReport: ['/agent/team-report/1001'],
  gameGuide: ['/game/guide/2'],
};
const FORWARDING = new Set(['login', 'redirect', 'notFound']);

const addresses = pageRoutes
  .filter((route) => !FORWARDING.has(route.name))
  .flatMap((route) => {
    const plain = pathOfRouteName(route.name);
    return [...(plain === undefined ? [] : [plain]), ...(WITH_PARAMS[route.name] ?? [])];
  });
// A route visited more than once keeps its heading element between its addresses: those load in full.
const fullLoads = new Set(
  pageRoutes
    .filter((route) => WITH_PARAMS[route.name])
    .flatMap((route) => [pathOfRouteName(route.name), ...WITH_PARAMS[route.name]!]),
);

/**
 * The page's width, and when it is wider than the screen the elements that reach past the screen's edge
 * and are not inside a box that scrolls or clips them (the innermost ones: they say what to fix).
 */
function measureWidth(screenWidth: number) {
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= screenWidth) return { scrollWidth, culprits: [] as string[] };
  const clipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    return false;
  };
  const past = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > screenWidth + 0.5 && !clipped(element),
  );
  const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
  const culprits = innermost.slice(0, 4).map((element) => {
    const classes = typeof element.className === 'string' ? element.className.trim().replace(/\s+/g, '.') : '';
    const right = Math.round(element.getBoundingClientRect().right);
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} ends at ${right} px ("${(element.textContent ?? '').trim().slice(0, 40)}")`;
  });
  return { scrollWidth, culprits };
}

/** The first address with a full load, the next ones in the app (support/navigate.ts). */
async function open(page: Page, address: string, loaded: boolean) {
  if (!loaded || fullLoads.has(address)) await page.goto(address);
  else await openInApp(page, address);
}

test.describe('no page is wider than a 390 px phone', MOBILE_ONLY, () => {
  for (const locale of LOCALES) {
    test(`in ${locale}`, async ({ page, context, request }) => {
      test.setTimeout(60_000 + addresses.length * 5_000);
      // A real player, so the pages show their real content (the springboard its paytable); an agent,
      // so the agent pages open rather than the application page.
      const player = await createPlayer(request, `wide${locale.slice(0, 2)}`);
      await makeAgent(request, player.token, player.account);
      await signInAs(context, player, locale);
      const app = new AppPage(page, locale);
      const waitForQuiet = quietNetwork(page);
      const screenWidth = page.viewportSize()!.width;
      let loaded = false;
      for (const address of addresses) {
        await test.step(address, async () => {
          await open(page, address, loaded);
          loaded = true;
          await app.waitForPage();
          // The page's own data arrives after its heading; it is what tends to widen it.
          await waitForQuiet();
          // A page too wide for a moment (a transition under way on a busy machine) is measured again
          // for up to three seconds: what is judged is the page at rest, named if still too wide.
          let { scrollWidth, culprits } = await page.evaluate(measureWidth, screenWidth);
          for (let tries = 0; scrollWidth > screenWidth && tries < 12; tries++) {
            await page.waitForTimeout(250);
            ({ scrollWidth, culprits } = await page.evaluate(measureWidth, screenWidth));
          }
          // Against the screen, not innerWidth: a phone zooms a too-wide page out, and its layout
          // viewport (innerWidth) then grows with the page.
          expect
            .soft(scrollWidth, `${address} in ${locale} is ${scrollWidth} px wide: ${culprits.join('; ')}`)
            .toBeLessThanOrEqual(screenWidth);
        });
      }
    });
  }
});

test.describe('the finance tabs', MOBILE_ONLY, () => {
  for (const address of ['/user/finance/deposit/cryptocurrency', '/user/finance/withdraw/cryptocurrency']) {
    test(`are styled when ${address} is the first page loaded`, async ({ page, context, request }) => {
      await signInAs(context, await createPlayer(request, 'tabs'));
      const app = new AppPage(page);
      await page.goto(address);
      await app.waitForPage();
      const tab = page.locator('.finance-tab[aria-current="page"]');
      await expect(tab).toBeVisible();
      // Bare links are underlined inline text; the styled tabs are boxed flex items without underline.
      await expect(tab).toHaveCSS('text-decoration-line', 'none');
      await expect(tab).toHaveCSS('display', 'flex');
      await expect(tab).toHaveCSS('min-height', '44px');
    });
  }
});

test.describe("a visitor's header on a 390 px phone", MOBILE_ONLY, () => {
  // Filipino's "Mag-sign in" and "Magparehistro" beside the language's name once covered the logo
  // and ran past the screen's edge (the header clips, so the page itself stayed 390 px wide).
  test('keeps the menu, the mark, the language, sign-in and register apart and on the screen in every language', async ({
    page,
  }) => {
    const screenWidth = page.viewportSize()!.width;
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
        await page.goto('/');
        const app = new AppPage(page, locale);
        await app.waitForPage();
        const parts = ['open-menu', 'language-switcher', 'sign-in-button', 'register-button'].map((id) =>
          page.getByTestId(id),
        );
        const boxes = [];
        for (const part of [parts[0]!, page.locator('header .brand svg'), ...parts.slice(1)]) {
          await expect(part).toBeVisible();
          boxes.push((await part.boundingBox())!);
        }
        for (const [index, box] of boxes.entries()) {
          expect(box.x, `${locale}: part ${index} starts on the screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${locale}: part ${index} ends on the screen`).toBeLessThanOrEqual(screenWidth);
          const next = boxes[index + 1];
          if (next)
            expect(box.x + box.width, `${locale}: part ${index} ends before the next`).toBeLessThanOrEqual(next.x);
        }
      });
    }
  });
});

test.describe("the console's sign-in on a 390 px phone", MOBILE_ONLY, () => {
  // Japanese's longer title beside the language picker once widened the card past the screen's edge.
  test('keeps the card, its title, the language picker and a refusal on the screen in every language', async ({
    browser,
  }) => {
    // Seven fresh tabs, each loading the console's chunks: 16 s alone on a slow two-core machine, past
    // the 30 s default beside the rest of the suite.
    test.slow();
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
        const page = await context.newPage();
        await page.goto('/console/login');
        await page.locator('input[autocomplete=username]').fill('nobody');
        await page.locator('input[autocomplete=current-password]').fill('not-the-password');
        await page.locator('button[type=submit]').click();
        await expect(page.locator('.ant-alert[role=alert]')).toBeVisible();
        const { scrollWidth, culprits } = await page.evaluate(measureWidth, 390);
        expect(scrollWidth, `${locale}: ${culprits.join('; ')}`).toBeLessThanOrEqual(390);
        for (const part of [
          page.locator('.ant-card'),
          page.locator('.ant-card-head-title'),
          page.locator('.ant-select'),
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.x + box.width, `${locale}: ends on the screen`).toBeLessThanOrEqual(390);
        }
        await context.close();
      });
    }
  });
});

test.describe('the game hall on a 390 px phone', MOBILE_ONLY, () => {
  // A machine's counters are the day's real play: a jackpot early in the day once put a payout rate of
  // 10,400.0% on a card, wider than its column, and the whole page slid 3 px past the screen's edge.
  test('keeps every machine card on the screen with the largest figures a day can bring', async ({
    page,
    context,
    request,
  }) => {
    await page.route('**/v2/app/game/machines', async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as { data: Array<{ data: Record<string, unknown> }> };
      for (const machine of envelope.data)
        Object.assign(machine.data, {
          payoutRate: 1234.5,
          gamesToday: 1_234_567,
          gamesSinceBonus: 123_456,
          bigToday: 1234,
          regToday: 1234,
        });
      await route.fulfill({ response, json: envelope });
    });
    await signInAs(context, await createPlayer(request, 'figures'));
    const app = new AppPage(page);
    const screenWidth = page.viewportSize()!.width;
    await page.goto('/amigo');
    await app.waitForPage();
    for (const view of ['detailed', 'compact'] as const) {
      await test.step(view, async () => {
        await page.getByTestId(`hall-view-${view}`).click();
        await expect(page.getByTestId('payout-rate').first()).toHaveText('123,450.0%');
        const { scrollWidth, culprits } = await page.evaluate(measureWidth, screenWidth);
        expect(scrollWidth, `${view}: ${scrollWidth} px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(screenWidth);
      });
    }
  });
});
