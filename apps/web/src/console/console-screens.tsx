// Which screen shows each console resource. Each is its own chunk, loaded when first opened: sign-in
// needs none of them. Every resource of console-resources.ts with a page of its own has one here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageResource } from './console-resources';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const ContentListPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentListPage })));
export const ContentEditPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentEditPage })));

export const SCREENS: Record<PageResource, LazyExoticComponent<ComponentType>> = {
  dashboard: page(() => import('./pages/dashboard'), 'DashboardPage'),
  players: page(() => import('./pages/players'), 'PlayersPage'),
  deposits: page(() => import('./pages/deposits'), 'DepositsPage'),
  'crypto-deposits': page(() => import('./pages/crypto-deposits'), 'CryptoDepositsPage'),
  migrations: page(() => import('./pages/migrations'), 'MigrationsPage'),
  withdrawals: page(() => import('./pages/withdrawals'), 'WithdrawalsPage'),
  adjustments: page(() => import('./pages/adjustments'), 'AdjustmentsPage'),
  kyc: page(() => import('./pages/kyc'), 'KycPage'),
  aml: page(() => import('./pages/aml'), 'AmlPage'),
  agents: page(() => import('./pages/agents'), 'AgentsPage'),
  bonuses: page(() => import('./pages/bonuses'), 'BonusesPage'),
  letters: page(() => import('./pages/letters'), 'LettersPage'),
  support: page(() => import('./pages/support'), 'SupportPage'),
  games: page(() => import('./pages/games'), 'GamesPage'),
  rounds: page(() => import('./pages/rounds'), 'RoundsPage'),
  reports: page(() => import('./pages/reports'), 'ReportsPage'),
  channels: page(() => import('./pages/channels'), 'ChannelsPage'),
  operators: page(() => import('./pages/operators'), 'OperatorsPage'),
  audit: page(() => import('./pages/audit'), 'AuditPage'),
};
