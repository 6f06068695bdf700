// The game hall end to end, as a player: deposit through the sandbox cashier, find a machine on the
// floor, read its springboard, spin, see the balance follow the round, reveal the seed, find the round
// in the game records and verify it in the browser. Players are made through the real API.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PACHI_REELS, type PachiSymbol } from '@hall/game-engine/pachislot';
import { HallPage } from './pages/hall-page';
import { MachinePage } from './pages/machine-page';
import { RecordPage } from './pages/record-page';
import { SpringboardPage } from './pages/springboard-page';
import { VerifyPage } from './pages/verify-page';
import { callApi, coinBalance, createPlayer, depositThroughApi, signInAs, type Player } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const coins = (value: string | number) => `${Number(value).toLocaleString('en-US')} coins`;

/** The lines an element's text takes: the distinct tops of its rendered line boxes. */
function linesOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

async function newestRound(page: Page, player: Player) {
  const { list } = await callApi<{ list: { roundSn: string; bet: string; win: string; machineId: string }[] }>(
    page.request,
    '/v2/app/record/game/record/query',
    { page: 1, pageSize: 1 },
    player.token,
  );
  return list[0]!;
}

test.describe('the game hall', () => {
  test('deposit, play a machine, follow the round into the records and verify it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const player = await createPlayer(request, `game${testInfo.project.name}`);
    await depositThroughApi(request, player, '5000');
    await signInAs(context, player);

    // The floor: machines grouped by game, with their status and data.
    const hall = new HallPage(page);
    await hall.open();
    await hall.expectTitle(hall.t('routes.amigo'));
    const tile = hall.tile('S-001');
    await expect(tile.getByTestId('machine-status')).toHaveText(hall.t('game:hall.open'));
    await expect(tile.getByTestId('slump-graph')).toBeVisible();
    await expect(hall.tile('P-001').getByText(hall.t('game:hall.big'), { exact: true })).toBeVisible();

    // A favourite game moves to the top of the floor.
    const neon = hall.group('neon-777');
    const star = neon.getByTestId('favourite-toggle');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(hall.firstGroup).toHaveAttribute('data-game', 'neon-777');
    await hall.favouritesOnly.check();
    await expect(hall.group('sakura-fortune')).toHaveCount(0);
    await hall.favouritesOnly.uncheck();

    // The springboard: rules, paytable and the committed seed.
    await tile.getByRole('link', { name: hall.t('game:hall.playMachine', { id: 'S-001' }) }).click();
    await hall.expectPath('/amigo-springboard?machineId=S-001');
    const springboard = new SpringboardPage(page);
    await springboard.waitForPage();
    await expect(springboard.paytableHeading).toBeVisible();
    await expect(springboard.symbol(hall.t('game:symbols.sakura-fortune.H1'))).toBeVisible();
    await expect(springboard.serverSeedHash).toHaveText(/^[0-9a-f]{64}$/);
    await springboard.checkAccessibility('(springboard)');
    await springboard.startPlaying.click();

    // The machine: spin, and the balance follows the round the server played.
    const machine = new MachinePage(page);
    await hall.expectPath('/amigo/machine/S-001');
    await expect(machine.balance).toHaveText(coins(5000));
    await expect(machine.soundToggle).toHaveAttribute('aria-pressed', 'false');
    await machine.checkAccessibility('(machine before a spin)');
    await machine.spinAndWait();
    const round = await newestRound(page, player);
    expect(round.machineId).toBe('S-001');
    expect(round.bet).toBe('20');
    const balance = 5000 - Number(round.bet) + Number(round.win);
    expect(await coinBalance(request, player)).toBe(String(balance));
    await expect(machine.balance).toHaveText(coins(balance));
    await expect(machine.recentRound(round.roundSn)).toBeVisible();
    await machine.checkAccessibility('(machine after a spin)');

    // Rotating the seed pair reveals the server seed the round was drawn from.
    await machine.rotate.click();
    await expect(machine.revealed).toHaveText(/^[0-9a-f]{64}$/);

    // The round in the game records.
    await machine.allRecords.click();
    await hall.expectPath('/user/record?tab=game');
    const records = new RecordPage(page);
    await records.waitForPage();
    await expect(records.tab(hall.t('finance:record.tabs.game'))).toHaveAttribute('aria-selected', 'true');
    const record = records.gameRound(round.roundSn);
    await expect(record).toContainText('Sakura Fortune');
    await expect(record).toContainText('S-001');
    await expect(records.gameTotals).toContainText(coins(round.bet));
    await records.checkAccessibility('(game records)');

    // Verify it: recomputed in the browser, it matches the stored round and the committed hash.
    await record.getByRole('link', { name: hall.t('game:records.verifyRound', { roundSn: round.roundSn }) }).click();
    await hall.expectPath(`/amigo/verify?roundSn=${round.roundSn}`);
    const verify = new VerifyPage(page);
    await verify.waitForPage();
    await expect(verify.verdict).toContainText(hall.t('game:verify.match'));
    await expect(verify.verdict).not.toContainText(hall.t('game:verify.mismatch'));
    await expect(verify.hashCheck).toHaveText(hall.t('game:verify.hashMatches'));
    await expect(verify.replayedWin).toHaveText(Number(round.win).toLocaleString('en-US'));
    await verify.checkAccessibility('(verify)');
  });

  test(
    'the fruit machine: its paytable, a game played to its result, and that round verified in the browser',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      const player = await createPlayer(request, `fruit${testInfo.project.name}`);
      await depositThroughApi(request, player, '1000');
      await signInAs(context, player);

      const hall = new HallPage(page);
      await hall.open();
      await expect(hall.group('lucky-cherry')).toBeVisible();
      await hall
        .tile('F-001')
        .getByRole('link', { name: hall.t('game:hall.playMachine', { id: 'F-001' }) })
        .click();
      const springboard = new SpringboardPage(page);
      await springboard.waitForPage();
      // Three of a kind only: the table has no 4- or 5-of-a-kind column and no scatter row.
      await expect(springboard.symbol(hall.t('game:symbols.lucky-cherry.L4'))).toBeVisible();
      await expect(page.getByRole('columnheader', { name: hall.t('game:paytable.ofAKind', { n: 4 }) })).toHaveCount(0);
      await expect(page.getByText(hall.t('game:rules.lucky-cherry.single'))).toBeVisible();
      await springboard.checkAccessibility('(fruit machine springboard)');
      await springboard.startPlaying.click();

      const machine = new MachinePage(page);
      await hall.expectPath('/amigo/machine/F-001');
      await expect(machine.balance).toHaveText(coins(1000));
      await machine.spinAndWait();
      const round = await newestRound(page, player);
      expect(round.machineId).toBe('F-001');
      // The smallest line bet on five lines.
      expect(round.bet).toBe('5');
      await expect(machine.balance).toHaveText(coins(1000 - 5 + Number(round.win)));
      await machine.checkAccessibility('(fruit machine after a spin)');
      await machine.rotate.click();
      await expect(machine.revealed).toHaveText(/^[0-9a-f]{64}$/);

      await page.goto(`/amigo/verify?roundSn=${round.roundSn}`);
      const verify = new VerifyPage(page);
      await verify.waitForPage();
      await expect(verify.verdict).toContainText(hall.t('game:verify.match'));
      await expect(verify.hashCheck).toHaveText(hall.t('game:verify.hashMatches'));
      await expect(verify.replayedWin).toHaveText(Number(round.win).toLocaleString('en-US'));
    },
  );

  test(
    'a player without enough coins is told so and shown the way to deposit',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      const player = await createPlayer(request, `broke${testInfo.project.name}`);
      await signInAs(context, player);
      const machine = new MachinePage(page);
      await machine.goto('/amigo/machine/P-001');
      await expect(machine.balance).toHaveText(coins(0));
      await expect(machine.bet).toContainText(coins(3));
      await machine.spinButton.click();
      await expect(machine.shortOfCoins).toBeVisible();
      await expect(machine.shortOfCoins).toContainText(machine.t('game:machine.shortTitle'));
      await machine.checkAccessibility('(not enough coins)');
      await machine.depositLink.click();
      await machine.expectPath('/user/finance/deposit');
      expect(await coinBalance(request, player)).toBe('0');
    },
  );
});

