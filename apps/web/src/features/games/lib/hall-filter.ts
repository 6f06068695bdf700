// How the hall lists its machines: grouped by game, favourite games first, open machines before
// closed ones (the player's recently played first), narrowed by the filters the player picked.
import type { Game, Machine } from '@hall/contracts/game';

/** 'hot': paying out at least what it took today; 'bonus': a BIG or REG within the last games. */
export type HallShow = 'all' | 'hot' | 'bonus';

export interface HallFilter {
  /** '' for every game. */
  gameId: string;
  favouritesOnly: boolean;
  show: HallShow;
}

export const DEFAULT_HALL_FILTER: HallFilter = { gameId: '', favouritesOnly: false, show: 'all' };

/** A bonus this many games ago or fewer counts as recent. */
export const RECENT_BONUS_GAMES = 100;

export interface GameGroup {
  gameId: string;
  game: Game | undefined;
  machines: Machine[];
}

export function isHot(machine: Machine): boolean {
  return machine.data.payoutRate !== null && machine.data.payoutRate >= 1;
}

export function hadRecentBonus(machine: Machine): boolean {
  return machine.data.bonusHistory.length > 0 && machine.data.gamesSinceBonus <= RECENT_BONUS_GAMES;
}

function shows(machine: Machine, show: HallShow): boolean {
  if (show === 'hot') return isHot(machine);
  if (show === 'bonus') return hadRecentBonus(machine);
  return true;
}

/**
 * The floor's groups. `recent` (the machines the player played last, most recent first) puts those
 * machines first within their game.
 */
export function groupMachines(
  games: readonly Game[],
  machines: readonly Machine[],
  filter: HallFilter,
  recent: readonly string[] = [],
): GameGroup[] {
  const recency = new Map(recent.map((id, index) => [id, index]));
  const recentRank = (machine: Machine) => recency.get(machine.id) ?? Number.MAX_SAFE_INTEGER;
  const order = new Map(games.map((game, index) => [game.id, index]));
  const byId = new Map(games.map((game) => [game.id, game]));
  const groups = new Map<string, GameGroup>();
  for (const machine of machines) {
    const game = byId.get(machine.gameId);
    if (filter.gameId && machine.gameId !== filter.gameId) continue;
    if (filter.favouritesOnly && !game?.favourite) continue;
    if (!shows(machine, filter.show)) continue;
    let group = groups.get(machine.gameId);
    if (!group) {
      group = { gameId: machine.gameId, game, machines: [] };
      groups.set(machine.gameId, group);
    }
    group.machines.push(machine);
  }
  const rank = (group: GameGroup) => order.get(group.gameId) ?? Number.MAX_SAFE_INTEGER;
  for (const group of groups.values()) {
    // Stable sort: open machines first, the recently played first among them, then the floor's order.
    group.machines.sort((a, b) => Number(b.enabled) - Number(a.enabled) || recentRank(a) - recentRank(b));
  }
  return [...groups.values()].sort(
    (a, b) => Number(Boolean(b.game?.favourite)) - Number(Boolean(a.game?.favourite)) || rank(a) - rank(b),
  );
}
