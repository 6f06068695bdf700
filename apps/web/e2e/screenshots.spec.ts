// Screenshots for reviewing the look, taken only with SCREENSHOTS=1 (see playwright.config.ts); they
// land in /screenshots at the repository root, which is not committed.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PACHI_REELS } from '@hall/game-engine/pachislot';
import { sakuraSlot } from '@hall/game-engine/sakura-slot';
import { evaluate } from '@hall/game-engine/slot';
import { AppPage } from './pages/app-page';
import { callApi, createPlayer, depositThroughApi, signInAs } from './support/player';
import { createUser, envelope, signInBeforeLoad } from './support/session';

const dir = path.resolve(import.meta.dirname, '../../../screenshots');

const shots: { name: string; path: string; locale: string; signedIn?: boolean; fullPage?: boolean }[] = [
  { name: 'home-en', path: '/', locale: 'en-US', fullPage: true },
  { name: 'home-ja', path: '/', locale: 'ja-JP', fullPage: true },
  { name: 'home-vi', path: '/', locale: 'vi-VN' },
  { name: 'notice-en', path: '/game/notice', locale: 'en-US' },
  { name: 'user-center-ja', path: '/user/user-center', locale: 'ja-JP', signedIn: true },
  { name: 'not-found-en', path: '/missing', locale: 'en-US' },
  { name: 'licence-zh-TW', path: '/terms-conditions', locale: 'zh-TW' },
];

for (const shot of shots) {
  test(`screenshot ${shot.name}`, async ({ page }, testInfo) => {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), shot.locale);
    if (shot.signedIn) await signInBeforeLoad(page);
    const app = new AppPage(page, shot.locale);
    await app.goto(shot.path);
    await page.screenshot({
      path: path.join(dir, `${testInfo.project.name}-${shot.name}.png`),
      fullPage: shot.fullPage,
    });
  });
}

test('screenshot sign-in dialog and menu', async ({ page }, testInfo) => {
  const app = new AppPage(page);
  await app.goto('/activity');
  await app.signInButton.click();
  await app.authDialog.expectOpen();
  await app.authDialog.submit.click();
  await page.getByText('Please input your password').waitFor();
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-dialog-en.png`) });
  await app.authDialog.dismissWithEscape();
  if (testInfo.project.name === 'mobile') {
    await app.menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-drawer-en.png`) });
  }
});

// A 1x1 white GIF stands in for the server's captcha picture.
const CAPTCHA_GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

for (const locale of ['en-US', 'ja-JP']) {
  const lang = locale.slice(0, 2);

  test(`screenshots of the sign-in dialog's views in ${locale}`, async ({ page }, testInfo) => {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), locale);
    // Captcha and Line on, so their places in the layout show too.
    await page.route('**/v2/app/auth/providers', (route) =>
      route.fulfill(
        envelope({ google: null, line: { clientId: 'line', authorizeUrl: 'https://line.test/a' }, captcha: true }),
      ),
    );
    await page.route('**/v2/app/auth/get', (route) => route.fulfill(envelope({ img: CAPTCHA_GIF, uuid: 'u1' })));
    await page.route('**/v2/app/register/send/email/code', (route) =>
      route.fulfill(envelope({ resendAfterSeconds: 60 })),
    );
    await page.route('**/v2/app/register/valid', (route) => route.fulfill(envelope({ done: true })));
    await page.route('**/v2/app/auth/send/email', (route) => route.fulfill(envelope({ resendAfterSeconds: 60 })));
    const shot = (name: string) =>
      page.screenshot({ path: path.join(dir, `${testInfo.project.name}-dialog-${name}-${lang}.png`) });

    const app = new AppPage(page, locale);
    const dialog = app.authDialog;
    await app.goto('/activity');
    await app.signInButton.click();
    await dialog.expectOpen();
    await page.getByTestId('login-captcha-image').locator('img').waitFor();
    await page.waitForTimeout(300);
    await shot('login');

    await dialog.registerTab.click();
    await dialog.registerEmail.fill('new.player@example.com');
    await dialog.sendCodeButton.click();
    await dialog.nextButton.click();
    await page.waitForTimeout(200);
    await shot('register-1');
    await dialog.registerCode.fill('123456');
    await dialog.acceptTerms.check();
    await dialog.nextButton.click();
    await dialog.registerAccount.fill('lucky7');
    await dialog.registerPassword.fill('Lucky-777');
    await dialog.ageConfirm.check();
    await page.waitForTimeout(200);
    await shot('register-2');

    await dialog.loginTab.click();
    await dialog.forgotPasswordLink.click();
    await dialog.findAccount.waitFor();
    await page.waitForTimeout(200);
    await shot('find-1');
    await dialog.findAccount.fill('lucky7');
    await page.getByLabel(dialog.t('account:captcha.label')).last().fill('abcd');
    await dialog.findSendCode.click();
    await dialog.findCode.waitFor();
    await page.waitForTimeout(2_200);
    await shot('find-2');
  });

  test(`screenshots of the user centre and account settings in ${locale}`, async ({ page }, testInfo) => {
    await page.addInitScript((value) => window.localStorage.setItem('lang', value), locale);
    await signInBeforeLoad(page, {
      user: createUser({ account: 'lucky7', nickname: 'Lucky Star', email: 'lucky7@example.com' }),
    });
    await page.route('**/v2/app/user/balance', (route) => route.fulfill(envelope({ coins: '1234567' })));
    const app = new AppPage(page, locale);
    await app.goto('/user/user-center');
    await page.getByTestId('kyc-submit').waitFor();
    await page.screenshot({
      path: path.join(dir, `${testInfo.project.name}-user-center-${lang}.png`),
      fullPage: true,
    });
    await app.goto('/user/account-setting');
    await page.getByRole('option').nth(2).waitFor({ state: 'attached' });
    await page.screenshot({
      path: path.join(dir, `${testInfo.project.name}-account-setting-${lang}.png`),
      fullPage: true,
    });
  });
}

