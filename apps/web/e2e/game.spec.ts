// The game hall end to end, as a player: deposit through the sandbox cashier, find a machine on the
// floor, read its springboard, spin, see the balance follow the round, reveal the seed, find the round
// in the game records and verify it in the browser. Players are made through the real API.
import { expect, test, type Page } from '@playwright/test';
import { HallPage } from './pages/hall-page';
import { MachinePage } from './pages/machine-page';
import { RecordPage } from './pages/record-page';
import { SpringboardPage } from './pages/springboard-page';
import { VerifyPage } from './pages/verify-page';
import { callApi, coinBalance, createPlayer, depositThroughApi, signInAs, type Player } from './support/player';
import { DESKTOP_ONLY } from './support/viewports';

const coins = (value: string | number) => `${Number(value).toLocaleString('en-US')} coins`;

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
