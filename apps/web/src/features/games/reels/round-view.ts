// One round as the reels show it: each spin's stops and wins (the paid spin first, then any free
// spins). Read from the outcome the server sends with a spin or a stored round, and built the same
// way by the verify page's replay, so the two can be compared field by field.
import { NEON_ID, SAKURA_ID } from './reel-layouts';

export interface LineHit {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

export interface SpinView {
  stops: number[];
  win: number;
  /** Line-win multiplier (free spins pay more). */
  multiplier: number;
  lineWins: LineHit[];
  scatters: number;
  /** The pachislot's flag (big, reg, bell ...); null for the video slot. */
  flag: string | null;
}

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
const ints = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every(isInt) ? (value as number[]) : null;

function lineHits(value: unknown): LineHit[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((hit: unknown) => {
    const h = hit as Partial<LineHit> | null;
    return h && isInt(h.line) && typeof h.symbol === 'string' && isInt(h.count) && isInt(h.win)
      ? [{ line: h.line, symbol: h.symbol, count: h.count, win: h.win }]
      : [];
  });
}

/** The reels' view of a round the server played; null when its outcome is not one we can draw. */
export function roundViewOf(round: StoredRound): RoundView | null {
  const { outcome } = round;
  const setting = isInt(outcome.setting) ? outcome.setting : null;
  const base = { gameId: round.gameId, bet: Number(round.bet), win: Number(round.win), setting };
  if (round.gameId === SAKURA_ID) {
    if (!isInt(outcome.lineBet) || !Array.isArray(outcome.spins)) return null;
    const spins: SpinView[] = [];
    for (const raw of outcome.spins as unknown[]) {
      const spin = raw as Record<string, unknown> | null;
      const stops = ints(spin?.stops);
      if (!spin || !stops || !isInt(spin.win)) return null;
      spins.push({
        stops,
        win: spin.win,
        multiplier: isInt(spin.multiplier) ? spin.multiplier : 1,
        lineWins: lineHits(spin.lineWins),
        scatters: isInt(spin.scatters) ? spin.scatters : 0,
        flag: null,
      });
    }
    return spins.length > 0 ? { ...base, lineBet: outcome.lineBet, spins } : null;
  }
  if (round.gameId === NEON_ID) {
    const stops = ints(outcome.stops);
    if (!stops || typeof outcome.flag !== 'string') return null;
    return {
      ...base,
      lineBet: null,
      spins: [{ stops, win: base.win, multiplier: 1, lineWins: [], scatters: 0, flag: outcome.flag }],
    };
  }
  return null;
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
