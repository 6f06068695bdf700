// What each role may open, mirroring the server's route roles (the server decides; this only hides
// what would be refused). Admin may do everything, as on the server.
import type { OperatorRole } from '@hall/contracts/admin';

export type ConsoleResource =
  | 'dashboard'
  | 'players'
  | 'deposits'
  | 'crypto-deposits'
  | 'migrations'
  | 'withdrawals'
  | 'adjustments'
  | 'kyc'
  | 'aml'
  | 'agents'
  | 'notices'
  | 'banners'
  | 'promotions'
  | 'bonuses'
  | 'letters'
  | 'support'
  | 'games'
  | 'rounds'
  | 'reports'
  | 'channels'
  | 'operators'
  | 'audit';

const READ: Record<ConsoleResource, readonly OperatorRole[]> = {
  dashboard: ['finance', 'support', 'content'],
  withdrawals: ['finance'],
  adjustments: ['support', 'finance'],
  kyc: ['support', 'finance'],
  aml: ['support', 'finance'],
  players: ['support', 'finance'],
  deposits: ['support', 'finance'],
  'crypto-deposits': ['support', 'finance'],
  migrations: ['support', 'finance'],
  agents: ['support'],
  notices: ['content', 'support'],
  banners: ['content', 'support'],
  promotions: ['content', 'support'],
  bonuses: ['finance', 'support'],
  letters: ['content', 'support'],
  support: ['support'],
  games: [],
  // Voiding a round moves money: the server lets admin and finance.
  rounds: ['finance'],
  reports: ['finance'],
  channels: ['finance'],
  operators: [],
  audit: [],
};

/** Actions narrower than reading the resource. */
const ACTIONS: Partial<Record<`${ConsoleResource}.${string}`, readonly OperatorRole[]>> = {
  'adjustments.approve': ['finance'],
  'notices.edit': ['content'],
  'banners.edit': ['content'],
  'promotions.edit': ['content'],
  'bonuses.edit': ['finance'],
  'letters.send': ['content'],
  'players.freeze': ['support'],
  'players.sessions': ['support'],
  // As on the server (POST /v2/admin/player/erase): the desk that handles the player's requests.
  'players.erase': ['support'],
  'players.protection': ['support'],
  // As on the server (POST /v2/admin/player/data-use/set): the desk that handles data requests.
  'players.dataUse': ['support'],
  // The server also lets content send it; content does not open the player page.
  'players.letter': ['support', 'content'],
  'deposits.refund': ['finance'],
  'crypto-deposits.settle': ['finance'],
};

export function can(role: OperatorRole | undefined, resource: ConsoleResource, action = 'list'): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  const roles = ACTIONS[`${resource}.${action}`] ?? READ[resource];
  return roles.includes(role);
}
