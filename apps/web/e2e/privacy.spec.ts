// The player's rights end to end on a phone, against the real server: a new player asks for a copy of
// their data on the account page, sees it prepared by the background job, downloads the JSON file
// (which holds their own account), then closes the account with the password (the wallet is empty)
// and is signed out; signing in again is refused. The account page's new sections and the closing
// dialog are checked with axe and photographed at 390 px into /tmp/shots (SHOTS_DIR overrides).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { expectAccessible } from './support/a11y';
import { text } from './support/messages';
import { useSession } from './support/accounts';
import { coinBalance, createPlayer } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const PAGE = '/user/account-setting';
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(shotsDir, `privacy-${name}.png`), fullPage });
}

async function settled(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

test(
  'a player downloads a copy of their data, closes the account and cannot sign in again',
  MOBILE_ONLY,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const player = await createPlayer(request, 'priv');
    expect(await coinBalance(request, player)).toBe('0');
    // Signed in for the tab's first load only: closing signs the player out, and a token put back on
    // every load would sign it in again after the reload.
    await useSession(page, player.token);
    const app = new AppPage(page);

    await page.goto(PAGE);
    await app.waitForPage();
    const exportSection = page.getByTestId('data-export');
    const closeSection = page.getByTestId('close-account');
    await expect(exportSection.getByRole('heading', { name: text('account:dataExport.title') })).toBeVisible();
    await expect(closeSection.getByRole('heading', { name: text('account:closeAccount.title') })).toBeVisible();
    await expect(closeSection).toContainText(text('account:closeAccount.pointBonus'));
    await settled(page);
    await expectAccessible(page, '(account page with the data copy and closing sections)');

    // Ask for a copy: it is listed as being prepared, then the background job makes it ready.
    await exportSection.getByRole('button', { name: text('account:dataExport.request') }).click();
    const copy = exportSection.getByTestId('data-export-item');
    await expect(copy).toHaveCount(1);
    await expect(copy).toHaveAttribute('data-status', /preparing|ready/);
    await expect(copy).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(copy).toContainText(text('account:dataExport.status.ready'));
    await expect(exportSection.getByTestId('data-export-next')).toBeVisible();
    await settled(page);
    await expectAccessible(page, '(a ready copy)');
    await shot(page, 'account-page');
    // Each new section on its own, at the phone's width, to be looked at closely.
    for (const [section, name] of [
      [exportSection, 'data-export'],
      [closeSection, 'close-account'],
    ] as const) {
      // Centred, so the fixed header and tab bar do not cover it.
      await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shot(page, name, false);
    }

    // A second copy the same day is refused, saying when.
    await exportSection.getByRole('button', { name: text('account:dataExport.request') }).click();
    await expect(exportSection.getByTestId('data-export-refusal')).toContainText('once a day');
    await expect(copy).toHaveCount(1);

    // The ready copy downloads as a JSON file holding this player's account.
    const downloading = page.waitForEvent('download');
    await copy.getByRole('button', { name: new RegExp(`^${text('account:dataExport.download')}`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^game-hall-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(document.account)).toContain(player.account);
    expect(JSON.stringify(document.account)).toContain(player.email);

    // Close the account: a wrong password is refused at its field, then the right one closes it.
    await closeSection.getByRole('button', { name: text('account:closeAccount.open') }).click();
    const dialog = page.getByTestId('close-account-confirm');
    await expect(dialog.getByRole('heading', { name: text('account:closeAccount.confirmTitle') })).toBeVisible();
    const password = dialog.getByLabel(text('account:closeAccount.password'), { exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: text('account:closeAccount.confirm') }).click();
    await expect(dialog).toContainText('The password is wrong.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await settled(page);
    await expectAccessible(page, '(closing dialog, wrong password)');
    await shot(page, 'close-dialog', false);

    await password.fill(player.password);
    await dialog.getByRole('button', { name: text('account:closeAccount.confirm') }).click();
    const closed = page.getByTestId('account-closed');
    await expect(closed).toContainText(text('account:closeAccount.closed'));
    await expectAccessible(page, '(account closed)');
    await shot(page, 'closed', false);
    await closed.getByRole('button', { name: text('account:closeAccount.closedOk') }).click();

    // Signed out: the site root with the sign-in button; signing in again is refused.
    await expect(page).toHaveURL('/');
    await expect(app.signInButton).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await app.signInButton.click();
    await app.authDialog.expectOpen();
    await app.authDialog.signIn(player.account, player.password);
    await expect(page.locator('.adm-toast-main')).toHaveText('This account has been closed.');
    await expect(app.signInButton).toBeVisible();
  },
);