test.describe('playing a machine like a player expects', () => {
  /** Holds the server's answer to a spin back a moment, so the reels are caught spinning. */
  async function slowSpins(page: Page, ms: number) {
    const answers: { stops?: number[]; flag?: string; spins?: { stops: number[] }[] }[] = [];
    await page.route('**/v2/app/game/spin', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { outcome: (typeof answers)[number] } };
      answers.push(body.data.outcome);
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response, json: body });
    });
    return answers;
  }

  function countSpins(page: Page) {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v2/app/game/spin')) sent.push(request.url());
    });
    return sent;
  }

  test(
    'space spins without scrolling, and a second pull stops the reels at once without a second game',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const player = await createPlayer(request, `space${testInfo.project.name}`);
      await depositThroughApi(request, player, '5000');
      await signInAs(context, player);
      const machine = new MachinePage(page);
      await machine.goto('/amigo/machine/S-001');
      await expect(machine.balance).toHaveText(coins(5000));
      const sent = countSpins(page);
      const answers = await slowSpins(page, 1500);

      // Space with the focus on the page (not in a field): one game, the page does not scroll.
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'true');
      await expect(machine.spinButton).toHaveText(machine.t('game:machine.quickStop'));
      // Space again while the reels spin: a quick stop, not a second game.
      await page.keyboard.press('Space');
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      expect(sent).toHaveLength(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      const first = answers[0]!.spins!.at(-1)!.stops;
      await expect(machine.reels).toHaveAttribute('data-stops', first.join(','));

      // Tapping the button again while the reels spin: the same quick stop.
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'true');
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      expect(sent).toHaveLength(2);
      await expect(machine.reels).toHaveAttribute('data-stops', answers[1]!.spins!.at(-1)!.stops.join(','));
      const { list } = await callApi<{ total: number; list: unknown[] }>(
        page.request,
        '/v2/app/record/game/record/query',
        { page: 1, pageSize: 10 },
        player.token,
      );
      expect(list).toHaveLength(2);

      // Space typed into the client seed field stays there.
      await page.getByLabel(machine.t('game:seeds.newClientSeed')).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(2);
    },
  );

  test(
    'a pachislot stops its reels in the order the stop buttons are pressed, on the server’s result, with its data counter, REPLAY and bonus stages',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(120_000);
      const player = await createPlayer(request, `pachi${testInfo.project.name}`);
      await depositThroughApi(request, player, '5000');
      await signInAs(context, player);
      const machine = new MachinePage(page);
      await machine.goto('/amigo/machine/P-003');
      await expect(machine.balance).toHaveText(coins(5000));
      await expect(machine.dataCounter).toBeVisible();
      const gamesBefore = Number(await machine.dataCounter.getByTestId('data-counter-total').textContent());
      const answers = await slowSpins(page, 1200);

      await expect(machine.maxBet).toHaveAttribute('aria-pressed', 'false');
      await machine.maxBet.click();
      await expect(machine.maxBet).toHaveAttribute('aria-pressed', 'true');
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'true');
      // Right, left, centre: each button goes dark once pressed.
      for (const reel of [2, 0, 1]) {
        await expect(machine.stopButton(reel)).toBeEnabled();
        await machine.stopButton(reel).click();
        await expect(machine.stopButton(reel)).toBeDisabled();
      }
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await expect(machine.reels).toHaveAttribute('data-landed', '2,0,1');
      await expect(machine.reels).toHaveAttribute('data-stops', answers[0]!.stops!.join(','));
      // The data counter on the cabinet counts the game.
      await expect(machine.dataCounter.getByTestId('data-counter-total')).toHaveText(String(gamesBefore + 1));

      // Unpressed, the reels stop by themselves, still on the server's stops.
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await expect(machine.reels).toHaveAttribute('data-landed', '0,1,2');
      await expect(machine.reels).toHaveAttribute('data-stops', answers[1]!.stops!.join(','));
      await page.unrouteAll();

      // A REPLAY is shown as one (the bet back for the next game), then a BIG as its own stage. The
      // server's answers are used with stops and flags set, as the screenshots do.
      const line = (symbol: PachiSymbol) => PACHI_REELS.map((strip) => strip.indexOf(symbol));
      const forced = [
        { win: '3', outcome: { flag: 'replay', stops: line('REPLAY'), centre: ['REPLAY', 'REPLAY', 'REPLAY'] } },
        { win: '312', outcome: { flag: 'big', stops: line('7'), centre: ['7', '7', '7'] } },
      ];
      await page.route('**/v2/app/game/spin', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        Object.assign(body.data, forced.shift());
        await route.fulfill({ response, json: body });
      });
      await machine.spinButton.click();
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await expect(machine.winLine).toHaveText(machine.t('game:pachislot.replayResult', { bet: coins(3) }));
      await expect(machine.replayLamp).toHaveAttribute('data-lit', 'true');
      await expect(machine.maxBet).toHaveAttribute('aria-pressed', 'true');
      await expect(machine.bonusStage).toHaveCount(0);

      await machine.spinButton.click();
      await machine.spinButton.click();
      await expect(machine.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await expect(machine.bonusStage).toHaveText(machine.t('game:pachislot.stage.big'));
      await expect(machine.machine).toHaveAttribute('data-stage', 'big');
      await expect(machine.replayLamp).toHaveAttribute('data-lit', 'false');
      await machine.checkAccessibility('(pachislot in its BIG stage)');
    },
  );

  test(
    'the hall switches to a compact view, remembered, with the recently played machines first',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      const player = await createPlayer(request, `compact${testInfo.project.name}`);
      await depositThroughApi(request, player, '5000');
      for (const machineId of ['P-005', 'P-004']) {
        await callApi(
          request,
          '/v2/app/game/spin',
          { machineId, requestKey: `${machineId}${Date.now()}` },
          player.token,
        );
      }
      await signInAs(context, player);
      const hall = new HallPage(page);
      await hall.open();
      await expect(hall.recentlyPlayed.getByRole('listitem')).toHaveCount(2);
      await expect(hall.recentlyPlayed.getByRole('listitem').first()).toHaveAttribute('data-machine', 'P-004');
      // Within its game, the machine played last comes first among the open ones.
      await expect(hall.group('neon-777').locator('li.machine-tile').first()).toHaveAttribute('data-machine', 'P-004');

      await expect(hall.detailedView).toHaveAttribute('aria-pressed', 'true');
      await hall.compactView.click();
      await expect(hall.tile('S-001')).toHaveClass(/is-compact/);
      await expect(hall.tile('P-004').getByTestId('slump-graph')).toHaveCount(0);
      await page.reload();
      await expect(hall.compactView).toHaveAttribute('aria-pressed', 'true');
      await expect(hall.tile('S-001')).toHaveClass(/is-compact/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await hall.checkAccessibility('(compact hall)');
      await hall.detailedView.click();
      await expect(hall.tile('S-001')).not.toHaveClass(/is-compact/);
    },
  );
});

