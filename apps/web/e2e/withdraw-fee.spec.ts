// The withdrawal fee comes out of the coins withdrawn: on a phone, before the player presses
// Withdraw, the form shows the coins taken from the balance, the fee (said to be taken from the
// amount) and what reaches the bank. Screenshot for review with SCREENSHOTS=1.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WithdrawPage } from './pages/withdraw-page';
import { expectAccessible } from './support/a11y';
import { callApi, createPlayer, depositThroughApi, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');

test(
  'the withdrawal form shows the coins taken, the fee from them and the payout before Withdraw',
  MOBILE_ONLY,
  async ({ page, context, request }) => {
    const player = await createPlayer(request, 'withfee');
    await depositThroughApi(request, player, '5000');
    const [bank] = await callApi<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, player.token);
    await callApi(
      request,
      '/v2/app/user/bank/save',
      { bankId: bank!.id, cardNumber: '6222020012345678', holderFirstName: 'Taro', holderLastName: 'Yamada' },
      player.token,
    );
    await signInAs(context, player);

    const withdraw = new WithdrawPage(page);
    await withdraw.open();
    await withdraw.amount.fill('3000');
    await withdraw.fundPassword.fill(player.fundPassword!);
    const quote = page.getByTestId('withdraw-quote');
    await expect(quote).toContainText('Coins withdrawn from your balance');
    await expect(page.getByTestId('withdraw-coins')).toHaveText('3,000 coins');
    await expect(quote).toContainText('Fee (200 coins, taken from the amount)');
    await expect(withdraw.fee).toHaveText('200 coins');
    await expect(withdraw.payout).toHaveText('¥2,800');
    // All of it is on the screen above the button, before anything is sent.
    const button = await withdraw.submit.boundingBox();
    const payout = await withdraw.payout.boundingBox();
    expect(payout!.y).toBeLessThan(button!.y);
    await expectAccessible(page, '(withdrawal with its fee)');
    if (process.env.SCREENSHOTS) {
      // The phone's screen as the player sees it before confirming: the figures and the button.
      await withdraw.submit.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(screenshotDir, 'withdraw-fee-mobile-en.png') });
    }
  },
);
