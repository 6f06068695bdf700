// Accounts end to end against the real server: registration with the e-mailed code, logout, remember
// me, password recovery, the guard with a real login, account settings, fund password and identity
// verification. Every page and every view of the dialog is checked with axe.
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { registerPlayer, uniquePlayer, useSession, type Player } from './support/accounts';
import { codeMailedTo } from './support/mailbox';
import { createUser, envelope, mockSessionCalls } from './support/session';
import { DESKTOP_ONLY, MOBILE_ONLY } from './support/viewports';

// The newest toast: the one before can still be fading out when the next answer comes (the reset
// code's "sent" while the reset itself is confirmed, on a fast server).
const toast = (page: Page) => page.locator('.adm-toast-main').last();

test('a new player registers, logs out, signs in remembered, resets the password and signs in again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = uniquePlayer(testInfo, 'r');
  const app = new AppPage(page);
  const dialog = app.authDialog;

  // Arrive through an invite link: registration opens at once (closed here to look around first),
  // and the agent code is kept for the rest of the visit.
  await app.goto('/game/notice?agentCode=INVITE42');
  await expect(dialog.registerEmail).toBeVisible();
  await dialog.closeButton.click();
  await dialog.expectClosed();
  await app.clickNavLink(app.t('menu.promotion'));
  await app.waitForPage();
  await page.evaluate(() => {
    (window as unknown as { registered: number }).registered = 0;
    window.addEventListener('hall:registered', () => {
      (window as unknown as { registered: number }).registered += 1;
    });
  });

  await app.signInButton.click();
  await dialog.expectOpen();
  await app.checkAccessibility('(login tab)');
  await dialog.registerTab.click();
  await expect(dialog.registerEmail).toBeVisible();
  await expect(dialog.sendCodeButton).toBeDisabled();
  await app.checkAccessibility('(register step 1)');

  // The agreement must be chosen; the agreement link opens in a new window.
  await dialog.nextButton.click();
  await expect(dialog.root.getByText(dialog.t('validation.accept_terms'))).toBeVisible();
  await expect(dialog.root.getByRole('link', { name: dialog.t('menu.userAgreement') })).toHaveAttribute(
    'target',
    '_blank',
  );
  await app.checkAccessibility('(register step 1 with errors)');

  await dialog.registerEmail.fill(player.email);
  await dialog.sendCodeButton.click();
  await expect(dialog.sendCodeButton).toBeDisabled();
  await expect(dialog.sendCodeButton).toHaveText(/\(\d+ s\)/);
  await dialog.registerCode.fill(await codeMailedTo(player.email));
  await dialog.acceptTerms.check();
  await dialog.nextButton.click();

  await expect(dialog.registerAccount).toBeVisible();
  await expect(dialog.agentCode).toHaveValue('INVITE42');
  await app.checkAccessibility('(register step 2)');
  await dialog.registerAccount.fill(player.account);
  await dialog.registerPassword.fill(player.password);
  await expect(page.getByRole('meter', { name: dialog.t('passwordStrength.label') })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  await dialog.registerConfirm.fill('something else');
  await dialog.ageConfirm.check();
  await dialog.createAccountButton.click();
  await expect(dialog.root.getByText(dialog.t('validation.password_mismatch'))).toBeVisible();
  await dialog.registerConfirm.fill(player.password);
  // Nobody here has approved that agent code: sign up without it.
  await dialog.agentCode.fill('');
  await dialog.createAccountButton.click();

  await dialog.expectClosed();
  await expect(app.userMenuButton).toContainText(player.account);
  expect(await page.evaluate(() => (window as unknown as { registered: number }).registered)).toBe(1);
  expect(await app.storedToken()).toBeTruthy();

  // Logout: the server ends the session, the site root reloads signed out.
  const oldToken = await app.storedToken();
  await app.userMenuButton.click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: app.t('auth.logout') }).click()]);
  await app.waitForPage();
  await app.expectPath('/');
  expect(await app.storedToken()).toBeNull();
  const revoked = await page.request.post('/v2/app/user/info', { data: {}, headers: { TOKEN: oldToken! } });
  expect((await revoked.json()).code).not.toBe(200);

  // Sign in with remember me (on by default), log out, and the account is prefilled after a reload.
  await app.signInButton.click();
  await dialog.expectOpen();
  await expect(dialog.remember).toBeChecked();
  await dialog.signIn(player.account, player.password);
  await dialog.expectClosed();
  await expect(app.userMenuButton).toContainText(player.account);
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).toContain(player.account);
  expect(stored).not.toContain(player.password);
  await app.userMenuButton.click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: app.t('auth.logout') }).click()]);
  await page.reload();
  await app.waitForPage();
  await app.signInButton.click();
  await dialog.expectOpen();
  await expect(dialog.account).toHaveValue(player.account);

  // Find password: account, then the e-mailed code and a new password.
  const mailsBefore = 1;
  await dialog.forgotPasswordLink.click();
  await expect(page.getByRole('dialog', { name: dialog.t('auth.findPasswordTitle') })).toBeVisible();
  await expect(dialog.findAccount).toBeFocused();
  await app.checkAccessibility('(find password step 1)');
  await dialog.findAccount.fill(player.account);
  await dialog.findSendCode.click();
  await expect(
    dialog.root.getByText(dialog.t('account:findPassword.sentTipFor', { account: player.account })),
  ).toBeVisible();
  await app.checkAccessibility('(find password step 2)');
  const code = await codeMailedTo(player.email, mailsBefore);
  const newPassword = 'Second-pass-2';
  await dialog.findCode.fill(code);
  await dialog.findNewPassword.fill(newPassword);
  await dialog.findConfirm.fill(newPassword);
  await dialog.findSubmit.click();
  await expect(toast(page)).toHaveText(dialog.t('account:findPassword.done'));
  await dialog.expectClosed();

  // The old password no longer works; the new one does.
  await app.signInButton.click();
  await dialog.signIn(player.account, player.password);
  await expect(toast(page)).toBeVisible();
  await dialog.expectOpen();
  await dialog.password.fill(newPassword);
  await dialog.submit.click();
  await dialog.expectClosed();
  await expect(app.userMenuButton).toContainText(player.account);
});

