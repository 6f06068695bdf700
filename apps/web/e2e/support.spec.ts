// Customer service end to end, on both viewports: a player finds it in the user centre, sends a help
// request with a screenshot, a support operator answers it in the console, and the player sees the
// answer on the request and as a station letter whose link leads back to it; the player writes again
// (the request reopens) and closes it. A visitor following a "contact customer service" link is given
// the contact address. axe on every page visited; screenshots in English and Japanese with SCREENSHOTS=1.
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { expectAccessible } from './support/a11y';
import { text } from './support/messages';
import { E2E_SUPPORT_OPERATOR } from './support/operator';
import { createPlayer, signInAs } from './support/player';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

const screenshotDir = path.resolve(import.meta.dirname, '../../../screenshots');

function shooter(page: Page, testInfo: TestInfo) {
  return async (name: string, lang = 'en') => {
    if (!process.env.SCREENSHOTS) return;
    await page.screenshot({
      path: path.join(screenshotDir, `support-${name}-${testInfo.project.name}-${lang}.png`),
      fullPage: true,
    });
  };
}

/** A PNG screenshot drawn by the browser: the page compresses it, the server checks and re-encodes it. */
async function screenshotFile(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 390, height: 640 });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f4f6fb';
    ctx.fillRect(0, 0, 390, 640);
    ctx.fillStyle = '#b00020';
    ctx.font = '28px sans-serif';
    ctx.fillText('Payment failed', 40, 300);
    return canvas.toDataURL('image/png');
  });
  return { name: 'screen.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** The console as the support operator (no authenticator for that role), through its sign-in page. */
async function supportConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/console/login');
  await page.getByLabel('User name').fill(E2E_SUPPORT_OPERATOR.username);
  await page.getByLabel('Password').fill(E2E_SUPPORT_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible({ timeout: 20_000 });
  return page;
}

const t = (key: string, values?: Record<string, string | number>) => text(`support:${key}`, 'en-US', values);

test.describe('customer service', () => {
  test(
    'a help request with a screenshot is answered in the console; the answer arrives as a letter too',
    DESKTOP_ONLY,
    async ({ page, context, request, browser }, testInfo) => {
      test.setTimeout(150_000);
      const shot = shooter(page, testInfo);
      const player = await createPlayer(request, `sup${testInfo.project.name}`);
      await signInAs(context, player);
      const app = new AppPage(page);
      const subject = `Deposit not credited (${testInfo.project.name} ${Date.now() % 100000})`;

      // The deposit page's "contact customer service" is a link to the page.
      await app.goto('/user/finance/deposit');
      await expect(
        page.getByTestId('deposit-form').getByRole('link', { name: 'customer service', exact: true }),
      ).toHaveAttribute('href', '/user/support');

      // From the user centre to the (empty) list.
      await app.goto('/user/user-center');
      await page.getByTestId('to-support').click();
      await app.expectPath('/user/support');
      await app.waitForPage();
      await app.expectTitle(text('routes.support'));
      await expect(page.getByText(t('list.empty'))).toBeVisible();
      await app.checkAccessibility('(no requests yet)');
      await shot('list-empty');

      // The form says what is missing before anything is sent.
      await page.getByTestId('support-new').click();
      await app.waitForPage();
      await app.expectTitle(text('routes.supportNew'));
      const form = page.getByTestId('support-form');
      await form.getByRole('button', { name: t('form.submit') }).click();
      await expect(form.getByText(t('form.topicRequired'))).toBeVisible();
      await expect(form.getByLabel(t('form.subject'))).toHaveAttribute('aria-invalid', 'true');
      await app.checkAccessibility('(new request, missing fields)');

      await form.getByLabel(t('form.topic')).selectOption('deposit');
      await form.getByLabel(t('form.subject')).fill(subject);
      await form.getByLabel(t('form.message')).fill('I paid order D123 at 10:00.\nThe coins are not in my wallet.');
      await form.getByLabel(t('screenshot.choose')).setInputFiles(await screenshotFile(page));
      await expect(form.getByRole('img', { name: t('screenshot.preview') })).toBeVisible();
      await app.checkAccessibility('(new request, filled in)');
      await shot('new-request');
      await form.getByRole('button', { name: t('form.submit') }).click();

      // The request opens at once, waiting for customer service, with the screenshot kept.
      await expect(page).toHaveURL(/\/user\/support\/\d+$/);
      const ticketPath = new URL(page.url()).pathname;
      const ticket = page.getByTestId('support-ticket');
      await expect(ticket.getByRole('heading', { name: subject })).toBeVisible();
      await expect(ticket.getByTestId('support-status')).toHaveText(t('status.open'));
      await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
      const sn = (await ticket.getByTestId('support-ticket-sn').innerText()).trim();
      expect(sn).toMatch(/^S\d{22}$/);
      await ticket.getByRole('button', { name: t('detail.showScreenshot') }).click();
      await expect(ticket.getByTestId('support-screenshot')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
      await app.checkAccessibility('(request sent)');
      await shot('request-sent');

      // Support answers in the console.
      const desk = await supportConsole(browser);
      await desk.getByRole('link', { name: 'Customer service', exact: true }).first().click();
      const row = desk.getByRole('row').filter({ hasText: subject });
      await row.getByRole('button', { name: 'Open' }).click();
      const drawer = desk.getByRole('dialog');
      await expect(drawer.getByText('I paid order D123 at 10:00.')).toBeVisible();
      await drawer.getByRole('button', { name: 'Show screenshot' }).click();
      await expect(drawer.getByRole('img', { name: 'Screenshot sent with the message' })).toBeVisible();
      await expectAccessible(desk, '(console help request)');
      const answer = `We found order D123: the coins are in your wallet now. (${sn})`;
      await drawer.getByLabel('Answer').fill(answer);
      await drawer.getByRole('button', { name: 'Send answer' }).click();
      await expect(drawer.getByText('Answered', { exact: true })).toBeVisible();
      await expect(drawer.getByText(answer)).toBeVisible();
      await desk.context().close();

      // The player sees the answer on the request...
      await app.goto(ticketPath);
      await expect(ticket.getByTestId('support-status')).toHaveText(t('status.answered'));
      const answerMessage = ticket.getByTestId('support-message').last();
      await expect(answerMessage).toContainText(t('detail.fromSupport'));
      await expect(answerMessage).toContainText(answer);
      await app.checkAccessibility('(request answered)');
      await shot('request-answered');

      // ...and as a letter, whose link leads back to the request.
      await app.goto('/user/station-letter');
      const letterTitle = `Reply to your help request ${sn}`;
      await page.getByTestId('letter-row').filter({ hasText: letterTitle }).locator('button.letter-open').click();
      const letter = page.getByRole('dialog', { name: letterTitle });
      await expect(letter).toContainText(answer);
      await app.checkAccessibility('(the letter with the answer)');
      await shot('letter');
      await letter.getByRole('link', { name: 'See the whole conversation' }).click();
      await app.expectPath(ticketPath);

      // Writing again reopens it; closing it says so.
      await app.waitForPage();
      const reply = page.getByTestId('support-reply-form');
      await reply.getByLabel(t('reply.message')).fill('Thank you, it is there now.');
      await reply.getByRole('button', { name: t('reply.submit') }).click();
      await expect(ticket.getByTestId('support-message')).toHaveCount(3);
      await expect(ticket.getByTestId('support-status')).toHaveText(t('status.open'));
      await page.getByTestId('support-close').click();
      const confirm = page.getByTestId('support-close-dialog');
      await expect(confirm).toContainText(t('close.text'));
      await confirm.getByRole('button', { name: t('close.confirm') }).click();
      await expect(ticket.getByTestId('support-status')).toHaveText(t('status.closed'));
      await expect(page.getByTestId('support-close')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t('reply.titleClosed') })).toBeVisible();
      await expect(confirm).toHaveCount(0);
      await expect(page.locator('.adm-toast-main')).toHaveText(t('close.done'));
      // Axe reads a fading toast's colours mid-animation; let it go first.
      await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
      await app.checkAccessibility('(request closed)');

      // The list shows it closed.
      await app.goto('/user/support');
      const card = page.getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) });
      await expect(card.getByTestId('support-status')).toHaveText(t('status.closed'));
      await shot('list');

      if (process.env.SCREENSHOTS) {
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        const ja = new AppPage(page, 'ja-JP');
        await ja.goto('/user/support');
        await expect(ja.heading).toHaveText(text('routes.support', 'ja-JP'));
        await shot('list', 'ja');
        await ja.goto(ticketPath);
        await expect(page.getByTestId('support-ticket')).toBeVisible();
        await shot('request', 'ja');
        await ja.goto('/user/support/new');
        await page.getByTestId('support-submit').click();
        await expect(page.getByText(text('support:form.topicRequired', 'ja-JP'))).toBeVisible();
        await shot('new-request', 'ja');
        await page.evaluate(() => window.localStorage.setItem('lang', 'en-US'));
      }
    },
  );

  test(
    'a visitor following a "contact customer service" link is given the contact address',
    MOBILE_ONLY,
    async ({ page }, testInfo) => {
      const shot = shooter(page, testInfo);
      const app = new AppPage(page);
      await app.goto('/about/user-agreement');
      await page.getByRole('main').getByRole('link', { name: 'customer service', exact: true }).first().click();
      await app.expectPath('/user/support');
      await app.waitForPage();
      await app.expectTitle(text('routes.support'));
      const contact = page.getByTestId('support-contact');
      await expect(contact.getByTestId('support-email')).toHaveText('support@localhost');
      await expect(contact.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@localhost');
      await contact.getByRole('button', { name: t('contact.signIn') }).click();
      await app.authDialog.expectOpen();
      await app.expectPath('/user/support');
      await shot('visitor');
      if (process.env.SCREENSHOTS) {
        await page.evaluate(() => window.localStorage.setItem('lang', 'ja-JP'));
        const ja = new AppPage(page, 'ja-JP');
        await ja.goto('/user/support');
        await expect(page.getByTestId('support-email')).toBeVisible();
        await shot('visitor', 'ja');
      }
    },
  );
});
