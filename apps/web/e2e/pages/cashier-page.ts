// Page object of the sandbox channel's payment page (served by the API, outside the app's frame): its
// Pay and Fail buttons are plain HTML forms that the browser posts as it would to a real gateway.
import type { Locator, Page } from '@playwright/test';

export class CashierPage {
  readonly heading: Locator;
  readonly pay: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sandbox cashier' });
    this.pay = page.getByRole('button', { name: 'Pay', exact: true });
  }
}
