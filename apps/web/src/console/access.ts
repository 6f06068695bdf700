// What each role may open and do: opening a resource is what the route table says, and a few actions
// are narrower. Admin may do everything, as on the server.
import type { AccessControlProvider } from '@refinedev/core';
import type { OperatorRole } from '@hall/contracts/admin';
import { CONSOLE_RESOURCES, type ConsoleResource } from './console-resources';
import { readSession } from './session';

const READ = Object.fromEntries<readonly OperatorRole[]>(CONSOLE_RESOURCES.map((r) => [r.name, r.roles])) as Record<
  ConsoleResource,
  readonly OperatorRole[]
>;

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

/** refine asks this for the menu, `<CanAccess>` and its buttons; the signed-in role answers. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => ({
    can: can(readSession()?.role, (resource ?? 'dashboard') as ConsoleResource, action),
  }),
};
