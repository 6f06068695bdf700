// Page object of /amigo, the game hall: machines grouped by game, favourites and the filter on them.
import { expect, type Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class HallPage extends AppPage {
  readonly tile = (machineId: string) => this.page.locator(`li.machine-tile[data-machine="${machineId}"]`);
  readonly group = (gameId: string) => this.page.locator(`section.game-group[data-game="${gameId}"]`);
  readonly firstGroup: Locator = this.page.locator('section.game-group').first();
  readonly favouritesOnly: Locator = this.page.getByTestId('favourites-only');
  readonly compactView: Locator = this.page.getByTestId('hall-view-compact');
  readonly detailedView: Locator = this.page.getByTestId('hall-view-detailed');
  readonly recentlyPlayed: Locator = this.page.getByTestId('recently-played');

  async open() {
    await this.goto('/amigo');
    await expect(this.tile('S-001')).toBeVisible();
  }
}
