// The route guard of SPEC.md section 2 and the sign-in dialog, in a real browser.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import {
  answerAgentCallsAsNewAgent,
  createUser,
  envelope,
  mockLogin,
  mockSessionCalls,
  signInBeforeLoad,
} from './support/session';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

test.describe('without a token', () => {
  test('a protected page opens the sign-in dialog; dismissing it keeps the current page', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/game/notice');
    await app.clickNavLink(app.t('menu.gameHall'));
    await app.authDialog.expectOpen();
    await app.checkAccessibility('(sign-in dialog open)');
    await app.authDialog.dismissWithEscape();
    await app.authDialog.expectClosed();
    await app.expectPath('/game/notice');
    await app.expectTitle(app.t('routes.notice'));
    expect(await app.storedToken()).toBeNull();
  });

  test('opening a protected address directly and dismissing the dialog goes home', MOBILE_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await page.goto('/user/record');
    await app.authDialog.expectOpen();
    await app.checkAccessibility('(sign-in dialog over the first page)');
    await app.authDialog.closeButton.click();
    await app.authDialog.expectClosed();
    await app.expectPath('/');
    await app.waitForPage();
    await app.expectTitle(app.t('routes.home'));
  });

  test('the dialog does not close when the overlay is clicked', DESKTOP_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await page.goto('/user/record');
    await app.authDialog.expectOpen();
    await page.mouse.click(5, 5);
    await app.authDialog.expectOpen();
    await app.checkAccessibility('(sign-in dialog)');
  });

  test('the dialog keeps keyboard focus inside it', DESKTOP_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/activity');
    await app.signInButton.click();
    await app.authDialog.expectOpen();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await app.authDialog.root.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside).toBe(true);
    }
  });

  test("the login form asks for missing fields with 'please input {field}'", MOBILE_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/activity');
    await app.signInButton.click();
    await app.authDialog.expectOpen();
    await app.authDialog.submit.click();
    await expect(app.authDialog.root.getByText('Please input your username or e-mail')).toBeVisible();
    await expect(app.authDialog.root.getByText('Please input your password')).toBeVisible();
    await app.checkAccessibility('(login form with errors)');
  });

  test('signing in continues to the protected page', async ({ page }) => {
    const bodies = await mockLogin(page, 'fresh-token');
    await mockSessionCalls(page, { token: 'fresh-token', user: createUser({ account: 'alice' }) });
    const app = new AppPage(page);
    await app.goto('/game/notice');
    await app.clickNavLink(app.t('menu.gameHall'));
    await app.authDialog.expectOpen();
    await app.authDialog.signIn('alice', 'secret-pw');
    await app.authDialog.expectClosed();
    await app.expectPath('/amigo');
    await app.expectTitle(app.t('routes.amigo'));
    expect(bodies).toEqual([{ account: 'alice', password: 'secret-pw', uuid: '', qrcode: '' }]);
    expect(await app.storedToken()).toBe('fresh-token');
    await expect(app.userMenuButton).toContainText('alice');
  });

  test('a failed sign-in shows the server message and keeps the dialog open', MOBILE_ONLY, async ({ page }) => {
    await page.route('**/v2/app/auth/login', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, msg: 'Wrong account or password', data: { reason: 'x', requestId: 'r' } }),
      }),
    );
    const app = new AppPage(page);
    await page.goto('/user/record');
    await app.authDialog.expectOpen();
    await app.authDialog.signIn('alice', 'wrong');
    await expect(page.locator('.adm-toast-main')).toHaveText('Wrong account or password');
    await expect(page.locator('#toast-announcer')).toHaveText('Wrong account or password');
    await app.authDialog.expectOpen();
    expect(await app.storedToken()).toBeNull();
    await app.checkAccessibility('(after a failed sign-in)');
  });

  test('/login?redirect= signs in and goes to the named page with its query', DESKTOP_ONLY, async ({ page }) => {
    await mockLogin(page, 'fresh-token');
    await mockSessionCalls(page, { token: 'fresh-token' });
    const app = new AppPage(page);
    await app.goto('/login?redirect=record&type=game');
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    await app.authDialog.expectOpen();
    await expect(page).toHaveTitle(`${app.t('routes.login')} | ${app.t('app.name')}`);
    await app.authDialog.signIn('alice', 'secret-pw');
    await app.expectPath('/user/record?type=game');
    await app.expectTitle(app.t('routes.record'));
  });

  test('dismissing the dialog on /login goes to the lobby', MOBILE_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/login?redirect=record');
    await app.authDialog.expectOpen();
    await app.authDialog.dismissWithEscape();
    await app.authDialog.expectClosed();
    await app.expectPath('/');
    await app.expectTitle(app.t('routes.home'));
  });

  test('a token in the address is saved as the login token and removed from it', DESKTOP_ONLY, async ({ page }) => {
    await mockSessionCalls(page, { token: 'link-token', user: createUser({ account: 'bob' }) });
    const app = new AppPage(page);
    await app.goto('/user/user-center?token=link-token&tab=2');
    await app.expectPath('/user/user-center?tab=2');
    await app.expectTitle(app.t('routes.userCenter'));
    expect(await app.storedToken()).toBe('link-token');
    await expect(app.userMenuButton).toContainText('bob');
  });
});

