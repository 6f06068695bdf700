// Page object of /amigo/verify: a round recomputed in the browser against its revealed seeds.
import type { Locator } from '@playwright/test';
import { AppPage } from './app-page';

export class VerifyPage extends AppPage {
  readonly verdict: Locator = this.page.getByTestId('verify-verdict');
  readonly hashCheck: Locator = this.page.getByTestId('hash-check');
  readonly replayedWin: Locator = this.page.getByTestId('replayed-win');
}
