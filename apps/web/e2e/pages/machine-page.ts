// Page object of /amigo/machine/:id: the reels, the bet, the balance, the spin button and the seeds.
import { expect, type Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class MachinePage extends AppPage {
  readonly machine: Locator = this.page.getByTestId('machine');
  readonly balance: Locator = this.page.getByTestId('machine-balance');
  readonly bet: Locator = this.page.getByTestId('bet');
  readonly soundToggle: Locator = this.page.getByTestId('sound-toggle');
  readonly spinButton: Locator = this.page.getByTestId('spin-button');
  readonly reels: Locator = this.page.getByTestId('reels');
  readonly recentRounds: Locator = this.page.getByTestId('recent-rounds');
  readonly recentRound = (roundSn: string) => this.recentRounds.locator(`[data-round="${roundSn}"]`);
  readonly allRecords: Locator = this.page.getByRole('link', { name: this.t('game:machine.allRecords') });
  readonly rotate: Locator = this.page.getByTestId('rotate-seed');
  readonly revealed: Locator = this.page.getByTestId('revealed-server-seed');
  readonly shortOfCoins: Locator = this.page.getByTestId('short-of-coins');
  readonly depositLink: Locator = this.shortOfCoins.getByRole('link', { name: this.t('game:machine.deposit') });
  readonly winLine: Locator = this.page.getByTestId('win-line');
  // The pachislot's cabinet: stop buttons, MAX BET and its REPLAY lamp, the data counter, bonus stages.
  readonly stopButton = (reel: number) => this.page.getByTestId(`stop-button-${reel}`);
  readonly maxBet: Locator = this.page.getByTestId('max-bet');
  readonly replayLamp: Locator = this.page.getByTestId('replay-lamp');
  readonly dataCounter: Locator = this.page.getByTestId('data-counter');
  readonly bonusStage: Locator = this.page.getByTestId('bonus-stage');

  async spinAndWait() {
    await this.spinButton.click();
    await expect(this.spinButton).toHaveAttribute('aria-busy', 'true');
    // The reels stop one by one (and through any free spins) before the button comes back.
    await expect(this.spinButton).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  }
}
