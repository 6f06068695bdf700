// The finance pages for a player with nothing yet (no channel open, no card, no record, no real name),
// with a stand-in session and the finance calls answered as for such a player: each page says plainly
// what is missing and where to fix it, and passes axe.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { RecordPage } from './pages/record-page';
import { answerFinanceCallsAsNewPlayer } from './support/player';
import { signInBeforeLoad } from './support/session';
import { alternate, DESKTOP_ONLY } from './support/viewports';

const cases = [
  { path: '/user/finance/deposit', title: 'Deposit', says: 'No deposit method is available right now' },
  { path: '/user/finance/withdraw', title: 'Withdraw', says: 'Please bind a bank card first.' },
  { path: '/user/record', title: 'Records', says: 'No records in this period.' },
  {
    path: '/user/bankcard-setting',
    title: 'Bank cards',
    says: 'Please complete personal information before currency exchange.',
  },
];

for (const [index, { path, title, says }] of cases.entries()) {
  test(`${path} for a new player says "${says}"`, alternate(index), async ({ page }) => {
    await signInBeforeLoad(page);
    await answerFinanceCallsAsNewPlayer(page);
    const app = new AppPage(page);
    await app.goto(path);
    await app.expectPath(path);
    await app.expectTitle(title);
    await expect(page.locator('main').getByText(says)).toBeVisible();
  });
}

test('the game records tab says there are no rounds yet, with the way to the hall', DESKTOP_ONLY, async ({ page }) => {
  await signInBeforeLoad(page);
  await answerFinanceCallsAsNewPlayer(page);
  const records = new RecordPage(page);
  await records.goto('/user/record');
  await records.tab('Game records').click();
  await expect(records.tabPanel).toContainText('No game rounds in this period.');
  await expect(records.tabPanel.getByRole('link', { name: 'Go to the game hall' })).toBeVisible();
  await records.expectPath('/user/record?tab=game');
  await page.keyboard.press('ArrowLeft');
  await expect(records.tab('Withdrawals')).toBeFocused();
  await expect(records.tab('Withdrawals')).toHaveAttribute('aria-selected', 'true');
  await records.checkAccessibility('(tabs)');
});
