// Bonus funds end to end (issue #15), as a new player on both viewports: the deposit form says before
// paying that 5,000 coins earn 5,000 bonus coins; paid on the sandbox cashier, the order's record shows
// the bonus; the user centre and the bonus page show cash 5,000 and bonus 5,000 wagered 0 of 100,000;
// spins on a machine move the machine's meter; a withdrawal asks to give the bonus up and, confirmed,
// goes through with the bonus gone. A visitor sees the promotions' calls to action and the weekly
// rebate's rules with a sign-in prompt. Screenshots with SCREENSHOTS=1, in English and Japanese.
import path from 'node:path';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { BonusPage } from './pages/bonus-page';
import { CashierPage } from './pages/cashier-page';
import { DepositPage } from './pages/deposit-page';
import { MachinePage } from './pages/machine-page';
import { RecordPage } from './pages/record-page';
import { WithdrawPage } from './pages/withdraw-page';
import { callApi, coinBalance, createPlayer, depositThroughApi, signInAs, type Player } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');
const FIRST_DEPOSIT_PROMOTION = 'First deposit bonus: 100% up to 10,000 coins';
const WEEKLY_REBATE_ACTIVITY = 'Weekly rebate: 0.5% of every bet back';

interface Wallet {
  cash: string;
  bonus: string;
  active: { wagered: string; wageringRequired: string; status: string } | null;
}

const walletOf = (request: Parameters<typeof callApi>[0], player: Player) =>
  callApi<Wallet>(request, '/v2/app/bonus/wallet', {}, player.token);

function shooter(testInfo: TestInfo) {
  return async (page: Page, name: string, lang = 'en') => {
    if (!process.env.SCREENSHOTS) return;
    await page.screenshot({
      path: path.join(screenshotDir, `bonus-${name}-${testInfo.project.name}-${lang}.png`),
      fullPage: true,
    });
  };
}

/** Takes the screenshot again in Japanese (SCREENSHOTS=1 only), then goes back to English. */
async function inJapanese(
  page: Page,
  address: string,
  ready: (page: Page) => Promise<void>,
  shoot: () => Promise<void>,
) {
  if (!process.env.SCREENSHOTS) return;
  await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
  await page.goto(address);
  await ready(page);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await shoot();
  await page.evaluate(() => window.localStorage.setItem('lang', 'en-US'));
}

/** The payment page's address uses the server's PUBLIC_URL default; send it to the server under test. */
async function routePublicUrlToTestServer(context: BrowserContext, baseURL: string) {
  await context.route(/^http:\/\/localhost:3000\//, (route) =>
    route.fulfill({
      status: 307,
      headers: { location: route.request().url().replace('http://localhost:3000', baseURL) },
    }),
  );
}

