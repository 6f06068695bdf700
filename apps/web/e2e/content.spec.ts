// Content and help (issue #6) in a real Chromium against the real server: every page in English and
// Japanese with axe, the guide's tabs and the FAQ search, the lobby, notices, promotions and events
// from the seeded content, the inbox of a signed-in player, the user agreement's reading window,
// and the installable app (manifest, service worker, offline shell, nothing of the API cached).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { text } from './support/messages';
import { E2E_CONTENT_OPERATOR } from './support/operator';
import { callApi, createPlayer, signInAs, type Player } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const LOCALES = ['en-US', 'ja-JP'] as const;

/** The page starts in this language (stored as `lang`, as the switcher would). */
async function useLanguage(page: Page, locale: string) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), locale);
}

/** What the API answers in a language, as the page will show it. */
async function apiIn<T>(request: APIRequestContext, locale: string, path: string, body: unknown = {}): Promise<T> {
  const response = await request.post(path, { data: body, headers: { 'Accept-Language': locale } });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

interface Listed {
  id: number;
  title: string;
}

/** Pages whose whole content is text of ours: address, title, and the first heading of the text. */
const textPages = [
  { path: '/about/about-us', titleKey: 'routes.aboutUs', firstHeading: 'legal:aboutUs.sections.0.title' },
  {
    path: '/about/privacy-policy',
    titleKey: 'routes.aboutPrivacyPolicy',
    firstHeading: 'legal:privacy.sections.0.title',
  },
  {
    path: '/about/user-agreement',
    titleKey: 'routes.userAgreement',
    firstHeading: 'legal:userAgreement.sections.0.title',
  },
  {
    path: '/about/responsible-game',
    titleKey: 'routes.responsibleGame',
    firstHeading: 'legal:responsibleGame.sections.0.title',
  },
  {
    path: '/about/discount-statute',
    titleKey: 'routes.discountStatute',
    firstHeading: 'legal:discountStatute.sections.0.title',
  },
  { path: '/privacy-policy', title: 'Privacy Policy', firstHeading: 'legal:licencePrivacy.sections.0.title' },
  { path: '/terms-conditions', title: 'Terms & Conditions', firstHeading: 'legal:licenceTerms.sections.0.title' },
  {
    path: '/responsible-gaming',
    title: 'Responsible Gaming',
    firstHeading: 'legal:licenceResponsible.sections.0.title',
  },
  { path: '/game/guide', titleKey: 'routes.gameGuide', firstHeading: 'help:guide.topics.0.sections.0.title' },
  {
    path: '/game/guide/deposit',
    titleKey: 'routes.guideDeposit',
    firstHeading: 'help:deposit.methodsTitle',
  },
];

for (const locale of LOCALES) {
  // English on both viewports; Japanese, whose longer glyphs are what a narrow screen tests, on the phone.
  test.describe(`content in ${locale}`, locale === 'en-US' ? {} : MOBILE_ONLY, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // One page walks through them (a step each), so the shared code is fetched once, not per page.
    test('every text page shows its own text, titled and accessible', async ({ page }) => {
      test.setTimeout(textPages.length * 15_000);
      const app = new AppPage(page, locale);
      for (const { path, titleKey, title, firstHeading } of textPages) {
        await test.step(path, async () => {
          await app.goto(path);
          await app.expectTitle(title ?? app.t(titleKey!));
          await expect(page.getByRole('heading', { level: 2, name: text(firstHeading, locale) })).toBeVisible();
        });
      }
    });

    test('the legal texts say when they last changed, in the language', async ({ page }) => {
      const app = new AppPage(page, locale);
      await app.goto('/about/privacy-policy');
      const [updated] = text('legal:meta.updated', locale, { date: '\u0000' }).split('\u0000');
      await expect(page.locator('.article-updated')).toContainText(updated!);
    });

    test('the guide keeps its topic in the address and moves between topics with the keyboard', async ({ page }) => {
      const app = new AppPage(page, locale);
      await app.goto('/game/guide/2');
      await app.expectTitle(app.t('routes.gameGuide'));
      const tabs = page.getByRole('tablist', { name: text('help:guide.topicsLabel', locale) });
      const third = tabs.getByRole('tab', { name: text('help:guide.topics.2.tab', locale) });
      await expect(third).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(text('help:guide.topics.2.sections.2.title', locale));

      await third.focus();
      await page.keyboard.press('ArrowRight');
      await app.expectPath('/game/guide/3');
      const fourth = tabs.getByRole('tab', { name: text('help:guide.topics.3.tab', locale) });
      await expect(fourth).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText(text('help:guide.topics.3.sections.0.title', locale));
      await app.checkAccessibility('fourth guide topic');

      await page.getByRole('link', { name: app.t('routes.guideFaq') }).click();
      await app.expectPath('/game/guide/faq');
    });

    test('the FAQ narrows to what the player types and opens the answers', async ({ page }) => {
      const app = new AppPage(page, locale);
      await app.goto('/game/guide/faq');
      await app.expectTitle(app.t('routes.guideFaq'));
      const questions = page.getByRole('list', { name: text('help:faq.listLabel', locale) }).getByRole('button');
      // Fifteen, and the five on bonuses and the weekly rebate (issue #15).
      await expect(questions).toHaveCount(20);

      const first = questions.first();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: text('help:faq.items.0.q', locale) })).toContainText(
        text('help:faq.items.0.a', locale),
      );

      // "Fund password" in the language of the page finds its question.
      const term = locale === 'ja-JP' ? '資金パスワード' : 'fund password';
      await page.getByLabel(text('help:faq.searchLabel', locale)).fill(term);
      await expect(page.locator('.faq-count')).toHaveText(text('help:faq.count_one', locale, { count: 1 }));
      await expect(questions.filter({ hasText: text('help:faq.items.7.q', locale) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.locator('.faq-list mark').first()).toBeVisible();
      await app.checkAccessibility('FAQ search');

      await page.getByLabel(text('help:faq.searchLabel', locale)).fill('zzzz');
      await expect(page.getByText(text('help:faq.none', locale, { query: 'zzzz' }))).toBeVisible();
    });

    test('the lobby shows the banners, the latest notices, the games and the promotions', async ({ page, request }) => {
      const banners = await apiIn<(Listed & { alt: string })[]>(request, locale, '/v2/app/banner/query');
      const notices = await apiIn<{ list: Listed[] }>(request, locale, '/v2/app/notice/query', { pageSize: 5 });
      const games = await apiIn<{ name: string }[]>(request, locale, '/v2/app/game/query/pop/new');
      const promotions = await apiIn<{ list: Listed[] }>(request, locale, '/v2/app/favorable/query', {
        kind: 'promotion',
        pageSize: 3,
      });
      expect(banners.length).toBeGreaterThan(0);

      const app = new AppPage(page, locale);
      await app.goto('/');
      await app.expectTitle(app.t('routes.home'));
      const carousel = page.getByRole('region', { name: text('content:home.bannersLabel', locale) });
      await expect(carousel.getByRole('img', { name: banners[0]!.alt })).toBeVisible();
      if (banners.length > 1) {
        await carousel.getByRole('button', { name: text('content:home.pause', locale) }).click();
        await expect(carousel.getByRole('button', { name: text('content:home.play', locale) })).toBeVisible();
      }
      const noticeBar = page.getByRole('region', { name: text('content:home.noticesLabel', locale) });
      await expect(noticeBar).toContainText(notices.list[0]!.title);
      const popular = page.getByRole('region', { name: text('content:home.popularTitle', locale) });
      await expect(popular.getByRole('link')).toHaveCount(games.length + 1);
      await expect(popular).toContainText(games[0]!.name);
      const offers = page.getByRole('region', { name: text('content:home.promotionsTitle', locale) });
      await expect(offers).toContainText(promotions.list[0]!.title);

      await noticeBar.getByRole('link', { name: text('content:home.allNotices', locale) }).click();
      await app.expectPath('/game/notice');
    });

    test('notices list the newest first and open one in full', async ({ page, request }) => {
      const { list } = await apiIn<{ list: Listed[] }>(request, locale, '/v2/app/notice/query', { pageSize: 10 });
      const app = new AppPage(page, locale);
      await app.goto('/game/notice');
      await app.expectTitle(app.t('routes.notice'));
      const cards = page.getByTestId('notice-card');
      await expect(cards).toHaveCount(list.length);
      await expect(cards.first()).toContainText(list[0]!.title);

      await cards.first().click();
      await app.expectPath(`/game/notice?id=${list[0]!.id}`);
      await expect(page.getByRole('heading', { level: 2, name: list[0]!.title })).toBeVisible();
      await app.checkAccessibility('a notice');
      await expectSafeLinks(page);

      await page.getByRole('link', { name: text('content:notice.back', locale) }).click();
      await app.expectPath('/game/notice');
      await app.goto('/game/notice?id=999999');
      await expect(page.getByText(text('content:notice.notFound', locale))).toBeVisible();
    });

    for (const kind of ['promotion', 'activity'] as const) {
      const path = kind === 'promotion' ? '/game/promotion' : '/activity';
      test(`${kind === 'promotion' ? 'promotions' : 'events'} list their offers and show one with its terms`, async ({
        page,
        request,
      }) => {
        const { list } = await apiIn<{ list: Listed[] }>(request, locale, '/v2/app/favorable/query', { kind });
        const app = new AppPage(page, locale);
        await app.goto(path);
        await app.expectTitle(app.t(`routes.${kind}`));
        const cards = page.getByTestId('promotion-card');
        await expect(cards).toHaveCount(list.length);
        await cards.first().click();
        await app.expectPath(`${path}?id=${list[0]!.id}`);
        await expect(page.getByRole('heading', { level: 2, name: list[0]!.title })).toBeVisible();
        const offer = await apiIn<{ terms: string }>(request, locale, '/v2/app/favorable/get', { id: list[0]!.id });
        if (offer.terms) {
          await expect(page.getByRole('region', { name: text('content:promotion.terms', locale) })).toBeVisible();
        }
        await expect(
          page.getByRole('link', { name: text('content:promotion.generalRulesLink', locale) }),
        ).toHaveAttribute('href', '/about/discount-statute');
        await app.checkAccessibility(`a ${kind}`);
        await expectSafeLinks(page);
      });
    }

    test('the app page explains installing on every platform', async ({ page }) => {
      const app = new AppPage(page, locale);
      await app.goto('/download');
      await app.expectTitle(app.t('routes.download'));
      await expect(page.getByTestId('install-card')).toBeVisible();
      for (const platform of ['ios', 'android', 'desktop']) {
        const section = page.getByRole('region', { name: text(`content:download.steps.${platform}.title`, locale) });
        await expect(section.getByRole('listitem').first()).toBeVisible();
      }
    });

    test('a visitor in the inbox is asked to sign in, and the sign-in dialog opens there', async ({ page }) => {
      const app = new AppPage(page, locale);
      await app.goto('/user/station-letter');
      await app.expectTitle(app.t('routes.stationLetter'));
      await expect(page.getByText(text('content:station.signInTitle', locale))).toBeVisible();
      await page.getByTestId('station-sign-in').click();
      await app.authDialog.expectOpen();
      await expectSettled(app.authDialog.root);
      await app.expectPath('/user/station-letter');
      await app.checkAccessibility('sign-in dialog over the inbox');
    });

    // On the phone in the six other languages, so on desktop only in English.
    test(
      'a player reads a letter, marks all read and deletes one after confirming',
      locale === 'en-US' ? DESKTOP_ONLY : {},
      async ({ page, context, request }) => {
        // Registering a player through the mailbox and sending letters takes a while on a busy machine.
        test.slow();
        const player = await createPlayer(request, `in${locale.slice(0, 2)}`);
        await sendLetter(request, player, 'Your withdrawal was paid', 'お出金が完了しました');
        await sendLetter(request, player, 'Your identity is verified', '本人確認が完了しました');
        await signInAs(context, player, locale);
        const app = new AppPage(page, locale);
        await app.goto('/user/station-letter');
        await app.expectTitle(app.t('routes.stationLetter'));

        // Two letters to the player and the welcome letter to everyone, all unread.
        const rows = page.getByTestId('letter-row');
        await expect(rows).toHaveCount(3);
        await expect(page.getByTestId('inbox-unread')).toHaveText(
          text('content:station.unreadCount_other', locale, { count: 3 }),
        );
        await app.userMenuButton.click();
        await expect(page.locator('.user-menu-panel').getByTestId('unread-badge')).toHaveText('3');
        await app.userMenuButton.click();

        // Opening a letter marks it read.
        const title = locale === 'ja-JP' ? '本人確認が完了しました' : 'Your identity is verified';
        await rows.filter({ hasText: title }).locator('button.letter-open').click();
        const letter = page.getByRole('dialog', { name: title });
        await expectSettled(letter);
        await app.checkAccessibility('an open letter');
        await letter
          .getByRole('button', { name: text('common.close', locale) })
          .last()
          .click();
        await expect(letter).toHaveCount(0);
        await expect(rows.filter({ hasText: title })).toHaveAttribute('data-read', 'true');
        await expect(page.getByTestId('inbox-unread')).toHaveText(
          text('content:station.unreadCount_other', locale, { count: 2 }),
        );

        // Mark all.
        await page.getByRole('button', { name: text('content:station.markAll', locale) }).click();
        await expect(page.getByTestId('inbox-unread')).toHaveText(text('content:station.allRead', locale));
        await expect(rows.and(page.locator('[data-read="false"]'))).toHaveCount(0);
        await expect(page.getByTestId('unread-dot')).toHaveCount(0);

        // Delete, after a confirmation that can be declined.
        const deleteButton = page.getByRole('button', { name: text('content:station.deleteNamed', locale, { title }) });
        await deleteButton.click();
        const confirm = page.getByTestId('letter-delete-dialog');
        await expect(confirm).toBeVisible();
        await confirm.getByRole('button', { name: text('common.cancel', locale) }).click();
        await expect(rows).toHaveCount(3);
        await deleteButton.click();
        await confirm.getByRole('button', { name: text('content:station.delete', locale), exact: true }).click();
        await expect(rows).toHaveCount(2);
        await expect(rows.filter({ hasText: title })).toHaveCount(0);
        // The confirmation fades out before it leaves, and so does any toast (axe reads a half-faded
        // one's colours); check the page once both have gone.
        await expect(confirm).toHaveCount(0);
        await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
        await app.checkAccessibility('the inbox after deleting');

        const inbox = await callApi<{ total: number; unread: number }>(
          request,
          '/v2/app/station/query',
          {},
          player.token,
        );
        expect(inbox).toMatchObject({ total: 2, unread: 0 });
      },
    );
  });
}

