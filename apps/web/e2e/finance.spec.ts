// Money end to end, as a player: deposit through the sandbox cashier, bind a card, withdraw, follow the
// withdrawal through review to payout in the records. Players are made through the real API; the
// operator's approval goes through the operator API. Screenshots for review with SCREENSHOTS=1.
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { BankCardPage } from './pages/bank-card-page';
import { CashierPage } from './pages/cashier-page';
import { DepositPage } from './pages/deposit-page';
import { RecordPage } from './pages/record-page';
import { WithdrawPage } from './pages/withdraw-page';
import { expectAccessible } from './support/a11y';
import { approveWithdrawal, callApi, coinBalance, createPlayer, depositThroughApi, signInAs } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');
const CARD_NUMBER = '6222 0200 1234 5678';

/**
 * The server writes payment-page addresses with its PUBLIC_URL, which the end-to-end server leaves at
 * its default (http://localhost:3000). Requests there are sent on to the server under test, as a
 * reverse proxy in front of the site would.
 */
async function routePublicUrlToTestServer(context: BrowserContext, baseURL: string) {
  await context.route(/^http:\/\/localhost:3000\//, (route) =>
    route.fulfill({
      status: 307,
      headers: { location: route.request().url().replace('http://localhost:3000', baseURL) },
    }),
  );
}

