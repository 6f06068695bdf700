// Page object of /user/finance/deposit: the balance, the amount and the coins it buys, and the way to
// the payment page.
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './app-page';

export class DepositPage extends AppPage {
  readonly form: Locator = this.page.getByTestId('deposit-form');
  readonly amount: Locator = this.page.getByLabel('Amount (JPY)');
  readonly coins: Locator = this.page.getByTestId('deposit-coins');
  readonly submit: Locator = this.page.getByRole('button', { name: 'Deposit now' });
  readonly balance: Locator = this.page.getByTestId('balance');
  readonly created: Locator = this.page.getByTestId('deposit-created');
  readonly creditNote: Locator = this.page.getByText('Deposit credit arrives automatically within ten minutes');

  async open() {
    await this.goto('/user/finance/deposit');
    await expect(this.form).toBeVisible();
  }

  /** Opens the payment page the form sends the player to: this window on phones, a new tab on desktops. */
  async submitToCashier(isPhone: boolean): Promise<Page> {
    if (isPhone) {
      await this.submit.click();
      await this.page.waitForURL(/\/sandbox\/cashier\//);
      return this.page;
    }
    const [cashier] = await Promise.all([this.page.context().waitForEvent('page'), this.submit.click()]);
    await cashier.waitForURL(/\/sandbox\/cashier\//);
    await expect(this.created).toBeVisible();
    return cashier;
  }
}
