// What each role may open, mirroring the server's route roles (the server decides; this only hides
// what would be refused). Admin may do everything, as on the server.
import type { OperatorRole } from '@hall/contracts/admin';

export type ConsoleResource =
  'dashboard' | 'withdrawals' | 'adjustments' | 'kyc' | 'players' | 'agents' | 'notices' | 'operators' | 'audit';

const READ: Record<ConsoleResource, readonly OperatorRole[]> = {
  dashboard: ['finance', 'support', 'content'],
  withdrawals: ['finance'],
  adjustments: ['support', 'finance'],
  kyc: ['support', 'finance'],
  players: ['support'],
  agents: ['support'],
  notices: ['content', 'support'],
  operators: [],
  audit: [],
};

/** Actions narrower than reading the resource. */
const ACTIONS: Partial<Record<`${ConsoleResource}.${string}`, readonly OperatorRole[]>> = {
  'adjustments.approve': ['finance'],
  'notices.edit': ['content'],
};

export function can(role: OperatorRole | undefined, resource: ConsoleResource, action = 'list'): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  const roles = ACTIONS[`${resource}.${action}`] ?? READ[resource];
  return roles.includes(role);
}
