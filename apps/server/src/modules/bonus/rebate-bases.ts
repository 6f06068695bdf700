// What a rebate offer is paid on, each player's cash bets or net loss over a period: the game module's
// (game/rebate-bases.ts), handed in by wiring.ts since the game module imports this one. Asked before
// that, it throws rather than pay nothing.
import type { Executor } from '../../db/client';

export type RebateBases = (
  db: Executor,
  offer: { rebateBasis: 'net_loss' | 'bets' | null; gameIds: string[] | null },
  period: { start: Date; end: Date },
  userId?: number,
) => Promise<{ userId: number; basis: string }[]>;

let handedIn: RebateBases | undefined;

export function useRebateBases(bases: RebateBases) {
  handedIn = bases;
}

export const rebateBases: RebateBases = (...args) => {
  if (!handedIn) throw new Error('rebate bases were not handed in (wiring.ts)');
  return handedIn(...args);
};