test.describe('the game hall on a screen', () => {
  test(
    'a round number stays on one line, a seed hash breaks only between groups, and the compact hall keeps ids whole',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(60_000);
      const player = await createPlayer(request, `whole${testInfo.project.name}`);
      await depositThroughApi(request, player, '5000');
      await callApi(
        request,
        '/v2/app/game/spin',
        { machineId: 'S-001', lineBet: 1, requestKey: `w${Date.now()}` },
        player.token,
      );
      const round = await newestRound(page, player);
      await signInAs(context, player, 'vi-VN');

      const records = new RecordPage(page);
      await records.goto('/user/record?tab=game');
      const roundSn = records.gameRound(round.roundSn).locator('dd.mono');
      await expect(roundSn).toHaveText(round.roundSn);
      expect(await linesOf(roundSn)).toBe(1);

      // 64 hex characters: two lines on a phone, each broken between groups of eight, never inside one.
      const machine = new MachinePage(page);
      await machine.goto('/amigo/machine/S-001');
      const hash = page.getByTestId('server-seed-hash');
      await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
      expect(await linesOf(hash)).toBe(2);
      for (const group of await hash.locator('.hash-group').all()) expect(await linesOf(group)).toBe(1);

      // The compact hall: ids on one line, and a row far shorter than a detailed card.
      const hall = new HallPage(page);
      await hall.open();
      await hall.compactView.click();
      const tile = hall.tile('S-001');
      await expect(tile).toHaveClass(/is-compact/);
      expect(await linesOf(tile.locator('.machine-tile-id'))).toBe(1);
      expect((await tile.boundingBox())!.height).toBeLessThanOrEqual(80);
    },
  );

  for (const machineId of ['P-001', 'S-001']) {
    test(
      `the whole ${machineId} machine, lever included, fits a 1280 by 800 screen without scrolling`,
      DESKTOP_ONLY,
      async ({ page, context, request }, testInfo) => {
        const player = await createPlayer(request, `fit${testInfo.project.name}`);
        await signInAs(context, player);
        const machine = new MachinePage(page);
        await machine.goto(`/amigo/machine/${machineId}`);
        await expect(machine.reels).toBeVisible();
        const viewport = page.viewportSize()!;
        expect(viewport.height).toBe(800);
        const parts = [machine.reels, machine.spinButton];
        if (machineId.startsWith('P-')) parts.push(machine.stopButton(0), machine.stopButton(2), machine.maxBet);
        for (const part of parts) {
          const box = (await part.boundingBox())!;
          expect(box.y + box.height, `bottom of ${part.toString()}`).toBeLessThanOrEqual(viewport.height);
        }
      },
    );
  }
});