test.describe('with a stored token', () => {
  test('whose user info fails: the token is cleared and the visitor goes to /login with the target', async ({
    page,
  }) => {
    // The real server answers 401 for an unknown token.
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('token', 'expired-token');
        window.sessionStorage.setItem('seeded', '1');
      }
    });
    const app = new AppPage(page);
    await app.goto('/user/record?type=game&page=2');
    await app.expectPath('/login?redirect=record&type=game&page=2');
    await app.authDialog.expectOpen();
    expect(await app.storedToken()).toBeNull();
    await app.checkAccessibility('(login route)');
  });

  test('a signed-in visitor asking for /login goes to the home page', MOBILE_ONLY, async ({ page }) => {
    await signInBeforeLoad(page);
    const app = new AppPage(page);
    await app.goto('/login');
    await app.expectPath('/');
    await app.expectTitle(app.t('routes.home'));
    await app.authDialog.expectClosed();
  });

  test('logging out clears the token and reloads the site root', DESKTOP_ONLY, async ({ page }) => {
    await signInBeforeLoad(page, { user: createUser({ account: 'carol' }) });
    const app = new AppPage(page);
    await app.goto('/user/user-center');
    await app.userMenuButton.click();
    await app.checkAccessibility('(user menu open)');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: app.t('auth.logout') }).click()]);
    await app.waitForPage();
    await app.expectPath('/');
    expect(await app.storedToken()).toBeNull();
    await expect(app.signInButton).toBeVisible();
    await app.checkAccessibility('(after logout)');
  });

  test('agents see the agent centre in their menu', MOBILE_ONLY, async ({ page }) => {
    await signInBeforeLoad(page, { isAgent: true });
    await answerAgentCallsAsNewAgent(page);
    const app = new AppPage(page);
    await app.goto('/user/user-center');
    await app.userMenuButton.click();
    await expect(page.getByRole('link', { name: app.t('menu.becomeAgent') })).toHaveCount(0);
    await page.getByRole('link', { name: app.t('menu.agentCenter') }).click();
    await app.expectPath('/agent/center');
    await app.expectTitle(app.t('routes.agentCenter'));
  });

  test('players who are not agents are offered the application, never a team page', DESKTOP_ONLY, async ({ page }) => {
    await signInBeforeLoad(page);
    await page.route('**/v2/app/agent/apply/status', (route) =>
      route.fulfill(envelope({ status: 'none', reason: null, appliedAt: null, reviewedAt: null })),
    );
    const app = new AppPage(page);
    await app.goto('/agent/team-report');
    await app.expectPath('/agent/apply');
    await app.expectTitle(app.t('routes.agentApply'));
    await app.userMenuButton.click();
    await expect(page.getByRole('link', { name: app.t('menu.agentCenter') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: app.t('menu.becomeAgent') })).toBeVisible();
  });
});
