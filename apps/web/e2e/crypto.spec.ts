// Crypto deposit and withdrawal end to end, as a player on both viewports: USDT on TRON, the network
// named before the address, the address sent to on the sandbox chain, seen confirming on the page,
// mined to its confirmations and credited once; then a withdrawal: an address of another network
// refused as it is typed, a valid one accepted, the fee and the coins held shown before confirming,
// and the withdrawal in the records with its network and address. Screenshots with SCREENSHOTS=1.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { coinBalance, createPlayer, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');

test.describe('crypto as a player', () => {
  test(
    'deposit USDT on TRON through the sandbox chain and see it credited after the confirmations',
    MOBILE_ONLY,
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const player = await createPlayer(request, `cry${testInfo.project.name}`);
      await signInAs(context, player);
      await page.goto('/user/finance/deposit/cryptocurrency');

      // The network stands out before the address, and the sandbox says it is a test network.
      await expect(page.getByRole('radio', { name: /USDT · TRON/ })).toBeChecked();
      await expect(page.getByTestId('crypto-network')).toHaveText('TRON (TRC-20)');
      await expect(page.getByText('Test network', { exact: true })).toBeVisible();
      const address = (await page.getByTestId('crypto-address').innerText()).trim();
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      await expect(page.getByRole('img', { name: /QR code of your USDT address/ })).toBeVisible();
      await page.getByLabel('Amount of USDT you will send').fill('25');
      await expect(page.getByText(/≈ 3,750 coins at today.s rate/)).toBeVisible();
      await expectAccessible(page, '(crypto deposit)');

      // The coins go out on the sandbox chain: seen at once, confirming (the other viewport's test mines
      // the same chain, so it may already be deeper), then mined to the depth and credited once.
      const sent = await page.request.post('/sandbox/chain/send', {
        data: { network: 'TRON', coin: 'USDT', address, amount: '25' },
      });
      expect(sent.ok()).toBe(true);
      const deposits = page.getByTestId('crypto-deposits');
      await expect(deposits).toContainText(/Confirming: \d+ of 19|Credited: 3,750 coins/, { timeout: 30_000 });
      await page.request.post('/sandbox/chain/mine', { data: { network: 'TRON', blocks: 19 } });
      await expect(deposits).toContainText('Credited: 3,750 coins', { timeout: 30_000 });
      expect(await coinBalance(request, player)).toBe('3750');
      if (process.env.SCREENSHOTS) {
        await page.screenshot({
          path: path.join(screenshotDir, `crypto-deposit-${testInfo.project.name}-en.png`),
          fullPage: true,
        });
      }

      // Withdraw 20.5 of those USDT on the same network.
      await page.goto('/user/finance/withdraw/cryptocurrency');
      await expect(page.getByTestId('crypto-network')).toHaveText('TRON (TRC-20)');
      const addressField = page.getByLabel('Your USDT address on TRON (TRC-20)');
      // An Ethereum address is refused while typing, before anything is sent, and named as such.
      await addressField.fill('0x52908400098527886E0F7030069857D2E4169EE7');
      await expect(page.getByTestId('address-status')).toHaveText(
        /This address is on Ethereum, but this withdrawal is paid on TRON \(TRC-20\)/,
      );
      // Someone else's TRON address (the sandbox chain's own deposit address of another player would do as well).
      const elsewhere = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
      await addressField.fill(elsewhere);
      await expect(page.getByTestId('address-status')).toHaveText('A valid TRON (TRC-20) address.');
      await page.getByLabel('Amount of USDT to withdraw').fill('20.5');
      await expect(page.getByTestId('crypto-receives')).toHaveText('19.5 USDT');
      await expect(page.getByTestId('crypto-coins-held')).toContainText('3,075');
      await page.getByLabel('Fund password').fill(player.fundPassword!);
      await expectAccessible(page, '(crypto withdraw)');
      if (process.env.SCREENSHOTS) {
        await page.screenshot({
          path: path.join(screenshotDir, `crypto-withdraw-${testInfo.project.name}-en.png`),
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const confirm = page.getByTestId('crypto-withdraw-confirm');
      await expect(confirm).toContainText(elsewhere);
      await expect(confirm).toContainText('19.5 USDT');
      await confirm.getByRole('button', { name: 'Withdraw now' }).click();
      // The first deposit earned a bonus still being wagered: withdrawing gives it up, once confirmed.
      const forfeit = page.getByTestId('bonus-forfeit-withdraw');
      await expect(forfeit).toContainText('You have 3,750 bonus coins being wagered');
      await forfeit.getByRole('button', { name: 'Forfeit and withdraw' }).click();
      await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeFocused();
      expect(await coinBalance(request, player)).toBe('675');

      await page.getByRole('link', { name: 'See withdrawal records' }).click();
      const records = page.getByTestId('withdrawal-records');
      await expect(records).toContainText('USDT · TRON (TRC-20)');
      await expect(records).toContainText(elsewhere);
      await expect(records.getByTestId('withdrawal-txid')).toHaveText('Not sent yet');
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await expectAccessible(page, '(records with a crypto withdrawal)');
      if (process.env.SCREENSHOTS) {
        const shot = (name: string) =>
          page.screenshot({ path: path.join(screenshotDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
        await shot('crypto-withdraw-records-en');
        // The same pages in Japanese, the language with the longest labels on these screens.
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        await page.goto('/user/finance/withdraw/cryptocurrency');
        await page.getByRole('textbox').first().fill(elsewhere);
        await expect(page.getByTestId('address-status')).toHaveText(/TRON/);
        await shot('crypto-withdraw-ja');
        await page.goto('/user/record?tab=withdraw');
        await expect(page.getByTestId('withdrawal-records')).toContainText(elsewhere);
        await shot('crypto-withdraw-records-ja');
      }
    },
  );
});
