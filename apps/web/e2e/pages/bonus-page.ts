// Page object of /user/bonus: cash and the locked bonus, the bonus being wagered with its progress,
// the way to give it up, and the history.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class BonusPage extends AppPage {
  readonly wallet: Locator = this.page.getByTestId('bonus-wallet');
  readonly cash: Locator = this.wallet.getByTestId('bonus-wallet-cash');
  readonly bonus: Locator = this.wallet.getByTestId('bonus-wallet-bonus');
  readonly active: Locator = this.page.getByTestId('bonus-active');
  readonly wagering: Locator = this.active.getByTestId('bonus-wagering');
  readonly contribution: Locator = this.page.getByTestId('bonus-contribution');
  readonly giveUp: Locator = this.page.getByTestId('bonus-give-up');
  readonly giveUpDialog: Locator = this.page.getByTestId('bonus-forfeit-dialog');
  readonly history: Locator = this.page.getByTestId('bonus-history');
  readonly statuses: Locator = this.history.getByTestId('bonus-grant-status');

  async open() {
    await this.goto('/user/bonus');
  }
}
