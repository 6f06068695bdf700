// Page object of the sign-in dialog: its login and register tabs and the find-password view.
import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/messages';

export class AuthDialog {
  readonly root: Locator;
  readonly account: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly closeButton: Locator;
  readonly loginTab: Locator;
  readonly registerTab: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale = 'en-US',
  ) {
    this.root = page.getByTestId('auth-dialog');
    const login = this.root.getByTestId('login-form');
    this.account = login.getByLabel(this.t('account:login.account'));
    this.password = login.getByLabel(this.t('account:login.password'), { exact: true });
    this.remember = login.getByLabel(this.t('account:login.remember'));
    this.submit = login.getByRole('button', { name: this.t('account:login.submit') });
    this.closeButton = this.root.getByRole('button', { name: this.t('common.close') });
    this.loginTab = this.root.getByRole('tab', { name: this.t('auth.signIn') });
    this.registerTab = this.root.getByRole('tab', { name: this.t('auth.register') });
  }

  t(key: string, values?: Record<string, string | number>) {
    return text(key, this.locale, values);
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
    await expect(this.account).toBeVisible();
  }

  async expectClosed() {
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async signIn(account: string, password: string) {
    await this.account.fill(account);
    await this.password.fill(password);
    await this.submit.click();
  }

  async dismissWithEscape() {
    await this.page.keyboard.press('Escape');
  }

  // Register, step 1
  get registerStep1() {
    return this.root.getByTestId('register-email-form');
  }
  get registerEmail() {
    return this.registerStep1.getByLabel(this.t('account:register.email'));
  }
  get registerCode() {
    return this.registerStep1.getByLabel(this.t('account:register.code'));
  }
  get sendCodeButton() {
    return this.root.getByTestId('register-send-code');
  }
  get acceptTerms() {
    return this.root.locator('#register-terms');
  }
  get nextButton() {
    return this.root.getByRole('button', { name: this.t('account:register.next') });
  }

  // Register, step 2
  get registerStep2() {
    return this.root.getByTestId('register-account-form');
  }
  get registerAccount() {
    return this.registerStep2.getByLabel(this.t('account:register.account'));
  }
  get registerPassword() {
    return this.registerStep2.getByLabel(this.t('account:register.password'), { exact: true });
  }
  get registerConfirm() {
    return this.registerStep2.getByLabel(this.t('account:register.confirmPassword'));
  }
  get agentCode() {
    return this.registerStep2.getByLabel(this.t('account:register.agentCode'));
  }
  /** "I am N years of age or older": required to open an account. */
  get ageConfirm() {
    return this.registerStep2.locator('#register-age');
  }
  get createAccountButton() {
    return this.root.getByRole('button', { name: this.t('account:register.submit') });
  }

  // Find password
  get forgotPasswordLink() {
    return this.root.getByRole('button', { name: this.t('account:login.forgotPassword') });
  }
  get findAccount() {
    return this.root.getByTestId('find-password-account-form').getByLabel(this.t('account:findPassword.account'));
  }
  get findSendCode() {
    return this.root.getByRole('button', { name: this.t('account:findPassword.sendCode') });
  }
  get findCode() {
    return this.root.getByTestId('find-password-reset-form').getByLabel(this.t('account:findPassword.code'));
  }
  get findNewPassword() {
    return this.root
      .getByTestId('find-password-reset-form')
      .getByLabel(this.t('account:findPassword.newPassword'), { exact: true });
  }
  get findConfirm() {
    return this.root.getByTestId('find-password-reset-form').getByLabel(this.t('account:register.confirmPassword'));
  }
  get findSubmit() {
    return this.root.getByRole('button', { name: this.t('account:findPassword.submit') });
  }
}
