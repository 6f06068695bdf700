// The console's route table, once: refine's resources (and so the side menu), the routes and what
// each role may open are all read from it. The roles mirror the server's route roles (the server
// decides; these only hide what would be refused); admin may open everything, as on the server.
// Which screen shows each resource is console-screens.tsx (this table loads no page).
import type { OperatorRole } from '@hall/contracts/admin';

interface ConsoleResourceEntry {
  name: string;
  /** Under /console; the dashboard is the index. */
  path: string;
  /** Who may open it besides admin. */
  roles: readonly OperatorRole[];
  /** Its calls' path under /v2/admin/ (list, get, create, update), for the data provider. */
  api?: string;
  /** Content's list, new and edit pages (one pair of pages for every kind of content), not a page of its own. */
  content?: true;
}

export const CONSOLE_RESOURCES = [
  {
    name: 'dashboard',
    path: '/',
    roles: ['finance', 'support', 'content'],
  },
  {
    name: 'players',
    api: 'player',
    path: '/players',
    roles: ['support', 'finance'],
  },
  {
    name: 'deposits',
    api: 'deposit',
    path: '/deposits',
    roles: ['support', 'finance'],
  },
  {
    name: 'crypto-deposits',
    api: 'crypto/deposit',
    path: '/crypto-deposits',
    roles: ['support', 'finance'],
  },
  {
    name: 'migrations',
    api: 'migration',
    path: '/migrations',
    roles: ['support', 'finance'],
  },
  {
    name: 'withdrawals',
    api: 'draw',
    path: '/withdrawals',
    roles: ['finance'],
  },
  {
    name: 'adjustments',
    api: 'adjustment',
    path: '/adjustments',
    roles: ['support', 'finance'],
  },
  {
    name: 'kyc',
    api: 'kyc',
    path: '/kyc',
    roles: ['support', 'finance'],
  },
  {
    name: 'aml',
    api: 'aml',
    path: '/aml',
    roles: ['support', 'finance'],
  },
  {
    name: 'agents',
    api: 'agent',
    path: '/agents',
    roles: ['support'],
  },
  { name: 'notices', api: 'notice', path: '/notices', roles: ['content', 'support'], content: true },
  { name: 'banners', api: 'banner', path: '/banners', roles: ['content', 'support'], content: true },
  { name: 'promotions', api: 'favorable', path: '/promotions', roles: ['content', 'support'], content: true },
  {
    name: 'bonuses',
    path: '/bonuses',
    roles: ['finance', 'support'],
  },
  {
    name: 'letters',
    api: 'station',
    path: '/letters',
    roles: ['content', 'support'],
  },
  {
    name: 'support',
    api: 'support',
    path: '/support',
    roles: ['support'],
  },
  { name: 'games', path: '/games', roles: [] },
  {
    name: 'rounds',
    path: '/rounds',
    // Voiding a round moves money: the server lets admin and finance.
    roles: ['finance'],
  },
  {
    name: 'reports',
    path: '/reports',
    roles: ['finance'],
  },
  {
    name: 'channels',
    path: '/channels',
    roles: ['finance'],
  },
  {
    name: 'operators',
    api: 'operator',
    path: '/operators',
    roles: [],
  },
  {
    name: 'audit',
    api: 'audit',
    path: '/audit',
    roles: [],
  },
] as const satisfies readonly ConsoleResourceEntry[];

export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number]['name'];
export type ContentResource = Extract<(typeof CONSOLE_RESOURCES)[number], { content: true }>['name'];
/** The resources with a page of their own. */
export type PageResource = Exclude<ConsoleResource, ContentResource>;