/** Reel stops that light up a win, made with the engine's own tables (for the win presentations). */
function winningOutcomes() {
  const middleRow = (strip: readonly string[], symbol: string) =>
    (strip.indexOf(symbol) - 1 + strip.length) % strip.length;
  const sakuraStops = sakuraSlot.reels.map((strip) => middleRow(strip, 'H1'));
  const sakura = evaluate(sakuraSlot, sakuraStops, 1);
  const neonStops = PACHI_REELS.map((strip) => strip.indexOf('7'));
  return {
    sakura: {
      win: String(sakura.win),
      outcome: { lineBet: 1, spins: [{ ...sakura, scatterWin: undefined, freeSpinsAwarded: undefined }] },
    },
    neon: { win: '312', outcome: { flag: 'big', stops: neonStops, centre: ['7', '7', '7'] } },
  };
}

test('screenshots of the game hall: floor, springboard, machine mid-spin, wins and verify', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: path.join(dir, `${testInfo.project.name}-game-${name}.png`), fullPage });
  const player = await createPlayer(request, `shot${testInfo.project.name}`);
  await depositThroughApi(request, player, '50000');
  // A day's play on a few machines, so the floor has counters, bonuses and slump graphs to show.
  const plays: [string, number | undefined, number][] = [
    ['S-001', 1, 40],
    ['S-002', 5, 25],
    ['P-001', undefined, 120],
    ['P-002', undefined, 80],
  ];
  for (const [machineId, lineBet, games] of plays) {
    for (let i = 0; i < games; i++) {
      await callApi(
        request,
        '/v2/app/game/spin',
        { machineId, lineBet, requestKey: `shot${testInfo.project.name}${machineId}${i}${Date.now()}` },
        player.token,
      );
    }
  }
  await signInAs(context, player);
  const app = new AppPage(page);

  await app.goto('/amigo');
  await shot('hall', true);
  await shot('hall-top');
  await page
    .locator('li.machine-tile[data-machine="P-001"]')
    .evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
  await shot('hall-pachislot');

  await app.goto('/amigo-springboard?machineId=P-001');
  await shot('springboard', true);

  // Mid-spin: the server's answer is held back a moment so the reels are caught moving.
  await app.goto('/amigo/machine/S-001');
  await page.getByTestId('reels').waitFor();
  await page.route('**/v2/app/game/spin', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByTestId('spin-button').click();
  await page.waitForTimeout(800);
  await shot('machine-spinning');
  await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await page.unrouteAll();

  // A mega win and a BIG bonus as they are presented (the answers are the server's own, with winning stops).
  const wins = winningOutcomes();
  await page.route('**/v2/app/game/spin', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    const machineId = (route.request().postDataJSON() as { machineId: string }).machineId;
    Object.assign(body.data, machineId.startsWith('S') ? wins.sakura : wins.neon);
    await route.fulfill({ response, json: body });
  });
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('win-overlay')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1800);
  await shot('machine-mega-win');
  await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-busy', 'false');
  await page.waitForTimeout(2000);
  await shot('machine-after-win', true);

  await app.goto('/amigo/machine/P-001');
  await page.getByTestId('reels').waitFor();
  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('win-overlay')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1400);
  await shot('pachislot-big');
  await page.unrouteAll();

  // Reveal the seeds and verify the last real round.
  await page.getByTestId('rotate-seed').click();
  await page.getByTestId('revealed-server-seed').waitFor();
  await page.locator('[data-testid="recent-rounds"] li').first().getByRole('link').click();
  await page.getByTestId('verify-verdict').waitFor();
  await page.getByTestId('reels').waitFor();
  await shot('verify', true);
});

// Content and help pages: the lobby, notices, promotions, the inbox, the FAQ and the app page, as a
// signed-in player sees them with the seeded content.
for (const locale of ['en-US', 'ja-JP']) {
  const lang = locale.slice(0, 2);

  test(`screenshots of the content pages in ${locale}`, async ({ page, context, request }, testInfo) => {
    test.slow();
    const player = await createPlayer(request, `sh${lang}`);
    await signInAs(context, player, locale);
    const app = new AppPage(page, locale);
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(dir, `${testInfo.project.name}-content-${name}-${lang}.png`), fullPage });

    await app.goto('/');
    await page.waitForTimeout(600);
    await shot('home');
    await shot('home-top', false);

    await app.goto('/game/notice');
    await shot('notice');
    await page.getByTestId('notice-card').first().click();
    await page.locator('.rich-html').waitFor();
    await shot('notice-detail');

    await app.goto('/game/promotion');
    await shot('promotion');
    await page.getByTestId('promotion-card').first().click();
    await page.locator('.rich-html').first().waitFor();
    await shot('promotion-detail');

    await app.goto('/user/station-letter');
    await shot('station-letter');
    await page.locator('button.letter-open').first().click();
    await page.getByTestId('letter-dialog').waitFor();
    await page.waitForTimeout(400);
    await shot('station-letter-open', false);
    await page.keyboard.press('Escape');

    await app.goto('/game/guide/faq');
    await shot('faq');
    await page.getByTestId('faq-search').fill(locale === 'ja-JP' ? '入金' : 'deposit');
    await page.waitForTimeout(300);
    await shot('faq-search');

    await app.goto('/download');
    await shot('download');
  });
}
