// Page object of /user/bankcard-setting: the bound cards, the form that binds one and the removal dialog.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class BankCardPage extends AppPage {
  readonly form: Locator = this.page.getByTestId('bind-card-form');
  readonly bank: Locator = this.page.getByLabel('Bank', { exact: true });
  readonly cardNumber: Locator = this.page.getByLabel('Card number');
  readonly firstName: Locator = this.page.getByLabel('First name');
  readonly lastName: Locator = this.page.getByLabel('Last name');
  readonly submit: Locator = this.page.getByRole('button', { name: 'Bind card' });
  readonly card = (last4: string) => this.page.locator(`li.bank-card[data-card="${last4}"]`);
  readonly removeDialog: Locator = this.page.getByRole('dialog', { name: 'Remove this bank card?' });
  readonly noCards: Locator = this.page.getByText('No bank card is bound yet.');

  async open() {
    await this.goto('/user/bankcard-setting');
  }

  async askToRemove(last4: string) {
    await this.card(last4)
      .getByRole('button', { name: /Remove/ })
      .click();
  }
}
