// Screenshots of every console screen in English and Japanese, for review (SCREENSHOTS=1 only). An
// admin signs in (enrolling its authenticator, as at a first sign-in) and walks the side menu, then
// opens the views that need something to show: a player's page, an identity check waiting with its
// photos, a withdrawal in review being approved, an agent's tree, and the letter form with a draft's
// preview.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_CONSOLE_ADMIN } from './support/operator';
import { makeAgent } from './support/agents';
import { callApi, createPlayer, depositThroughApi } from './support/player';
import { DESKTOP_ONLY } from './support/viewports';

const dir = path.resolve(import.meta.dirname, '../../../screenshots');
const screens = [
  '',
  'players',
  'deposits',
  'withdrawals',
  'adjustments',
  'kyc',
  'agents',
  'notices',
  'notices/new',
  'banners',
  'banners/new',
  'promotions',
  'promotions/new',
  'bonuses',
  'letters',
  'games',
  'reports',
  'channels',
  'operators',
  'audit',
];

/** A JPEG drawn by the browser, as a phone would take a photo of a document. */
async function photo(page: Page, label: string) {
  return page.evaluate((text) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 400 });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#d9e2ef';
    ctx.fillRect(0, 0, 640, 400);
    ctx.fillStyle = '#1f2937';
    ctx.font = '40px sans-serif';
    ctx.fillText(text, 40, 200);
    return canvas.toDataURL('image/jpeg', 0.8);
  }, label);
}