test.describe('bonus funds as a player', () => {
  test(
    'a first deposit earns its bonus, spins move the wagering, a withdrawal gives it up once confirmed',
    MOBILE_ONLY,
    async ({ page, context, request, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const isPhone = testInfo.project.name === 'mobile';
      const shot = shooter(testInfo);
      const player = await createPlayer(request, `bonus${testInfo.project.name}`);
      await signInAs(context, player);
      await routePublicUrlToTestServer(context, baseURL!);

      // Before paying: 5,000 coins earn the first deposit bonus of 5,000, wagered 20× within 30 days.
      const deposit = new DepositPage(page);
      await deposit.open();
      await deposit.amount.fill('5000');
      await expect(deposit.coins).toHaveText('5,000 coins');
      const granted = page.getByTestId('deposit-bonus-granted');
      await expect(granted).toContainText('You will get 5,000 bonus coins');
      await expect(granted).toContainText(
        'First deposit bonus: wager 20× the bonus (100,000 coins) within 30 days to move it, and what it wins, to your cash.',
      );
      await deposit.checkAccessibility('(deposit with the bonus preview)');
      await shot(page, 'deposit-preview');
      await inJapanese(
        page,
        '/user/finance/deposit',
        async (p) => {
          await p.locator('#deposit-amount').fill('5000');
          await expect(p.getByTestId('deposit-bonus-granted')).toContainText('5,000');
        },
        () => shot(page, 'deposit-preview', 'ja'),
      );
      if (process.env.SCREENSHOTS) {
        await deposit.open();
        await deposit.amount.fill('5000');
        await expect(granted).toBeVisible();
      }

      // Paid on the sandbox cashier: the order's record shows the bonus it earned.
      const cashier = await deposit.submitToCashier(isPhone);
      await new CashierPage(cashier).pay.click();
      await cashier.waitForURL(/\/user\/record\?tab=deposit&order=/);
      const records = new RecordPage(cashier);
      await records.waitForPage();
      const orderSn = new URL(cashier.url()).searchParams.get('order')!;
      await expect(records.record(orderSn).getByTestId('deposit-bonus')).toContainText(
        '5,000 bonus coins (First deposit bonus)',
      );
      await records.checkAccessibility('(deposit record with its bonus)');
      expect(await walletOf(request, player)).toMatchObject({
        cash: '5000',
        bonus: '5000',
        active: { wagered: '0', wageringRequired: '100000', status: 'active' },
      });

      // The user centre shows cash and bonus beside the balance, with the wagering.
      const app = new AppPage(cashier);
      await app.goto('/user/user-center');
      const summary = cashier.getByTestId('bonus-summary');
      await expect(summary.getByTestId('bonus-wallet-cash')).toHaveText('5,000 coins');
      await expect(summary.getByTestId('bonus-wallet-bonus')).toHaveText('5,000 coins');
      await expect(summary.getByTestId('bonus-wagering')).toHaveText('Wagered 0 of 100,000 coins');
      await shot(cashier, 'user-centre');

      // The bonus page: progress, expiry, what each game kind counts; axe-clean.
      await summary.getByTestId('to-bonus').click();
      const bonus = new BonusPage(cashier);
      await bonus.expectTitle('Bonus funds');
      await expect(bonus.cash).toHaveText('5,000 coins');
      await expect(bonus.bonus).toHaveText('5,000 coins');
      await expect(bonus.wagering).toHaveText('Wagered 0 of 100,000 coins');
      await expect(bonus.active.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await expect(bonus.active.getByTestId('bonus-expires')).toContainText('30 days left');
      await expect(bonus.contribution).toContainText('Video slots');
      await expect(bonus.contribution).toContainText('Pachislot');
      await expect(bonus.statuses.first()).toHaveText('Being wagered');
      await bonus.checkAccessibility('(bonus page)');
      await shot(cashier, 'page');
      await inJapanese(
        cashier,
        '/user/bonus',
        (p) => expect(p.getByTestId('bonus-active')).toBeVisible(),
        () => shot(cashier, 'page', 'ja'),
      );

      // The promotion now leads to the bonus's progress.
      await app.goto('/game/promotion');
      const promotion = cashier.locator('li', { has: cashier.getByText(FIRST_DEPOSIT_PROMOTION) });
      await expect(promotion.getByRole('link', { name: 'See progress: First deposit bonus' })).toHaveAttribute(
        'href',
        '/user/bonus',
      );

      // Spins on a machine: cash pays the bets, and each one moves the meter's wagering on.
      const machine = new MachinePage(cashier);
      await machine.goto('/amigo/machine/S-001');
      const meter = cashier.getByTestId('bonus-meter');
      await expect(meter.getByTestId('bonus-meter-amount')).toHaveText('5,000 coins');
      await expect(meter.getByTestId('bonus-meter-wagering')).toHaveText('Wagered 0 of 100,000 coins');
      await machine.spinAndWait();
      await expect(meter.getByTestId('bonus-meter-wagering')).toHaveText('Wagered 20 of 100,000 coins');
      await machine.spinAndWait();
      await expect(meter.getByTestId('bonus-meter-wagering')).toHaveText('Wagered 40 of 100,000 coins');
      await machine.checkAccessibility('(machine with the bonus meter)');
      await shot(cashier, 'machine');
      const played = await walletOf(request, player);
      expect(played).toMatchObject({ bonus: '5000', active: { wagered: '40' } });
      const cash = Number(played.cash);
      expect(String(cash)).toBe(await coinBalance(request, player));

      // The weekly rebate counts those cash bets on Sakura Fortune.
      const { list: offers } = await callApi<{ list: { id: number; code: string }[] }>(
        request,
        '/v2/app/bonus/offers',
        {},
        player.token,
      );
      const rebate = offers.find((offer) => offer.code === 'weekly-rebate')!;
      await app.goto(`/activity/rebate/${rebate.id}`);
      await expect(cashier.getByTestId('rebate-basis')).toHaveText('40 coins');
      await expect(cashier.getByTestId('rebate-estimate')).toContainText('This week so far');

      // A withdrawal asks first: keeping the bonus sends nothing; confirming gives it up and withdraws.
      const [bank] = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
      await callApi(
        request,
        '/v2/app/user/bank/save',
        { bankId: bank!.id, cardNumber: '6222020012345678', holderFirstName: 'Taro', holderLastName: 'Yamada' },
        player.token,
      );
      const withdraw = new WithdrawPage(cashier);
      await withdraw.open();
      await withdraw.withdraw('3000', player.fundPassword!);
      await expect(withdraw.forfeitBonus).toContainText(
        'You have 5,000 bonus coins being wagered; withdrawing now forfeits them (winnings from them included).',
      );
      await withdraw.checkAccessibility('(forfeit before withdrawing)');
      await shot(cashier, 'withdraw-forfeit');
      await withdraw.forfeitBonus.getByRole('button', { name: 'Keep playing' }).click();
      await expect(withdraw.forfeitBonus).toHaveCount(0);
      expect(await walletOf(request, player)).toMatchObject({ cash: String(cash), bonus: '5000' });

      await withdraw.withdraw('3000', player.fundPassword!);
      await withdraw.forfeitBonus.getByRole('button', { name: 'Forfeit and withdraw' }).click();
      await expect(withdraw.result).toContainText('Withdrawal review');
      expect(await walletOf(request, player)).toMatchObject({ cash: String(cash - 3000), bonus: '0', active: null });

      // The bonus page says none is being wagered, and the history that it was given up.
      await bonus.open();
      await expect(bonus.wallet).toContainText('No bonus is being wagered.');
      await expect(bonus.bonus).toHaveText('0 coins');
      await expect(bonus.statuses.first()).toHaveText('Given up');
      await bonus.checkAccessibility('(bonus given up)');
    },
  );

  test(
    'giving a bonus up on its page says what is lost, and keeps the cash',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const player = await createPlayer(request, `gvup${testInfo.project.name}`);
      await depositThroughApi(request, player, '2000');
      await signInAs(context, player);
      const bonus = new BonusPage(page);
      await bonus.open();
      await expect(bonus.wagering).toHaveText('Wagered 0 of 40,000 coins');
      await bonus.giveUp.click();
      await expect(bonus.giveUpDialog).toContainText(
        'You will lose 2,000 locked bonus coins, winnings from them included.',
      );
      await expect(bonus.giveUpDialog).toContainText('Your cash of 2,000 coins stays as it is.');
      await bonus.checkAccessibility('(give up dialog)');
      await bonus.giveUpDialog.getByRole('button', { name: 'Give up bonus' }).click();
      await expect(bonus.wallet).toContainText('No bonus is being wagered.');
      await expect(bonus.statuses.first()).toHaveText('Given up');
      expect(await walletOf(request, player)).toMatchObject({ cash: '2000', bonus: '0', active: null });
    },
  );
});

test.describe('bonus offers as a visitor', () => {
  test(
    "the promotions' calls to action, and the weekly rebate's rules with a sign-in prompt",
    MOBILE_ONLY,
    async ({ page }, testInfo) => {
      const shot = shooter(testInfo);
      const app = new AppPage(page);
      await app.goto('/game/promotion');
      const promotion = page.locator('li', { has: page.getByText(FIRST_DEPOSIT_PROMOTION) });
      await expect(promotion.getByRole('link', { name: 'Deposit now: First deposit bonus' })).toHaveAttribute(
        'href',
        '/user/finance/deposit',
      );
      await shot(page, 'promotions');
      await inJapanese(
        page,
        '/game/promotion',
        (p) => expect(p.getByTestId('bonus-offer-action').first()).toBeVisible(),
        () => shot(page, 'promotions', 'ja'),
      );

      await app.goto('/activity');
      const activity = page.locator('li', { has: page.getByText(WEEKLY_REBATE_ACTIVITY) });
      await activity.getByRole('link', { name: 'Details: Weekly rebate' }).click();
      await expect(page).toHaveURL(/\/activity\/rebate\/\d+$/);
      await app.expectTitle('Rebate details');
      const rules = page.getByTestId('rebate-rules');
      await expect(rules.getByRole('heading', { name: 'Weekly rebate' })).toBeVisible();
      await expect(rules).toContainText('0.5% of your cash bets on Sakura Fortune and Neon 777.');
      await expect(rules).toContainText(
        'Counted each week, Monday to Sunday (site time), and paid after the week closes.',
      );
      await expect(rules).toContainText('Paid when it comes to at least 10 coins.');
      await expect(rules).toContainText('No wagering: the rebate goes straight to your cash.');
      await expect(page.getByTestId('rebate-sign-in')).toBeVisible();
      await expect(page.getByTestId('rebate-estimate')).toHaveCount(0);
      await shot(page, 'rebate');
      const address = new URL(page.url()).pathname;
      await inJapanese(
        page,
        address,
        (p) => expect(p.getByTestId('rebate-rules')).toBeVisible(),
        () => shot(page, 'rebate', 'ja'),
      );
    },
  );
});
