// The game hall end to end, as a player: deposit through the sandbox cashier, find a machine on the
// floor, read its springboard, spin, see the balance follow the round, reveal the seed, find the round
// in the game records and verify it in the browser. Players are made through the real API.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { callApi, coinBalance, createPlayer, depositThroughApi, signInAs, type Player } from './support/player';
import { DESKTOP_ONLY } from './support/viewports';

class HallPage extends AppPage {
  readonly tile = (machineId: string) => this.page.locator(`li.machine-tile[data-machine="${machineId}"]`);
  readonly group = (gameId: string) => this.page.locator(`section.game-group[data-game="${gameId}"]`);

  async open() {
    await this.goto('/amigo');
    await expect(this.tile('S-001')).toBeVisible();
  }
}

class MachinePage extends AppPage {
  readonly machine: Locator = this.page.getByTestId('machine');
  readonly balance: Locator = this.page.getByTestId('machine-balance');
  readonly spinButton: Locator = this.page.getByTestId('spin-button');
  readonly reels: Locator = this.page.getByTestId('reels');
  readonly recentRounds: Locator = this.page.getByTestId('recent-rounds');
  readonly rotate: Locator = this.page.getByTestId('rotate-seed');
  readonly revealed: Locator = this.page.getByTestId('revealed-server-seed');
  readonly shortOfCoins: Locator = this.page.getByTestId('short-of-coins');

  async spinAndWait() {
    await this.spinButton.click();
    await expect(this.spinButton).toHaveAttribute('aria-busy', 'true');
    // The reels stop one by one (and through any free spins) before the button comes back.
    await expect(this.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  }
}

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
    await expect(page.locator('section.game-group').first()).toHaveAttribute('data-game', 'neon-777');
    await page.getByTestId('favourites-only').check();
    await expect(hall.group('sakura-fortune')).toHaveCount(0);
    await page.getByTestId('favourites-only').uncheck();

    // The springboard: rules, paytable and the committed seed.
    await tile.getByRole('link', { name: hall.t('game:hall.playMachine', { id: 'S-001' }) }).click();
    await hall.expectPath('/amigo-springboard?machineId=S-001');
    await hall.waitForPage();
    await expect(page.getByRole('heading', { name: hall.t('game:springboard.paytable') })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: hall.t('game:symbols.sakura-fortune.H1') })).toBeVisible();
    await expect(page.getByTestId('server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await hall.checkAccessibility('(springboard)');
    await page.getByTestId('start-playing').click();

    // The machine: spin, and the balance follows the round the server played.
    const machine = new MachinePage(page);
    await hall.expectPath('/amigo/machine/S-001');
    await expect(machine.balance).toHaveText(coins(5000));
    await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false');
    await machine.checkAccessibility('(machine before a spin)');
    await machine.spinAndWait();
    const round = await newestRound(page, player);
    expect(round.machineId).toBe('S-001');
    expect(round.bet).toBe('20');
    const balance = 5000 - Number(round.bet) + Number(round.win);
    expect(await coinBalance(request, player)).toBe(String(balance));
    await expect(machine.balance).toHaveText(coins(balance));
    await expect(machine.recentRounds.locator(`[data-round="${round.roundSn}"]`)).toBeVisible();
    await machine.checkAccessibility('(machine after a spin)');

    // Rotating the seed pair reveals the server seed the round was drawn from.
    await machine.rotate.click();
    await expect(machine.revealed).toHaveText(/^[0-9a-f]{64}$/);

    // The round in the game records.
    await page.getByRole('link', { name: hall.t('game:machine.allRecords') }).click();
    await hall.expectPath('/user/record?tab=game');
    await hall.waitForPage();
    await expect(page.getByRole('tab', { name: hall.t('finance:record.tabs.game') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const record = page.locator(`li.record-card[data-round="${round.roundSn}"]`);
    await expect(record).toContainText('Sakura Fortune');
    await expect(record).toContainText('S-001');
    await expect(page.getByTestId('game-totals')).toContainText(coins(round.bet));
    await hall.checkAccessibility('(game records)');

    // Verify it: recomputed in the browser, it matches the stored round and the committed hash.
    await record.getByRole('link', { name: hall.t('game:records.verifyRound', { roundSn: round.roundSn }) }).click();
    await hall.expectPath(`/amigo/verify?roundSn=${round.roundSn}`);
    await hall.waitForPage();
    await expect(page.getByTestId('verify-verdict')).toContainText(hall.t('game:verify.match'));
    await expect(page.getByTestId('verify-verdict')).not.toContainText(hall.t('game:verify.mismatch'));
    await expect(page.getByTestId('hash-check')).toHaveText(hall.t('game:verify.hashMatches'));
    await expect(page.getByTestId('replayed-win')).toHaveText(Number(round.win).toLocaleString('en-US'));
    await hall.checkAccessibility('(verify)');
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
      await expect(page.getByTestId('bet')).toContainText(coins(3));
      await machine.spinButton.click();
      await expect(machine.shortOfCoins).toBeVisible();
      await expect(machine.shortOfCoins).toContainText(machine.t('game:machine.shortTitle'));
      await machine.checkAccessibility('(not enough coins)');
      await machine.shortOfCoins.getByRole('link', { name: machine.t('game:machine.deposit') }).click();
      await machine.expectPath('/user/finance/deposit');
      expect(await coinBalance(request, player)).toBe('0');
    },
  );
});
