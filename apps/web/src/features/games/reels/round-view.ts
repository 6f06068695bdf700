// One round as the reels show it: each spin's stops and wins (the paid spin first, then any free
// spins). Read from the outcome the server sends with a spin or a stored round, and built the same
// way by the verify page's replay, so the two can be compared field by field.
import { gameById, type SpinView } from '@hall/game-engine/games';

export type { LineHit, SpinView } from '@hall/game-engine/games';

export interface RoundView {
  gameId: string;
  bet: number;
  win: number;
  /** The video slot's coins per line; null for the pachislot. */
  lineBet: number | null;
  /** The machine's setting, shown only once the round's server seed is revealed. */
  setting: number | null;
  spins: SpinView[];
}

export interface StoredRound {
  gameId: string;
  bet: string;
  win: string;
  outcome: Record<string, unknown>;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The reels' view of a round the server played; null when its outcome is not one its game wrote. */
export function roundViewOf(round: StoredRound): RoundView | null {
  const { outcome } = round;
  const spins: SpinView[] | null = gameById(round.gameId)?.spinsOf(outcome, Number(round.win)) ?? null;
  if (!spins) return null;
  return {
    gameId: round.gameId,
    bet: Number(round.bet),
    win: Number(round.win),
    lineBet: isInt(outcome.lineBet) ? outcome.lineBet : null,
    setting: isInt(outcome.setting) ? outcome.setting : null,
    spins,
  };
}

/** Where a replayed round and a stored one differ ('bet', 'win', 'spins', 'spin 2 stops' ...); empty when they agree. */
export function differencesBetween(replayed: RoundView, stored: RoundView): string[] {
  const differences: string[] = [];
  if (replayed.gameId !== stored.gameId) differences.push('game');
  if (replayed.bet !== stored.bet) differences.push('bet');
  if (replayed.win !== stored.win) differences.push('win');
  if (replayed.spins.length !== stored.spins.length) differences.push('spins');
  replayed.spins.forEach((spin, index) => {
    const other = stored.spins[index];
    if (!other) return;
    if (spin.stops.join(',') !== other.stops.join(',')) differences.push(`spin ${index + 1} stops`);
    if (spin.win !== other.win) differences.push(`spin ${index + 1} win`);
    if (spin.flag !== other.flag) differences.push(`spin ${index + 1} flag`);
  });
  return differences;
}
