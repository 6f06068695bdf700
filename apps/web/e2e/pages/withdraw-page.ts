// Page object of /user/finance/withdraw: the form with its live fee and payout, its refusals and the result.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class WithdrawPage extends AppPage {
  readonly form: Locator = this.page.getByTestId('withdraw-form');
  readonly amount: Locator = this.page.getByLabel('Amount (coins)');
  readonly fundPassword: Locator = this.page.getByLabel('Fund password');
  readonly fee: Locator = this.page.getByTestId('withdraw-fee');
  readonly payout: Locator = this.page.getByTestId('withdraw-payout');
  readonly submit: Locator = this.page.getByRole('button', { name: 'Withdraw', exact: true });
  readonly result: Locator = this.page.getByTestId('withdraw-result');
  readonly resultSn: Locator = this.result.locator('.mono');
  readonly recordsLink: Locator = this.result.getByRole('link', { name: 'See my withdrawal records' });
  readonly balance: Locator = this.page.getByTestId('balance');
  readonly alert: Locator = this.form.getByRole('alert');
  readonly bindCardFirst: Locator = this.page.getByTestId('bind-card-first');
  readonly bindCardLink: Locator = this.bindCardFirst.getByRole('link', { name: 'Bind a bank card' });
  /** Asks before a withdrawal gives up a bonus being wagered. */
  readonly forfeitBonus: Locator = this.page.getByTestId('bonus-forfeit-withdraw');

  async open() {
    await this.goto('/user/finance/withdraw');
  }

  /** Asks the player to check the coins, fee, payout and card before anything is sent. */
  readonly confirmDialog: Locator = this.page.getByTestId('withdraw-confirm');
  readonly confirmButton: Locator = this.confirmDialog.getByRole('button', { name: 'Withdraw now' });

  /**
   * Fills the form and presses Withdraw; then, unless `confirm` is false (the form refuses the amount
   * itself, or the test reads the confirmation first), confirms it in the dialog.
   */
  async withdraw(coins: string, fundPassword: string, { confirm = true } = {}) {
    await this.amount.fill(coins);
    await this.fundPassword.fill(fundPassword);
    await this.submit.click();
    if (confirm) await this.confirmButton.click();
  }
}
