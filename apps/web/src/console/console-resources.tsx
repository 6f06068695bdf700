// The console's route table, once: refine's resources (and so the side menu), the routes and what
// each role may open are all read from it. The roles mirror the server's route roles (the server
// decides; these only hide what would be refused); admin may open everything, as on the server.
import type { OperatorRole } from '@hall/contracts/admin';
import { lazy, type ComponentType } from 'react';

/** One page, or content's list, new and edit pages (one pair of pages for every kind of content). */
type Screens = { page: ComponentType } | { content: true };

interface ConsoleResourceEntry {
  name: string;
  /** Under /console; the dashboard is the index. */
  path: string;
  /** Who may open it besides admin. */
  roles: readonly OperatorRole[];
  /** Its calls' path under /v2/admin/ (list, get, create, update), for the data provider. */
  api?: string;
  screens: Screens;
}

// Each screen is its own chunk, loaded when first opened: sign-in needs none of them.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
export const ContentListPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentListPage })));
export const ContentEditPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentEditPage })));
const content = { content: true } as const;

export const CONSOLE_RESOURCES = [
  {
    name: 'dashboard',
    path: '/',
    roles: ['finance', 'support', 'content'],
    screens: { page: page(() => import('./pages/dashboard'), 'DashboardPage') },
  },
  {
    name: 'players',
    api: 'player',
    path: '/players',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/players'), 'PlayersPage') },
  },
  {
    name: 'deposits',
    api: 'deposit',
    path: '/deposits',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/deposits'), 'DepositsPage') },
  },
  {
    name: 'crypto-deposits',
    api: 'crypto/deposit',
    path: '/crypto-deposits',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/crypto-deposits'), 'CryptoDepositsPage') },
  },
  {
    name: 'migrations',
    api: 'migration',
    path: '/migrations',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/migrations'), 'MigrationsPage') },
  },
  {
    name: 'withdrawals',
    api: 'draw',
    path: '/withdrawals',
    roles: ['finance'],
    screens: { page: page(() => import('./pages/withdrawals'), 'WithdrawalsPage') },
  },
  {
    name: 'adjustments',
    api: 'adjustment',
    path: '/adjustments',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/adjustments'), 'AdjustmentsPage') },
  },
  {
    name: 'kyc',
    api: 'kyc',
    path: '/kyc',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/kyc'), 'KycPage') },
  },
  {
    name: 'aml',
    api: 'aml',
    path: '/aml',
    roles: ['support', 'finance'],
    screens: { page: page(() => import('./pages/aml'), 'AmlPage') },
  },
  {
    name: 'agents',
    api: 'agent',
    path: '/agents',
    roles: ['support'],
    screens: { page: page(() => import('./pages/agents'), 'AgentsPage') },
  },
  { name: 'notices', api: 'notice', path: '/notices', roles: ['content', 'support'], screens: content },
  { name: 'banners', api: 'banner', path: '/banners', roles: ['content', 'support'], screens: content },
  { name: 'promotions', api: 'favorable', path: '/promotions', roles: ['content', 'support'], screens: content },
  {
    name: 'bonuses',
    path: '/bonuses',
    roles: ['finance', 'support'],
    screens: { page: page(() => import('./pages/bonuses'), 'BonusesPage') },
  },
  {
    name: 'letters',
    api: 'station',
    path: '/letters',
    roles: ['content', 'support'],
    screens: { page: page(() => import('./pages/letters'), 'LettersPage') },
  },
  {
    name: 'support',
    api: 'support',
    path: '/support',
    roles: ['support'],
    screens: { page: page(() => import('./pages/support'), 'SupportPage') },
  },
  { name: 'games', path: '/games', roles: [], screens: { page: page(() => import('./pages/games'), 'GamesPage') } },
  {
    name: 'rounds',
    path: '/rounds',
    // Voiding a round moves money: the server lets admin and finance.
    roles: ['finance'],
    screens: { page: page(() => import('./pages/rounds'), 'RoundsPage') },
  },
  {
    name: 'reports',
    path: '/reports',
    roles: ['finance'],
    screens: { page: page(() => import('./pages/reports'), 'ReportsPage') },
  },
  {
    name: 'channels',
    path: '/channels',
    roles: ['finance'],
    screens: { page: page(() => import('./pages/channels'), 'ChannelsPage') },
  },
  {
    name: 'operators',
    api: 'operator',
    path: '/operators',
    roles: [],
    screens: { page: page(() => import('./pages/operators'), 'OperatorsPage') },
  },
  {
    name: 'audit',
    api: 'audit',
    path: '/audit',
    roles: [],
    screens: { page: page(() => import('./pages/audit'), 'AuditPage') },
  },
] as const satisfies readonly ConsoleResourceEntry[];

export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number]['name'];
export type ContentResource = Extract<(typeof CONSOLE_RESOURCES)[number], { screens: { content: true } }>['name'];
