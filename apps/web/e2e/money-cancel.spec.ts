// Taking money orders back, as a player: a deposit made with a quick amount and left unpaid is
// cancelled, another one is continued on its payment page and paid, and a withdrawal still in review is
// cancelled, its coins back in the balance at once. Max fills the balance into the withdrawal form.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CashierPage } from './pages/cashier-page';
import { DepositPage } from './pages/deposit-page';
import { RecordPage } from './pages/record-page';
import { WithdrawPage } from './pages/withdraw-page';
import { callApi, coinBalance, createPlayer, depositThroughApi, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

/** Payment-page addresses use the server's PUBLIC_URL; requests there go on to the server under test. */
async function routePublicUrlToTestServer(context: BrowserContext, baseURL: string) {
  await context.route(/^http:\/\/localhost:3000\//, (route) =>
    route.fulfill({
      status: 307,
      headers: { location: route.request().url().replace('http://localhost:3000', baseURL) },
    }),
  );
}

const pendingOrder = (page: Page, orderSn: string) =>
  page.getByTestId('pending-deposits').locator(`li[data-order="${orderSn}"]`);

test.describe('taking money orders back', () => {
  test(
    'cancel an unpaid deposit, continue another, cancel a withdrawal in review',
    MOBILE_ONLY,
    async ({ page, context, request, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const isPhone = testInfo.project.name === 'mobile';
      const player = await createPlayer(request, `undo${testInfo.project.name}`);
      await depositThroughApi(request, player, '10000');
      await signInAs(context, player);
      await routePublicUrlToTestServer(context, baseURL!);

      // A deposit with a quick amount, left unpaid on the cashier.
      const deposit = new DepositPage(page);
      await deposit.open();
      await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '¥5,000' }).click();
      await expect(deposit.amount).toHaveValue('5000');
      await expect(deposit.coins).toHaveText('5,000 coins');
      const cashier = await deposit.submitToCashier(isPhone);
      const leftSn = cashier.url().split('/').pop()!;
      if (!isPhone) await cashier.close();

      // A second unpaid order, made elsewhere (another tab, say).
      const channels = await callApi<{ id: number; code: string }[]>(request, '/v2/app/pay/query', {}, player.token);
      const second = await callApi<{ orderSn: string }>(
        request,
        '/v2/app/pay/order',
        {
          channelId: channels.find((c) => c.code === 'sandbox-jpy')!.id,
          amount: '2000',
          requestKey: `undo${Date.now()}`,
        },
        player.token,
      );

      // Both wait on the deposit page; the first is cancelled after a confirmation.
      await deposit.open();
      await expect(pendingOrder(page, leftSn)).toContainText('¥5,000');
      await expect(pendingOrder(page, second.orderSn)).toContainText('¥2,000');
      await pendingOrder(page, leftSn)
        .getByRole('button', { name: `Cancel order ${leftSn} (¥5,000)` })
        .click();
      const dialog = page.getByTestId('deposit-cancel-dialog');
      await expect(dialog).toContainText(leftSn);
      await deposit.checkAccessibility('(cancel dialog)');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.locator('#toast-announcer')).toHaveText('Order cancelled');
      await expect(pendingOrder(page, leftSn)).toHaveCount(0);

      // The other is continued: its payment page opens again and takes the payment.
      const continued = pendingOrder(page, second.orderSn).getByRole('link', {
        name: `Continue paying order ${second.orderSn} (¥2,000)`,
      });
      let payPage = page;
      if (isPhone) await continued.click();
      else [payPage] = await Promise.all([context.waitForEvent('page'), continued.click()]);
      await payPage.waitForURL(new RegExp(`/sandbox/cashier/${second.orderSn}$`));
      await new CashierPage(payPage).pay.click();
      await payPage.waitForURL(/\/user\/record\?tab=deposit&order=/);
      const records = new RecordPage(payPage);
      await records.waitForPage();
      await expect(records.record(second.orderSn).getByTestId('status-tag')).toHaveText('Payment successful');
      await expect(records.record(leftSn).getByTestId('status-tag')).toHaveText('Cancelled');
      await expect(records.record(leftSn).getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
      // The cancelled order's page no longer takes a payment.
      const closed = await request.get(`/sandbox/cashier/${leftSn}`);
      expect(await closed.text()).toContain('This order is cancelled.');
      const afterDeposits = BigInt(await coinBalance(request, player));
      expect(afterDeposits).toBeGreaterThanOrEqual(12000n);

      // A withdrawal in review is cancelled: the coins come back at once.
      const banks = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
      const card = await callApi<{ id: number }>(
        request,
        '/v2/app/user/bank/save',
        { bankId: banks[0]!.id, cardNumber: '62220200', holderFirstName: 'Taro', holderLastName: 'Yamada' },
        player.token,
      );
      const payouts = await callApi<{ id: number }[]>(request, '/v2/app/draw/channels', {}, player.token);
      const withdrawal = await callApi<{ withdrawSn: string }>(
        request,
        '/v2/app/draw/withdraw',
        {
          channelId: payouts[0]!.id,
          bankCardId: card.id,
          amount: '3000',
          fundPassword: player.fundPassword,
          requestKey: `undo-w${Date.now()}`,
          forfeitBonus: true,
        },
        player.token,
      );
      const held = BigInt(await coinBalance(request, player));
      const withdraw = new WithdrawPage(payPage);
      await withdraw.open();
      await expect(withdraw.form).toBeVisible();
      const coins = (n: bigint) => `${n.toLocaleString('en-US')} coins`;
      await expect(withdraw.balance).toHaveText(coins(held));
      // Max fills in the whole balance (within the channel's maximum).
      await payPage.getByTestId('withdraw-max').click();
      await expect(withdraw.amount).toHaveValue(held.toString());
      const inReview = payPage.getByTestId('review-withdrawals').locator(`li[data-order="${withdrawal.withdrawSn}"]`);
      await inReview.getByRole('button', { name: `Cancel withdrawal ${withdrawal.withdrawSn} (3,000 coins)` }).click();
      const cancelDialog = payPage.getByTestId('withdrawal-cancel-dialog');
      await expect(cancelDialog).toContainText('3,000 coins return to your balance at once');
      await cancelDialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
      await expect(payPage.locator('#toast-announcer')).toHaveText(
        'Withdrawal cancelled: 3,000 coins are back in your balance.',
      );
      await expect(withdraw.balance).toHaveText(coins(held + 3000n));
      await expect(inReview).toHaveCount(0);
      expect(BigInt(await coinBalance(request, player))).toBe(held + 3000n);

      // The records say so, with nothing left to cancel.
      await withdraw.goto('/user/record?tab=withdraw');
      const row = records.record(withdrawal.withdrawSn);
      await expect(row.getByTestId('status-tag')).toHaveText('Cancelled by you');
      await expect(row.getByRole('button', { name: /Cancel withdrawal/ })).toHaveCount(0);
    },
  );
});