test.describe('a registered player', () => {
  test.describe.configure({ mode: 'serial' });
  let player: Player;

  test.beforeAll(async ({ request }, testInfo) => {
    player = await registerPlayer(request, testInfo, 's');
  });

  test('a protected page opens the dialog and continues there after a real login', DESKTOP_ONLY, async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/game/notice');
    await app.clickNavLink(app.t('menu.gameHall'));
    await app.authDialog.expectOpen();
    await app.authDialog.signIn(player.email, player.password);
    await app.authDialog.expectClosed();
    await app.expectPath('/amigo');
    await app.expectTitle(app.t('routes.amigo'));
    await expect(app.userMenuButton).toContainText(player.account);
  });

  test('the user centre shows the balance in coins and sends identity photos', MOBILE_ONLY, async ({ page }) => {
    // Several pages, uploads and mailed codes: give it room on a busy two-core machine.
    test.setTimeout(90_000);
    await useSession(page, player.token);
    const app = new AppPage(page);
    await app.goto('/user/user-center');
    await expect(page.getByTestId('balance-amount')).toHaveText('0');
    await expect(page.getByTestId('to-fund-password')).toHaveAttribute('href', '/user/payment-password');

    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 40;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3366cc';
      context.fillRect(0, 0, 64, 40);
      context.fillStyle = '#ffffff';
      context.fillText('ID', 20, 24);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    const file = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });

    await page.getByTestId('kyc-submit').click();
    await expect(
      page.getByText(app.t('validation.pleaseUpload', { name: app.t('account:kyc.photo.front') })),
    ).toBeVisible();
    for (const slot of ['front', 'back', 'handheld']) {
      await page
        .getByTestId(`kyc-${slot}`)
        .locator('input[type=file]')
        .setInputFiles(file(`${slot}.png`));
      const name = app.t(`account:kyc.photo.${slot}`);
      await expect(page.getByRole('img', { name: app.t('account:kyc.preview', { name }) })).toBeVisible();
    }
    // The date of birth shown on the ID is asked for with the photos.
    await page.getByLabel(app.t('account:kyc.birthDate')).fill('1990-04-05');
    await app.checkAccessibility('(three photos chosen)');
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByTestId('kyc-status')).toContainText(app.t('account:kyc.status.submitted'));
    await expect(page.getByTestId('kyc-submit')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('kyc-status')).toContainText(app.t('account:kyc.status.submitted'));
    await app.checkAccessibility('(verification submitted)');
  });

  test(
    'the fund password is set, then changed with the old one and with an e-mailed code',
    DESKTOP_ONLY,
    async ({ page }) => {
      // Several pages, uploads and mailed codes: give it room on a busy two-core machine.
      test.setTimeout(90_000);
      await useSession(page, player.token);
      const app = new AppPage(page);
      await app.goto('/user/payment-password');
      const newField = page.getByLabel(app.t('account:fund.new'));
      const confirmField = page.getByLabel(app.t('account:fund.confirm'));
      await page.getByRole('button', { name: app.t('account:fund.setSubmit') }).click();
      await expect(
        page.getByText(app.t('validation.pleaseInput', { field: app.t('account:fields.newFundPassword') })),
      ).toBeVisible();
      await newField.fill('12ab');
      await page.getByRole('button', { name: app.t('account:fund.setSubmit') }).click();
      await expect(page.getByText(app.t('validation.fund_password_format'))).toBeVisible();
      await app.checkAccessibility('(fund password errors)');
      await newField.fill('135790');
      await confirmField.fill('135790');
      await page.getByRole('button', { name: app.t('account:fund.setSubmit') }).click();
      await expect(toast(page)).toHaveText(app.t('account:fund.setDone'));
      await app.expectPath('/user/user-center');
      await expect(page.getByTestId('to-fund-password')).toHaveAttribute('href', '/user/update-payment-password');
      // Axe reads a fading toast's colours mid-animation; let it go first.
      await expect(toast(page)).toHaveCount(0);

      await page.getByTestId('to-fund-password').click();
      await app.expectTitle(app.t('routes.updatePaymentPassword'));
      await page.getByLabel(app.t('account:fund.old'), { exact: true }).fill('135790');
      await page.getByLabel(app.t('account:fund.new')).fill('246802');
      await page.getByLabel(app.t('account:fund.confirm')).fill('246802');
      await page.getByRole('button', { name: app.t('account:fund.changeSubmit') }).click();
      await expect(toast(page)).toHaveText(app.t('account:fund.changeDone'));
      await app.expectPath('/user/user-center');

      await app.goto('/user/update-payment-password');
      await page.getByLabel(app.t('account:fund.proof.code')).check();
      const send = page.getByTestId('fund-send-code');
      await send.click();
      await expect(send).toBeDisabled();
      await expect(send).toHaveText(/\(\d+ s\)/);
      await page.getByLabel(app.t('account:fund.code')).fill(await codeMailedTo(player.email, 1));
      await page.getByLabel(app.t('account:fund.new')).fill('975310');
      await page.getByLabel(app.t('account:fund.confirm')).fill('975310');
      await app.checkAccessibility('(change by e-mailed code)');
      await page.getByRole('button', { name: app.t('account:fund.changeSubmit') }).click();
      await expect(toast(page)).toHaveText(app.t('account:fund.changeDone'));
    },
  );

  test(
    'account settings save the profile, set the ID number once and change the password',
    MOBILE_ONLY,
    async ({ page }) => {
      // Several pages, uploads and mailed codes: give it room on a busy two-core machine.
      test.setTimeout(90_000);
      await useSession(page, player.token);
      const app = new AppPage(page);
      await app.goto('/user/account-setting');
      const country = page.getByLabel(app.t('account:profile.country'));
      await expect(country.locator('option[value="JP"]')).toHaveCount(1);
      await page.getByLabel(app.t('account:profile.nickname')).fill('Lucky Star');
      await page.getByLabel(app.t('account:profile.lastName')).fill('Yamada');
      await page.getByLabel(app.t('account:profile.firstName')).fill('Taro');
      await page.getByLabel(app.t('account:profile.pinyinName')).fill('YAMADA TARO');
      await country.selectOption('JP');
      await expect(page.getByTestId('profile-form').locator('.input-prefix')).toHaveText('+81');
      await page.getByLabel(app.t('account:profile.phone')).fill('90-1234-5678');
      await page.getByRole('button', { name: app.t('account:profile.save') }).click();
      await expect(toast(page)).toHaveText(app.t('account:profile.saved'));
      await expect(app.userMenuButton).toContainText('Lucky Star');

      await page.reload();
      await app.waitForPage();
      await expect(page.getByLabel(app.t('account:profile.nickname'))).toHaveValue('Lucky Star');
      await expect(country).toHaveValue('JP');
      await expect(page.getByLabel(app.t('account:profile.phone'))).toHaveValue('90-1234-5678');

      await page.getByRole('textbox', { name: app.t('account:idNumber.label') }).fill('AB1234567');
      await page.getByRole('button', { name: app.t('account:idNumber.save') }).click();
      await expect(page.getByTestId('id-number-masked')).toContainText('*****4567');

      // Another session of the same player ends when the password changes here.
      const other = await page.request.post('/v2/app/auth/login', {
        data: { account: player.account, password: player.password, uuid: '', qrcode: '' },
      });
      const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
      await page.getByLabel(app.t('account:password.old')).fill(player.password);
      await page.getByLabel(app.t('account:password.new'), { exact: true }).fill('Third-pass-3');
      await page.getByLabel(app.t('account:password.confirm')).fill('Third-pass-3');
      await page.getByRole('button', { name: app.t('account:password.submit') }).click();
      await expect(page.getByTestId('password-changed')).toHaveText(app.t('account:password.changed'));
      const ended = await page.request.post('/v2/app/user/info', { data: {}, headers: { TOKEN: otherToken } });
      expect((await ended.json()).code).not.toBe(200);
      await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });
      await app.checkAccessibility('(settings saved)');
    },
  );
});

test(
  'a return from Line signs in with the code and goes back to the page the visitor left',
  DESKTOP_ONLY,
  async ({ page }) => {
    // No Line here: the server's exchange is answered for it, everything else is real.
    const exchanges: unknown[] = [];
    await page.route('**/v2/app/auth/login3', async (route) => {
      exchanges.push(route.request().postDataJSON());
      await route.fulfill(envelope({ token: 'line-token' }));
    });
    await mockSessionCalls(page, { token: 'line-token', user: createUser({ account: 'liner' }) });
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('lineLogin-seeded')) {
        window.sessionStorage.setItem('lineLogin', JSON.stringify({ state: 'e2e-state', returnTo: '/game/notice' }));
        window.sessionStorage.setItem('lineLogin-seeded', '1');
      }
    });
    const app = new AppPage(page);
    await page.goto('/login?code=line-code&state=e2e-state');
    await app.expectPath('/game/notice');
    await app.expectTitle(app.t('routes.notice'));
    await expect(app.userMenuButton).toContainText('liner');
    expect(exchanges).toEqual([
      { event: 'line', token: 'line-code', redirectUri: `${new URL(page.url()).origin}/login` },
    ]);
  },
);
