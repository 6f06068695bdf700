// Screenshots of the game hall for review (issue 16): the floor (detailed and compact), a video slot
// and a pachislot caught mid-play, and the pachislot's BIG stage, at the phone and desktop sizes in
// English and Japanese. Taken only with SCREENSHOTS=1 (playwright.config.ts); they land in
// GAME_SHOTS_DIR (/tmp/game-shots unless set), which is not committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PACHI_REELS } from '@hall/game-engine/pachislot';
import { AppPage } from './pages/app-page';
import { callApi, createPlayer, depositThroughApi, signInAs } from './support/player';

const dir = process.env.GAME_SHOTS_DIR ?? '/tmp/game-shots';
mkdirSync(dir, { recursive: true });

for (const locale of ['en-US', 'ja-JP']) {
  const lang = locale.slice(0, 2);

  test(`game hall and machines mid-play in ${locale}`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    const width = testInfo.project.name === 'mobile' ? 390 : 1280;
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: path.join(dir, `${name}-${width}-${lang}.png`), fullPage });
    const player = await createPlayer(request, `gs${lang}${testInfo.project.name}`);
    await depositThroughApi(request, player, '50000');
    // Some play, so the floor and the data counters have something to show.
    for (const [machineId, lineBet, games] of [
      ['P-001', undefined, 40],
      ['S-001', 1, 10],
      ['P-002', undefined, 10],
    ] as const) {
      for (let i = 0; i < games; i++) {
        await callApi(
          request,
          '/v2/app/game/spin',
          { machineId, lineBet, requestKey: `gs${lang}${testInfo.project.name}${machineId}${i}${Date.now()}` },
          player.token,
        );
      }
    }
    await signInAs(context, player, locale);
    const app = new AppPage(page, locale);

    await app.goto('/amigo');
    await page.getByTestId('recently-played').waitFor();
    await shot('hall');
    await page.getByTestId('hall-view-compact').click();
    await shot('hall-compact', true);
    await page.getByTestId('hall-view-detailed').click();

    // The video slot mid-spin: the answer is held back so the reels are caught moving.
    await page.route('**/v2/app/game/spin', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await app.goto('/amigo/machine/S-001');
    await page.getByTestId('reels').waitFor();
    await page.getByTestId('spin-button').click();
    await page.waitForTimeout(700);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await shot('slot-mid-play');
    await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await page.unrouteAll();

    // The pachislot mid-play: the first reel stopped by its button, the others still spinning.
    await page.route('**/v2/app/game/spin', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await app.goto('/amigo/machine/P-001');
    await page.getByTestId('reels').waitFor();
    await page.getByTestId('max-bet').click();
    await page.getByTestId('spin-button').click();
    await page.waitForTimeout(900);
    await page.getByTestId('stop-button-0').click();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(500);
    await shot('pachislot-mid-play');
    const bottom = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    };
    console.log(
      `${width} ${lang}: stop buttons end at ${await bottom('stop-button-0')}, lever at ${await bottom('spin-button')} of ${page.viewportSize()?.height}`,
    );
    await page.getByTestId('stop-button-2').click();
    await page.getByTestId('stop-button-1').click();
    await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await page.unrouteAll();

    // A BIG as its own stage (the server's answer with the BIG's stops and flag set).
    await page.route('**/v2/app/game/spin', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      Object.assign(body.data, {
        win: '312',
        outcome: { flag: 'big', stops: PACHI_REELS.map((strip) => strip.indexOf('7')), centre: ['7', '7', '7'] },
      });
      await route.fulfill({ response, json: body });
    });
    await page.getByTestId('spin-button').click();
    await page.getByTestId('spin-button').click();
    await page.getByTestId('bonus-stage').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(4500);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await shot('pachislot-big-stage');
    await page.unrouteAll();
  });
}