test(
  'the user agreement opens from registration in a reading window without the site around it',
  DESKTOP_ONLY,
  async ({ page, context }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.signInButton.click();
    await app.authDialog.registerTab.click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      app.authDialog.root
        .getByRole('link', {
          name: /<agreement>(.*)<\/agreement>/.exec(text('account:register.acceptTerms'))![1],
          exact: true,
        })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe('/about/user-agreement?view=window');
    const reader = new AppPage(popup);
    await reader.waitForPage();
    await expect(reader.heading).toHaveText(text('routes.userAgreement'));
    await expect(
      popup.getByRole('heading', { level: 2, name: text('legal:userAgreement.sections.0.title') }),
    ).toBeVisible();
    // No menus, tab bar or footer to wander off through.
    await expect(popup.locator('nav')).toHaveCount(0);
    await expect(popup.locator('footer.site-footer')).toHaveCount(0);
    await reader.checkAccessibility('reading window');
    const closeButton = popup.getByRole('button', { name: text('common.close') });
    await Promise.all([
      popup.waitForEvent('close'),
      // The click closes its own page, which may happen before Playwright's click call returns.
      closeButton.click().catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      }),
    ]);
    expect(popup.isClosed()).toBe(true);
  },
);

test.describe('the installable app', MOBILE_ONLY, () => {
  // The other suites keep service workers out (playwright.config.ts); these are about the worker.
  test.use({ serviceWorkers: 'allow' });

  test('has a valid manifest and an active service worker, and Chromium finds nothing missing', async () => {
    // Test contexts are private windows, where Chromium never installs apps ("in-incognito"); a
    // profile on disk is the browser a player has.
    const { launchOptions, viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
    const profile = mkdtempSync(path.join(tmpdir(), 'hall-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
      isMobile,
      hasTouch,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const app = new AppPage(page);
      await app.goto('/download');
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#0d1020' });
      const icons = (manifest.icons as { sizes: string; purpose: string }[]).map(
        (icon) => `${icon.sizes} ${icon.purpose}`,
      );
      expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { state: registration.active?.state, scope: new URL(registration.scope).pathname };
      });
      expect(worker).toEqual({ state: 'activated', scope: '/' });

      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('opens pages it has seen while offline, and never keeps an API response', async ({ page, context }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Now under the worker: these visits put the guide's code in its cache, and ask the API.
    await page.reload();
    await app.waitForPage();
    await app.goto('/game/guide/1');
    await app.goto('/game/notice');

    await context.setOffline(true);
    await page.goto('/game/guide/1');
    await expect(app.heading).toHaveText(app.t('routes.gameGuide'));
    await expect(page.getByRole('tabpanel')).toContainText(text('help:guide.topics.1.sections.0.title'));
    await context.setOffline(false);

    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => /^\/(v2\/|healthz|readyz|dev\/|sandbox\/)/.test(path))).toEqual([]);
  });
});

/** Waits until a dialog has faded in completely, so axe judges its colours and not a frame of its animation. */
async function expectSettled(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
}

/** Links in rich text from the server that open a new window cannot reach back into the site. */
async function expectSafeLinks(page: Page) {
  const unsafe = await page
    .locator('.rich-html a[target="_blank"]')
    .evaluateAll((links) => links.filter((link) => !(link.getAttribute('rel') ?? '').includes('noopener')).length);
  expect(unsafe).toBe(0);
}

let operatorToken: string | undefined;

/** A letter to one player, sent as the content operator would from the back office. */
async function sendLetter(request: APIRequestContext, player: Player, titleEn: string, titleJp: string) {
  operatorToken ??= (
    await callApi<{ token: string }>(request, '/v2/admin/auth/login', {
      username: E2E_CONTENT_OPERATOR.username,
      password: E2E_CONTENT_OPERATOR.password,
    })
  ).token;
  await callApi(
    request,
    '/v2/admin/station/send',
    {
      target: 'player',
      account: player.account,
      titleEn,
      titleJp,
      bodyEn: `<p>${titleEn}. <a href="https://help.example/faq">Help</a></p>`,
      bodyJp: `<p>${titleJp}。<a href="https://help.example/faq">ヘルプ</a></p>`,
    },
    operatorToken,
  );
}
