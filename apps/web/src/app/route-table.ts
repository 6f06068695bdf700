// Every page of SPEC.md section 2 as data: its path, name, title, access and layout. The router, the
// guard, menus and the document title all read this table.
import type { ComponentType } from 'react';

export type LayoutName = 'default' | 'home';

/** Which menu group the default layout shows beside the page. */
export type MenuSection = 'game' | 'user' | 'agent' | 'about';

export interface RouteMeta {
  name: string;
  path: string;
  /** i18n key of the title; licence pages carry a fixed English `title` instead. */
  titleKey?: string;
  title?: string;
  requiresAuth: boolean;
  layout: LayoutName;
  /** Never listed in menus. */
  hidden?: boolean;
  section?: MenuSection;
}

export interface PageRoute extends RouteMeta {
  load: () => Promise<{ default: ComponentType }>;
}

export interface RedirectRoute {
  path: string;
  to: string;
}

const page = (meta: Omit<RouteMeta, 'titleKey'> & { titleKey?: string }, load: PageRoute['load']): PageRoute => ({
  titleKey: meta.title ? undefined : `routes.${meta.name}`,
  ...meta,
  load,
});

export const LOGIN_ROUTE_NAME = 'login';

export const pageRoutes: PageRoute[] = [
  page({ name: 'home', path: '/', requiresAuth: false, layout: 'home' }, () => import('../features/home/routes/home')),
  page(
    { name: 'login', path: '/login', requiresAuth: false, layout: 'home', hidden: true },
    () => import('./routes/login'),
  ),
  page(
    { name: 'redirect', path: '/redirect/*', requiresAuth: true, layout: 'default', hidden: true },
    () => import('./routes/redirect'),
  ),

  page(
    { name: 'aboutUs', path: '/about/about-us', requiresAuth: false, layout: 'default', section: 'about' },
    () => import('../features/about/routes/about-us'),
  ),
  page(
    {
      name: 'aboutPrivacyPolicy',
      path: '/about/privacy-policy',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/about/routes/privacy-policy'),
  ),
  page(
    { name: 'userAgreement', path: '/about/user-agreement', requiresAuth: false, layout: 'default', section: 'about' },
    () => import('../features/about/routes/user-agreement'),
  ),
  page(
    {
      name: 'responsibleGame',
      path: '/about/responsible-game',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/about/routes/responsible-game'),
  ),
  page(
    {
      name: 'discountStatute',
      path: '/about/discount-statute',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/about/routes/discount-statute'),
  ),

  page(
    { name: 'accountTransfer', path: '/account-transfer', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/account-transfer/routes/account-transfer'),
  ),
  page(
    {
      name: 'accountTransferJp',
      path: '/account-transfer-jp',
      requiresAuth: false,
      layout: 'default',
      section: 'game',
    },
    () => import('../features/account-transfer/routes/account-transfer-jp'),
  ),
  page(
    { name: 'activity', path: '/activity', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/activity/routes/activity'),
  ),

  page(
    {
      name: 'subordinateManagement',
      path: '/agent/subordinate-management',
      requiresAuth: true,
      layout: 'default',
      section: 'agent',
    },
    () => import('../features/agent/routes/subordinate-management'),
  ),
  page(
    {
      name: 'teamReport',
      path: '/agent/team-report/:userId?',
      requiresAuth: true,
      layout: 'default',
      section: 'agent',
    },
    () => import('../features/agent/routes/team-report'),
  ),
  page(
    { name: 'teamRecharge', path: '/agent/team-recharge', requiresAuth: true, layout: 'default', section: 'agent' },
    () => import('../features/agent/routes/team-recharge'),
  ),
  page(
    { name: 'teamWithdraw', path: '/agent/team-withdraw', requiresAuth: true, layout: 'default', section: 'agent' },
    () => import('../features/agent/routes/team-withdraw'),
  ),

  page(
    { name: 'download', path: '/download', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/download/routes/download'),
  ),

  page(
    { name: 'gameGuide', path: '/game/guide/:tabIndex?', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/guide/routes/guide'),
  ),
  page(
    { name: 'guideDeposit', path: '/game/guide/deposit', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/guide/routes/guide-deposit'),
  ),
  page(
    { name: 'guideFaq', path: '/game/guide/faq', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/guide/routes/guide-faq'),
  ),
  page(
    { name: 'promotion', path: '/game/promotion', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/promotion/routes/promotion'),
  ),
  page(
    { name: 'notice', path: '/game/notice', requiresAuth: false, layout: 'default', section: 'game' },
    () => import('../features/notice/routes/notice'),
  ),

  page(
    { name: 'amigo', path: '/amigo', requiresAuth: true, layout: 'default', section: 'game' },
    () => import('../features/game-hall/routes/amigo'),
  ),
  page(
    { name: 'amigoSpringboard', path: '/amigo-springboard', requiresAuth: true, layout: 'default', section: 'game' },
    () => import('../features/game-hall/routes/amigo-springboard'),
  ),
  // Reached from the springboard, never from a menu.
  page(
    {
      name: 'amigoMachine',
      path: '/amigo/machine/:machineId',
      requiresAuth: true,
      layout: 'default',
      section: 'game',
      hidden: true,
    },
    () => import('../features/game-hall/routes/machine'),
  ),
  // Public: anyone holding a round's revealed seeds may check it; loading a stored round needs a sign-in.
  page(
    {
      name: 'amigoVerify',
      path: '/amigo/verify',
      requiresAuth: false,
      layout: 'default',
      section: 'game',
      hidden: true,
    },
    () => import('../features/game-hall/routes/verify'),
  ),

  // Licence pages keep their English titles in every language.
  page(
    {
      name: 'privacyPolicy',
      path: '/privacy-policy',
      title: 'Privacy Policy',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/licence/routes/privacy-policy'),
  ),
  page(
    {
      name: 'termsConditions',
      path: '/terms-conditions',
      title: 'Terms & Conditions',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/licence/routes/terms-conditions'),
  ),
  page(
    {
      name: 'responsibleGaming',
      path: '/responsible-gaming',
      title: 'Responsible Gaming',
      requiresAuth: false,
      layout: 'default',
      section: 'about',
    },
    () => import('../features/licence/routes/responsible-gaming'),
  ),

  page(
    { name: 'userCenter', path: '/user/user-center', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/user/routes/user-center'),
  ),
  page(
    { name: 'deposit', path: '/user/finance/deposit', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/finance/routes/deposit'),
  ),
  page(
    { name: 'withdraw', path: '/user/finance/withdraw', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/finance/routes/withdraw'),
  ),
  page(
    {
      name: 'cryptoDeposit',
      path: '/user/finance/deposit/cryptocurrency',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('../features/finance/routes/crypto-deposit'),
  ),
  page(
    {
      name: 'cryptoWithdraw',
      path: '/user/finance/withdraw/cryptocurrency',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('../features/finance/routes/crypto-withdraw'),
  ),
  page(
    { name: 'accountSetting', path: '/user/account-setting', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/user/routes/account-setting'),
  ),
  page(
    { name: 'bankcardSetting', path: '/user/bankcard-setting', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/bank-card/routes/bankcard-setting'),
  ),
  page(
    { name: 'record', path: '/user/record', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/record/routes/record'),
  ),
  // SPEC.md does not mark the station letter inbox as requiring login.
  page(
    { name: 'stationLetter', path: '/user/station-letter', requiresAuth: false, layout: 'default', section: 'user' },
    () => import('../features/station-letter/routes/station-letter'),
  ),
  page(
    { name: 'paymentPassword', path: '/user/payment-password', requiresAuth: true, layout: 'default', section: 'user' },
    () => import('../features/payment-password/routes/payment-password'),
  ),
  page(
    {
      name: 'updatePaymentPassword',
      path: '/user/update-payment-password',
      requiresAuth: true,
      layout: 'default',
      section: 'user',
    },
    () => import('../features/payment-password/routes/update-payment-password'),
  ),

  page(
    { name: 'notFound', path: '*', requiresAuth: false, layout: 'home', hidden: true },
    () => import('./routes/not-found'),
  ),
];

export const redirectRoutes: RedirectRoute[] = [
  { path: '/index', to: '/' },
  { path: '/agent', to: '/agent/subordinate-management' },
  { path: '/user/finance', to: '/user/finance/deposit' },
];

const byName = new Map(pageRoutes.map((route) => [route.name, route]));

export function findRouteByName(name: string): PageRoute | undefined {
  return byName.get(name);
}

/**
 * The address of a named route without parameters, or undefined when the route needs one (the login
 * redirect carries only a route name and the query, SPEC.md section 2).
 */
export function pathOfRouteName(name: string): string | undefined {
  const route = byName.get(name);
  if (!route || route.path === '*') return undefined;
  const segments = route.path.split('/').filter((segment) => !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return undefined;
  return segments.join('/') || '/';
}