test.describe('money as a player', () => {
  test('deposit through the cashier, bind a card, withdraw, and follow it to payout', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const isPhone = testInfo.project.name === 'mobile';
    const player = await createPlayer(request, `jour${testInfo.project.name}`);
    await signInAs(context, player);
    await routePublicUrlToTestServer(context, baseURL!);

    // Deposit 5,000 yen: the form shows the coins it buys, the cashier takes the payment.
    const deposit = new DepositPage(page);
    await deposit.open();
    await expect(deposit.balance).toHaveText('0 coins');
    await expect(deposit.creditNote).toBeVisible();
    await deposit.amount.fill('5000');
    await expect(deposit.coins).toHaveText('5,000 coins');
    const cashier = await deposit.submitToCashier(isPhone);
    const cashierPage = new CashierPage(cashier);
    await expect(cashierPage.heading).toBeVisible();
    await cashierPage.pay.click();

    // Back in the records: the result is told, the order marked and paid.
    await cashier.waitForURL(/\/user\/record\?tab=deposit&order=/);
    const records = new RecordPage(cashier);
    await records.waitForPage();
    await expect(records.toastRegion).toHaveText('Payment successful. Your coins have been credited.');
    const orderSn = new URL(cashier.url()).searchParams.get('order')!;
    const order = records.record(orderSn);
    await expect(order).toHaveAttribute('aria-current', 'true');
    await expect(order.getByTestId('status-tag')).toHaveText('Payment successful');
    await expect(order).toContainText('¥5,000');
    await expect(records.tab('Deposits')).toHaveAttribute('aria-selected', 'true');
    await records.checkAccessibility('(back from the cashier)');
    expect(await coinBalance(request, player)).toBe('5000');

    // The balance shows the coins on the deposit page too.
    const home = new DepositPage(cashier);
    await home.open();
    await expect(home.balance).toHaveText('5,000 coins');

    // Bind a card: the holder's names come from the profile.
    const cards = new BankCardPage(cashier);
    await cards.open();
    await expect(cards.lastName).toHaveValue('Yamada');
    await expect(cards.firstName).toHaveValue('Taro');
    await cards.bank.selectOption({ label: 'MUFG Bank' });
    await cards.cardNumber.fill(CARD_NUMBER);
    await cards.submit.click();
    await expect(cards.card('5678')).toContainText('**** **** 5678');
    await expect(cards.card('5678')).toContainText('MUFG Bank');
    await cards.checkAccessibility('(card bound)');

    // Withdraw 3,000 coins: fee and payout shown live, the result is in review.
    const withdraw = new WithdrawPage(cashier);
    await withdraw.open();
    await expect(withdraw.form).toBeVisible();
    await withdraw.amount.fill('3000');
    await expect(withdraw.fee).toHaveText('200 coins');
    await expect(withdraw.payout).toHaveText('¥2,800');
    await withdraw.withdraw('3000', player.fundPassword!, { confirm: false });
    // Nothing is sent before the player has checked what leaves, what arrives and where.
    await expect(withdraw.confirmDialog).toContainText('3,000 coins');
    await expect(withdraw.confirmDialog.getByTestId('withdraw-confirm-fee')).toHaveText('200 coins');
    await expect(withdraw.confirmDialog.getByTestId('withdraw-confirm-payout')).toHaveText('¥2,800');
    await expect(withdraw.confirmDialog.getByTestId('withdraw-confirm-card')).toContainText('5678');
    await withdraw.checkAccessibility('(withdrawal to confirm)');
    await withdraw.confirmButton.click();
    // The first deposit earned a bonus still being wagered: withdrawing gives it up, once confirmed.
    await withdraw.forfeitBonus.getByRole('button', { name: 'Forfeit and withdraw' }).click();
    await expect(withdraw.result).toContainText('Withdrawal review');
    const withdrawSn = (await withdraw.resultSn.textContent())!;
    await expect(withdraw.balance).toHaveText('2,000 coins');
    await withdraw.checkAccessibility('(withdrawal submitted)');

    // The records show it in review; once approved and paid out, successful.
    await withdraw.recordsLink.click();
    await records.waitForPage();
    await expect(records.tab('Withdrawals')).toHaveAttribute('aria-selected', 'true');
    await expect(records.record(withdrawSn).getByTestId('status-tag')).toHaveText('Withdrawal review');
    await records.checkAccessibility('(withdrawal in review)');
    await approveWithdrawal(request, withdrawSn);
    await expect(async () => {
      await cashier.reload();
      await expect(records.record(withdrawSn).getByTestId('status-tag')).toHaveText('Withdrawal successful', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(records.record(withdrawSn)).toContainText('¥2,800');
    await expect(records.withdrawalTotals).toContainText('3,000 coins');
    await records.checkAccessibility('(withdrawal paid out)');
  });

  test(
    'withdrawing without a bound card says to bind one first',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(60_000);
      const player = await createPlayer(request, `nocard${testInfo.project.name}`);
      await signInAs(context, player);
      const withdraw = new WithdrawPage(page);
      await withdraw.open();
      await expect(withdraw.bindCardFirst).toContainText('Please bind a bank card first.');
      await expect(withdraw.form).toHaveCount(0);
      await withdraw.bindCardLink.click();
      await withdraw.expectPath('/user/bankcard-setting');
      await withdraw.expectTitle('Bank cards');
    },
  );

  test(
    'a wrong fund password is refused on its field, and a card is removed only after confirming',
    DESKTOP_ONLY,
    async ({ page, context, request }, testInfo) => {
      // A player, a deposit, a card, two refusals and four accessibility checks: slower than the default.
      test.setTimeout(90_000);
      const player = await createPlayer(request, `refuse${testInfo.project.name}`);
      await depositThroughApi(request, player, '4000');
      const banks = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
      await callApi(
        request,
        '/v2/app/user/bank/save',
        { bankId: banks[0]!.id, cardNumber: '12344321', holderFirstName: 'Taro', holderLastName: 'Yamada' },
        player.token,
      );
      await signInAs(context, player);

      const withdraw = new WithdrawPage(page);
      await withdraw.open();
      await withdraw.withdraw('2500', '000000');
      await expect(withdraw.alert).toHaveText('The fund password is wrong.');
      await expect(withdraw.fundPassword).toHaveAttribute('aria-invalid', 'true');
      await withdraw.withdraw('9000', player.fundPassword!, { confirm: false });
      await expect(withdraw.alert).toHaveText('Not enough coins: your balance is 4,000');
      await withdraw.checkAccessibility('(refusals shown)');
      expect(await coinBalance(request, player)).toBe('4000');

      const cards = new BankCardPage(page);
      await cards.open();
      await cards.askToRemove('4321');
      const dialog = cards.removeDialog;
      await expect(dialog).toContainText('**** **** 4321');
      await cards.checkAccessibility('(remove dialog)');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(cards.card('4321')).toBeVisible();
      await cards.askToRemove('4321');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(cards.card('4321')).toHaveCount(0);
      await expect(cards.noCards).toBeVisible();
    },
  );
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request (SCREENSHOTS=1)');

  test('finance pages in English and Japanese', MOBILE_ONLY, async ({ page, context, request }, testInfo) => {
    test.setTimeout(120_000);
    const player = await createPlayer(request, `shot${testInfo.project.name}`);
    await depositThroughApi(request, player, '12000');
    const banks = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
    const card = await callApi<{ id: number }>(
      request,
      '/v2/app/user/bank/save',
      {
        bankId: banks[0]!.id,
        cardNumber: '6222020012345678',
        branchCode: '001',
        branchName: 'Shinjuku',
        holderFirstName: 'Taro',
        holderLastName: 'Yamada',
      },
      player.token,
    );
    const channels = await callApi<{ id: number }[]>(request, '/v2/app/draw/channels', {}, player.token);
    await callApi(
      request,
      '/v2/app/draw/withdraw',
      {
        channelId: channels[0]!.id,
        bankCardId: card.id,
        amount: '3000',
        fundPassword: '246810',
        requestKey: `shot${Date.now()}`,
        // The first deposit's bonus is being wagered: the player agrees to give it up.
        forfeitBonus: true,
      },
      player.token,
    );
    await signInAs(context, player);

    for (const locale of ['en-US', 'ja-JP']) {
      await page.goto('/');
      await page.evaluate((lang) => window.localStorage.setItem('lang', lang), locale);
      const app = new AppPage(page, locale);
      const shot = async (name: string) =>
        page.screenshot({
          path: path.join(screenshotDir, `${testInfo.project.name}-finance-${name}-${locale.slice(0, 2)}.png`),
          fullPage: true,
        });
      await app.goto('/user/finance/deposit');
      await page.locator('#deposit-amount').fill('3000');
      await shot('deposit');
      await app.goto('/user/finance/withdraw');
      await page.locator('#withdraw-amount').fill('2500');
      await shot('withdraw');
      await app.goto('/user/record?tab=deposit');
      await expect(page.getByTestId('deposit-records')).toBeVisible();
      await shot('records');
      await app.goto('/user/record?tab=withdraw');
      await expect(page.getByTestId('withdrawal-records')).toBeVisible();
      await shot('records-withdraw');
      await app.goto('/user/bankcard-setting');
      await shot('bank-cards');
      await expectAccessible(page, locale);
    }
  });
});
