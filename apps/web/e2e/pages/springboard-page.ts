// Page object of /amigo-springboard: a machine's rules, paytable and committed seed before play.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class SpringboardPage extends AppPage {
  readonly paytableHeading: Locator = this.page.getByRole('heading', { name: this.t('game:springboard.paytable') });
  readonly symbol = (name: string) => this.page.getByRole('rowheader', { name });
  readonly serverSeedHash: Locator = this.page.getByTestId('server-seed-hash');
  readonly startPlaying: Locator = this.page.getByTestId('start-playing');
}
