// Marketing consent on the user centre, on a phone: a new player finds the switch off, turns it on
// (the server keeps it: a reload shows it on), and off again. Screenshots with SCREENSHOTS=1.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { callApi, createPlayer, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');

test('a player turns marketing on and off in the user centre', MOBILE_ONLY, async ({ page, context, request }) => {
  const player = await createPlayer(request, 'mkt', { marketing: false });
  await signInAs(context, player);
  await page.goto('/user/user-center');
  const section = page.getByTestId('marketing');
  const toggle = section.getByRole('switch', { name: 'Send me promotions and bonus offers' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, '(user centre with the marketing switch)');
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: path.join(screenshotDir, 'marketing-consent-off-390.png'), fullPage: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(
      async () =>
        (await callApi<{ consented: boolean }>(request, '/v2/app/marketing/consent', {}, player.token)).consented,
    )
    .toBe(true);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  if (process.env.SCREENSHOTS) {
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, 'marketing-consent-on-390.png') });
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(
      async () =>
        (await callApi<{ consented: boolean }>(request, '/v2/app/marketing/consent', {}, player.token)).consented,
    )
    .toBe(false);
});
