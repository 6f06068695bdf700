// Page object of any page of the site: the frame around it (header, menus) and its heading.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { text } from '../support/messages';
import { AuthDialog } from './auth-dialog';

export class AppPage {
  readonly heading: Locator;
  readonly signInButton: Locator;
  readonly userMenuButton: Locator;
  readonly languageSwitcher: Locator;
  readonly menuButton: Locator;
  readonly tabBar: Locator;
  readonly sideMenu: Locator;
  readonly authDialog: AuthDialog;

  constructor(
    readonly page: Page,
    readonly locale = 'en-US',
  ) {
    this.heading = page.locator('main h1');
    this.signInButton = page.getByTestId('sign-in-button');
    this.userMenuButton = page.getByTestId('user-menu-button');
    this.languageSwitcher = page.getByTestId('language-switcher');
    this.menuButton = page.getByTestId('open-menu');
    this.tabBar = page.locator('nav.tab-bar');
    this.sideMenu = page.locator('aside.side-menu');
    this.authDialog = new AuthDialog(page, locale);
  }

  t(key: string, values?: Record<string, string | number>) {
    return text(key, this.locale, values);
  }

  private lastChecked = '';

  /** Opens an address, waits until its page (not a loading placeholder) shows, and checks it with axe. */
  async goto(path: string) {
    await this.page.goto(path);
    await this.waitForPage();
    await this.checkAccessibility();
  }

  async waitForPage() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('.page-loading')).toHaveCount(0);
  }

  /** The page shows this title in its heading and in the window title; axe checks it unless it just did. */
  async expectTitle(title: string) {
    await expect(this.heading).toHaveText(title);
    await expect(this.page).toHaveTitle(`${title} | ${this.t('app.name')}`);
    if (this.lastChecked !== this.page.url()) await this.checkAccessibility();
  }

  async checkAccessibility(context = '') {
    // Wait for the page's own transitions (progress bar, dialogs opening) to settle.
    await expect(this.page.locator('#nprogress')).toHaveCount(0);
    await expectAccessible(this.page, context);
    this.lastChecked = this.page.url();
  }

  async expectPath(pathAndQuery: string) {
    await expect
      .poll(() => {
        const url = new URL(this.page.url());
        return url.pathname + url.search;
      })
      .toBe(pathAndQuery);
  }

  async storedToken() {
    return this.page.evaluate(() => window.localStorage.getItem('token'));
  }

  async switchLanguage(locale: string) {
    await Promise.all([this.page.waitForEvent('load'), this.languageSwitcher.selectOption(locale)]);
  }

  /** Follows a link in the site's navigation as a visitor would (tab bar on phones, header on desktop). */
  async clickNavLink(name: string) {
    const isPhone = (this.page.viewportSize()?.width ?? 1280) < 768;
    const scope = isPhone ? this.tabBar : this.page.locator('header nav');
    await scope.getByRole('link', { name, exact: true }).click();
  }
}
