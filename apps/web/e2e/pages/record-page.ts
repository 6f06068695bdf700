// Page object of /user/record: the deposit, withdrawal and game tabs, their cards and totals.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class RecordPage extends AppPage {
  readonly tab = (name: string) => this.page.getByRole('tab', { name });
  readonly record = (sn: string) => this.page.locator(`li.record-card[data-order="${sn}"]`);
  readonly gameRound = (roundSn: string) => this.page.locator(`li.record-card[data-round="${roundSn}"]`);
  readonly tabPanel: Locator = this.page.getByRole('tabpanel');
  readonly toastRegion: Locator = this.page.locator('#toast-announcer');
  readonly withdrawalTotals: Locator = this.page.getByTestId('withdrawal-totals');
  readonly gameTotals: Locator = this.page.getByTestId('game-totals');
}
