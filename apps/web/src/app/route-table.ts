// Every page of SPEC.md section 2 as data: its name, title, access and layout; its address comes from
// config/paths under the same name. The router, the guard and the document title read this table.
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import type { RouteMeta } from './route-meta';

export interface PageRoute extends RouteMeta {
  load: () => Promise<{ default: ComponentType }>;
}

export interface RedirectRoute {
  path: string;
  to: string;
}

const page = (meta: Omit<RouteMeta, 'titleKey' | 'path'>, load: PageRoute['load']): PageRoute => ({
  titleKey: meta.title ? undefined : `routes.${meta.name}`,
  path: paths[meta.name].path,
  ...meta,
  load,
});

export const pageRoutes: PageRoute[] = [
  page({ name: 'home', requiresAuth: false, layout: 'home' }, () => import('./routes/home')),
  page({ name: 'login', requiresAuth: false, layout: 'home', hidden: true }, () => import('./routes/login')),
  page({ name: 'redirect', requiresAuth: true, layout: 'default', hidden: true }, () => import('./routes/redirect')),

  page(
    { name: 'aboutUs', requiresAuth: false, layout: 'default', section: 'about' },
    () => import('./routes/about/about-us'),
  ),
  page(
    {
      name: 'aboutPrivacyPolicy',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/about/privacy-policy'),
  ),
  page(
    { name: 'userAgreement', requiresAuth: false, layout: 'default', section: 'about' },
    () => import('./routes/about/user-agreement'),
  ),
  page(
    {
      name: 'responsibleGame',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/about/responsible-game'),
  ),
  page(
    {
      name: 'discountStatute',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/about/discount-statute'),
  ),

  page(
    {
      name: 'accountTransfer',
      requiresAuth: false,
      layout: 'default',
      section: 'game',
    },
    () => import('./routes/account-transfer'),
  ),
  page(
    {
      name: 'accountTransferJp',
      requiresAuth: false,
      layout: 'default',
      section: 'game',
    },
    () => import('./routes/account-transfer-jp'),
  ),
  page(
    { name: 'activity', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/activity'),
  ),
  // A rebate activity's rules, and for a player this period's running rebate; reached from its event.
  page(
    { name: 'activityRebate', requiresAuth: false, layout: 'default', section: 'game', hidden: true },
    () => import('./routes/activity-rebate'),
  ),

  page(
    { name: 'agentApply', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/agent/apply'),
  ),
  page(
    { name: 'agentCenter', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/center'),
  ),
  page(
    { name: 'subordinateManagement', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/subordinate-management'),
  ),
  page(
    { name: 'teamReport', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/team-report'),
  ),
  page(
    { name: 'teamRecharge', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/team-recharge'),
  ),
  page(
    { name: 'teamWithdraw', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/team-withdraw'),
  ),
  page(
    { name: 'agentRebates', requiresAuth: true, requiresAgent: true, layout: 'default', section: 'agent' },
    () => import('./routes/agent/rebates'),
  ),

  page(
    { name: 'download', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/download'),
  ),

  page(
    { name: 'gameGuide', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/game/guide'),
  ),
  page(
    { name: 'guideDeposit', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/game/guide-deposit'),
  ),
  page(
    { name: 'guideFaq', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/game/guide-faq'),
  ),
  page(
    { name: 'promotion', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/game/promotion'),
  ),
  page(
    { name: 'notice', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('./routes/game/notice'),
  ),

  page({ name: 'amigo', requiresAuth: true, layout: 'default', section: 'game' }, () => import('./routes/amigo/amigo')),
  page(
    {
      name: 'amigoSpringboard',
      requiresAuth: true,
      layout: 'default',
      section: 'game',
    },
    () => import('./routes/amigo/amigo-springboard'),
  ),
  // Reached from the springboard, never from a menu.
  page(
    {
      name: 'amigoMachine',
      requiresAuth: true,
      layout: 'default',
      section: 'game',
      hidden: true,
    },
    () => import('./routes/amigo/machine'),
  ),
  // Public: anyone holding a round's revealed seeds may check it; loading a stored round needs a sign-in.
  page(
    {
      name: 'amigoVerify',
      requiresAuth: false,
      layout: 'default',
      section: 'game',
      hidden: true,
    },
    () => import('./routes/amigo/verify'),
  ),

  // Licence pages keep their English titles in every language.
  page(
    {
      name: 'privacyPolicy',
      title: 'Privacy Policy',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/licence/privacy-policy'),
  ),
  page(
    {
      name: 'termsConditions',
      title: 'Terms & Conditions',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/licence/terms-conditions'),
  ),
  page(
    {
      name: 'responsibleGaming',
      title: 'Responsible Gaming',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('./routes/licence/responsible-gaming'),
  ),

  page(
    { name: 'userCenter', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/user-center'),
  ),
  page(
    { name: 'deposit', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/finance/deposit'),
  ),
  page(
    { name: 'withdraw', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/finance/withdraw'),
  ),
  page(
    {
      name: 'cryptoDeposit',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/finance/crypto-deposit'),
  ),
  page(
    {
      name: 'cryptoWithdraw',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/finance/crypto-withdraw'),
  ),
  page(
    { name: 'accountSetting', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/account-setting'),
  ),
  page(
    {
      name: 'bankcardSetting',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/bankcard-setting'),
  ),
  page(
    { name: 'record', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/record'),
  ),
  // SPEC.md does not mark the station letter inbox as requiring login.
  page(
    { name: 'stationLetter', requiresAuth: false, layout: 'default', section: 'user' },
    () => import('./routes/user/station-letter'),
  ),
  page(
    {
      name: 'paymentPassword',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/payment-password'),
  ),
  page(
    {
      name: 'updatePaymentPassword',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/update-payment-password'),
  ),
  page(
    {
      name: 'responsiblePlay',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('./routes/user/responsible-play'),
  ),
  // The player's objections to the use of their data, and the way to any other data request.
  page(
    { name: 'yourData', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('./routes/user/your-data'),
  ),
  // Bonus funds (issue #15): cash, the locked bonus and its wagering, giving it up, and the history.
  page({ name: 'bonus', requiresAuth: true, layout: 'default', section: 'user' }, () => import('./routes/user/bonus')),
  // Customer service: visitors are given the contact address here; players write and follow their requests.
  page(
    { name: 'support', requiresAuth: false, layout: 'default', section: 'user' },
    () => import('./routes/user/support'),
  ),
  page(
    { name: 'supportNew', requiresAuth: true, layout: 'default', section: 'user', hidden: true },
    () => import('./routes/user/support-new'),
  ),
  page(
    { name: 'supportTicket', requiresAuth: true, layout: 'default', section: 'user', hidden: true },
    () => import('./routes/user/support-ticket'),
  ),

  page({ name: 'notFound', requiresAuth: false, layout: 'home', hidden: true }, () => import('./routes/not-found')),
];

export const redirectRoutes: RedirectRoute[] = [
  { path: '/index', to: paths.home.getHref() },
  { path: '/agent', to: paths.subordinateManagement.getHref() },
  { path: '/user/finance', to: paths.deposit.getHref() },
];

const byName = new Map<string, PageRoute>(pageRoutes.map((route) => [route.name, route]));

export function findRouteByName(name: string): PageRoute | undefined {
  return byName.get(name);
}
