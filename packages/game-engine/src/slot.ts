// The 5-reel video slot: 3 rows, 20 fixed lines paying left to right, a wild that stands for every
// symbol but the scatter, scatters that pay anywhere and award free spins (which can retrigger),
// and a multiplier on line wins during free spins. Outcomes depend only on this table and the
// random source: never on past results, the house's balance or who plays.
import type { RandomSource } from './fair';

export type SlotSymbol = 'W' | 'S' | 'H1' | 'H2' | 'H3' | 'L1' | 'L2' | 'L3' | 'L4' | 'L5';
export type LineSymbol = Exclude<SlotSymbol, 'S'>;

export interface SlotConfig {
  id: string;
  rows: number;
  /** One strip per reel, in order; the window shows `rows` consecutive positions from the stop. */
  reels: SlotSymbol[][];
  /** Each line is the row (0 = top) it crosses on each reel. */
  lines: number[][];
  /** Pays for 3, 4 and 5 of a kind, in line bets. */
  pays: Record<LineSymbol, readonly [number, number, number]>;
  /** Scatter pays by how many show anywhere, in total bets. */
  scatterPays: Record<number, number>;
  /** Scatters needed for free spins, how many, and the line-win multiplier while they last. */
  freeSpins: { scatters: number; count: number; multiplier: number };
  /** Allowed line bets in coins; the total bet is the line bet times the number of lines. */
  lineBets: readonly number[];
}

export interface LineWin {
  line: number;
  symbol: LineSymbol;
  count: number;
  win: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row] */
  window: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWin: number;
  /** Free spins this spin awards. */
  freeSpinsAwarded: number;
  multiplier: number;
  win: number;
}

export interface SlotRound {
  /** The paid spin first, then every free spin it led to, in order. */
  spins: SlotSpin[];
  bet: number;
  win: number;
}

/** The win of one line's five symbols, in line bets (the better of the wild run and the symbol run). */
export function lineWin(
  config: SlotConfig,
  symbols: readonly SlotSymbol[],
): { symbol: LineSymbol; count: number; pay: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'W') wildRun++;
  const first = symbols[wildRun];
  let best: { symbol: LineSymbol; count: number; pay: number } | null = null;
  if (wildRun >= 3) best = { symbol: 'W', count: wildRun, pay: config.pays.W[wildRun - 3]! };
  if (first !== undefined && first !== 'S') {
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'W')) count++;
    if (count >= 3) {
      const pay = config.pays[first][count - 3]!;
      if (!best || pay > best.pay) best = { symbol: first, count, pay };
    }
  }
  return best;
}

export function windowAt(config: SlotConfig, stops: readonly number[]): SlotSymbol[][] {
  return config.reels.map((strip, r) =>
    Array.from({ length: config.rows }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  );
}

/** Evaluates the window shown by these stops. */
export function evaluate(config: SlotConfig, stops: readonly number[], lineBet: number, multiplier = 1): SlotSpin {
  const window = windowAt(config, stops);
  const lineWins: LineWin[] = [];
  config.lines.forEach((rows, line) => {
    const hit = lineWin(
      config,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (hit) lineWins.push({ line, symbol: hit.symbol, count: hit.count, win: hit.pay * lineBet * multiplier });
  });
  const scatters = window.reduce((n, column) => n + column.filter((s) => s === 'S').length, 0);
  const totalBet = lineBet * config.lines.length;
  const scatterWin = (config.scatterPays[Math.min(scatters, 5)] ?? 0) * totalBet;
  const freeSpinsAwarded = scatters >= config.freeSpins.scatters ? config.freeSpins.count : 0;
  const win = lineWins.reduce((sum, w) => sum + w.win, 0) + scatterWin;
  return { stops: [...stops], window, lineWins, scatters, scatterWin, freeSpinsAwarded, multiplier, win };
}

/** Draws the reel stops of one spin: one uniform stop per reel. */
export function drawStops(config: SlotConfig, source: RandomSource): number[] {
  return config.reels.map((strip) => source.int(strip.length));
}

/** A safety bound far beyond any real feature (the chance of reaching it is below 10^-90). */
const MAX_SPINS_PER_ROUND = 1000;

/**
 * Plays one paid spin and every free spin it leads to. `sourceFor(round)` gives the random source
 * of each spin of the round: 0 for the paid spin, 1, 2, ... for the free spins.
 */
export function playSlotRound(
  config: SlotConfig,
  lineBet: number,
  sourceFor: (round: number) => RandomSource,
): SlotRound {
  if (!config.lineBets.includes(lineBet)) throw new Error(`line bet ${lineBet} is not offered`);
  const spins: SlotSpin[] = [];
  const first = evaluate(config, drawStops(config, sourceFor(0)), lineBet);
  spins.push(first);
  let remaining = first.freeSpinsAwarded;
  while (remaining > 0) {
    if (spins.length >= MAX_SPINS_PER_ROUND) throw new Error('free spins beyond the safety bound');
    remaining -= 1;
    const spin = evaluate(config, drawStops(config, sourceFor(spins.length)), lineBet, config.freeSpins.multiplier);
    spins.push(spin);
    remaining += spin.freeSpinsAwarded;
  }
  return { spins, bet: lineBet * config.lines.length, win: spins.reduce((sum, s) => sum + s.win, 0) };
}

/** Lays out a strip from symbol counts, spreading each symbol as evenly as its count allows. */
export function spreadStrip(counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] {
  const entries = Object.entries(counts).filter(([, n]) => (n ?? 0) > 0) as Array<[SlotSymbol, number]>;
  const length = entries.reduce((n, [, c]) => n + c, 0);
  const slots: Array<{ symbol: SlotSymbol; at: number }> = [];
  entries.forEach(([symbol, count], k) => {
    for (let i = 0; i < count; i++) slots.push({ symbol, at: (i + (k + 1) / (entries.length + 1)) / count });
  });
  slots.sort((a, b) => a.at - b.at || a.symbol.localeCompare(b.symbol));
  if (slots.length !== length) throw new Error('strip layout lost a symbol');
  return slots.map((s) => s.symbol);
}