test('console screens in English and Japanese', DESKTOP_ONLY, async ({ browser, request }) => {
  test.setTimeout(300_000);
  // A player with deposits, so the player page has something in its tabs, and a withdrawal above
  // the four-eyes amount waiting for review (the first deposit's bonus is given up for it).
  const player = await createPlayer(request, 'shots');
  await depositThroughApi(request, player, '5000');
  await depositThroughApi(request, player, '20000');
  const [bank] = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
  await callApi(
    request,
    '/v2/app/user/bank/save',
    { bankId: bank!.id, cardNumber: '6222020012349876', holderFirstName: 'Taro', holderLastName: 'Yamada' },
    player.token,
  );
  const [card] = await callApi<{ id: number }[]>(request, '/v2/app/user/get/bank', {}, player.token);
  const [channel] = await callApi<{ id: number }[]>(request, '/v2/app/draw/channels', {}, player.token);
  const { withdrawSn } = await callApi<{ withdrawSn: string }>(
    request,
    '/v2/app/draw/withdraw',
    {
      channelId: channel!.id,
      bankCardId: card!.id,
      amount: '12000',
      fundPassword: player.fundPassword,
      requestKey: `shots${Date.now()}`,
      forfeitBonus: true,
    },
    player.token,
  );
  // An agent with a sub-agent and a player under it, for the tree.
  const agent = await createPlayer(request, 'agentshots');
  await makeAgent(request, agent.token, agent.account, 300);
  const stamp = (Date.now() % 1e7).toString(36);
  const member = (suffix: string) =>
    callApi<{ userId: number; account: string }>(
      request,
      '/v2/app/agent/sub/member/create',
      { account: `tm${stamp}${suffix}`, password: 'first-pass-1' },
      agent.token,
    );
  const sub = await member('a');
  await member('b');
  await callApi(request, '/v2/app/agent/sub/member/promote', { userId: sub.userId, rebateRateBp: 150 }, agent.token);

  // A player whose identity check waits with its three photos.
  const checked = await createPlayer(request, 'kycshots');
  const drawing = await browser.newPage();
  const [front, back, handheld] = await Promise.all(['front', 'back', 'handheld'].map((s) => photo(drawing, s)));
  await drawing.close();
  await callApi(request, '/v2/app/user/kyc/add', { front, back, handheld }, checked.token);

  // The desktop first, enrolling the admin's authenticator; then a phone, signing in with a code of
  // the next step (a code is taken once).
  let secret = '';
  for (const device of ['desktop', 'phone'] as const) {
    const context = await browser.newContext(
      device === 'desktop'
        ? { viewport: { width: 1280, height: 900 } }
        : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
    const page = await context.newPage();
    const shot = (name: string) => path.join(dir, device === 'desktop' ? name : `phone-${name}`);
    await page.goto('/console/login');
    await page.screenshot({ path: shot('console-login-en.png') });
    await page.getByLabel('User name').fill(E2E_CONSOLE_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_CONSOLE_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (device === 'desktop') {
      secret = (await page.getByTestId('totp-secret').innerText()).trim();
      await page.screenshot({ path: shot('console-enrol-en.png') });
      await page.getByLabel('Code from the app').fill(generateSync({ secret }));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('button', { name: 'I have stored them' }).click();
    } else {
      // The next step's code, which the server accepts (one step of clock drift) and was not used.
      const epoch = Math.floor(Date.now() / 1000) + 30;
      await page.getByLabel('Code').fill(generateSync({ secret, epoch }));
      await page.getByRole('button', { name: 'Verify' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await shootScreens(page, shot);
    await context.close();
  }

  async function shootScreens(page: Page, shot: (name: string) => string) {
    for (const locale of ['en-US', 'ja-JP']) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
      for (const screen of screens) {
        await page.goto(`/console/${screen}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        const name = `console-${screen.replace('/', '-') || 'dashboard'}-${locale.slice(0, 2)}.png`;
        await page.screenshot({ path: shot(name), fullPage: true });
      }
      const lang = locale.slice(0, 2);
      // The player page (a drawer) on its deposits tab.
      await page.goto('/console/players');
      await page.getByRole('searchbox').fill(player.account);
      await page.getByRole('searchbox').press('Enter');
      await page.getByRole('row').filter({ hasText: player.account }).getByRole('button').click();
      await page.getByRole('dialog').getByRole('tab').nth(2).click();
      await page.waitForLoadState('networkidle');
      // Let the tab's ink bar and the table's loading fade finish.
      await expect(page.getByRole('dialog').locator('.ant-spin-spinning')).toHaveCount(0);
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot(`console-player-page-${lang}.png`) });
      // The letter form with a segment chosen.
      await page.goto('/console/letters');
      await page
        .getByRole('button', { name: /Send a letter|メッセージを送信/ })
        .first()
        .click();
      const form = page.getByRole('dialog');
      await form.getByRole('radio').nth(1).check();
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot(`console-letter-segment-${lang}.png`) });
      // The same form kept as a draft to everyone, in two languages: its preview as the inbox shows it.
      await form.getByRole('radio').nth(2).check();
      await form.getByTestId('letter-en-US').getByRole('textbox').nth(0).fill('Spring festival');
      await form
        .getByTestId('letter-en-US')
        .getByRole('textbox')
        .nth(1)
        .fill(
          '<p>Spin in April for <strong>twice</strong> the prizes. <a href="/game/promotion">See the offer</a></p>',
        );
      await form.getByTestId('letter-ja-JP').getByRole('textbox').nth(0).fill('春のフェスティバル');
      await form
        .getByTestId('letter-ja-JP')
        .getByRole('textbox')
        .nth(1)
        .fill('<p>4月のスピンで賞品が<strong>2倍</strong>。<a href="/game/promotion">詳しくはこちら</a></p>');
      await form.getByTestId('letter-save-draft').click();
      const preview = form.getByTestId('letter-preview');
      await expect(preview).toBeVisible();
      await preview.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot(`console-letter-draft-preview-${lang}.png`) });
      await page.keyboard.press('Escape');
      // The drafts list, with the draft just kept.
      await expect(page.getByTestId('letter-drafts').getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: shot(`console-letters-drafts-${lang}.png`), fullPage: true });

      // An identity check opened for review: the three photos side by side.
      await page.goto('/console/kyc');
      await page.getByRole('row').filter({ hasText: checked.account }).getByRole('button').first().click();
      const review = page.getByRole('dialog');
      await expect(review.locator('.console-photos img')).toHaveCount(3);
      await expect
        .poll(() =>
          review
            .locator('.console-photos img')
            .evaluateAll((imgs) =>
              imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot(`console-kyc-review-${lang}.png`) });

      // The withdrawal in review, its approval asked to be confirmed.
      await page.goto('/console/withdrawals');
      const waiting = page.getByRole('row').filter({ hasText: withdrawSn });
      await waiting.getByRole('button').first().click();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot(`console-withdrawal-review-${lang}.png`) });
      await page.keyboard.press('Escape');

      // The agent's tree: its sub-agent and its player.
      await page.goto('/console/agents');
      // The status tabs: all, pending, approved, ...
      await page.locator('.ant-segmented-item').nth(2).click();
      await page
        .getByRole('row')
        // Its own row ("account (#id)"), not its sub-agent's, which names it as the parent.
        .filter({ hasText: `${agent.account} (#` })
        .getByRole('button', { name: /^(Tree|ツリー)$/ })
        .click();
      const tree = page.getByRole('dialog');
      await expect(tree.getByRole('row').filter({ hasText: sub.account })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot(`console-agent-tree-${lang}.png`) });
    }
  }
});
