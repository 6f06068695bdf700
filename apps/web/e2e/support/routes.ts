// Every page of SPEC.md section 2 as the suite visits it: an address, the title it must show, and
// whether it needs a signed-in user.
export interface RouteCase {
  path: string;
  /** i18n key of the title, or a fixed title for the English-titled licence pages. */
  titleKey?: string;
  title?: string;
  requiresAuth: boolean;
}

const route = (path: string, titleKey: string, requiresAuth = false): RouteCase => ({ path, titleKey, requiresAuth });

export const routeCases: RouteCase[] = [
  route('/', 'routes.home'),
  route('/about/about-us', 'routes.aboutUs'),
  route('/about/privacy-policy', 'routes.aboutPrivacyPolicy'),
  route('/about/user-agreement', 'routes.userAgreement'),
  route('/about/responsible-game', 'routes.responsibleGame'),
  route('/about/discount-statute', 'routes.discountStatute'),
  route('/account-transfer', 'routes.accountTransfer'),
  route('/account-transfer-jp', 'routes.accountTransferJp'),
  route('/activity', 'routes.activity'),
  route('/agent/apply', 'routes.agentApply', true),
  route('/agent/center', 'routes.agentCenter', true),
  route('/agent/subordinate-management', 'routes.subordinateManagement', true),
  route('/agent/team-report', 'routes.teamReport', true),
  route('/agent/team-report/1001', 'routes.teamReport', true),
  route('/agent/team-recharge', 'routes.teamRecharge', true),
  route('/agent/team-withdraw', 'routes.teamWithdraw', true),
  route('/agent/rebates', 'routes.agentRebates', true),
  route('/download', 'routes.download'),
  route('/game/guide', 'routes.gameGuide'),
  route('/game/guide/2', 'routes.gameGuide'),
  route('/game/guide/deposit', 'routes.guideDeposit'),
  route('/game/guide/faq', 'routes.guideFaq'),
  route('/game/promotion', 'routes.promotion'),
  route('/game/notice', 'routes.notice'),
  route('/amigo', 'routes.amigo', true),
  route('/amigo-springboard', 'routes.amigoSpringboard', true),
  route('/amigo/machine/S-001', 'routes.amigoMachine', true),
  route('/amigo/verify', 'routes.amigoVerify'),
  { path: '/privacy-policy', title: 'Privacy Policy', requiresAuth: false },
  { path: '/terms-conditions', title: 'Terms & Conditions', requiresAuth: false },
  { path: '/responsible-gaming', title: 'Responsible Gaming', requiresAuth: false },
  route('/user/user-center', 'routes.userCenter', true),
  route('/user/finance/deposit', 'routes.deposit', true),
  route('/user/finance/withdraw', 'routes.withdraw', true),
  route('/user/finance/deposit/cryptocurrency', 'routes.cryptoDeposit', true),
  route('/user/finance/withdraw/cryptocurrency', 'routes.cryptoWithdraw', true),
  route('/user/account-setting', 'routes.accountSetting', true),
  route('/user/bankcard-setting', 'routes.bankcardSetting', true),
  route('/user/record', 'routes.record', true),
  route('/user/station-letter', 'routes.stationLetter'),
  route('/user/payment-password', 'routes.paymentPassword', true),
  route('/user/update-payment-password', 'routes.updatePaymentPassword', true),
  route('/user/responsible-play', 'routes.responsiblePlay', true),
  route('/user/bonus', 'routes.bonus', true),
  route('/user/support', 'routes.support'),
  route('/user/support/new', 'routes.supportNew', true),
];
