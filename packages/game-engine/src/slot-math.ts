// Exact mathematics of a slot configuration. RTP is computed analytically: every line's symbol on a
// reel is uniform over that reel's strip, so all lines share one distribution (enumerated over
// symbol counts); scatters are counted exactly per reel window and convolved; the free-spin feature
// is a branching process (each free spin may add `count` more) with closed-form moments. Hit rate and
// volatility need the joint outcome of all lines, so they come from enumerating every stop combination.
import { evaluate, lineWin, type SlotConfig, type SlotSymbol } from './slot';

interface SpinMoments {
  /** Expected win of one spin in total bets. */
  mean: number;
  meanSquare: number;
  /** Probability the spin awards free spins. */
  trigger: number;
  /** E[win × trigger] */
  meanWinWhenTrigger: number;
  hitRate: number;
}

function symbolCounts(strip: readonly SlotSymbol[]) {
  const counts = new Map<SlotSymbol, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

/** Expected win of one line in line bets (multiplier 1), by enumerating symbol tuples by weight. */
export function expectedLineWin(config: SlotConfig): number {
  const reels = config.reels.map((strip) => [...symbolCounts(strip)].map(([s, c]) => [s, c / strip.length] as const));
  let total = 0;
  const walk = (reel: number, symbols: SlotSymbol[], weight: number) => {
    if (reel === reels.length) {
      total += weight * (lineWin(config, symbols)?.pay ?? 0);
      return;
    }
    for (const [s, p] of reels[reel]!) walk(reel + 1, [...symbols, s], weight * p);
  };
  walk(0, [], 1);
  return total;
}

/** Probability of each number of scatters in the window, exactly. */
export function scatterDistribution(config: SlotConfig): number[] {
  let dist = [1];
  for (const strip of config.reels) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < config.rows; row++) if (strip[(stop + row) % strip.length] === 'S') k++;
      perReel[k] = (perReel[k] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    dist.forEach((p, i) => perReel.forEach((q, j) => (next[i + j] = (next[i + j] ?? 0) + p * (q ?? 0))));
    dist = next;
  }
  return dist;
}

export interface SlotMath {
  rtp: number;
  /** Expected free spins per trigger (including retriggers). */
  freeSpinsPerTrigger: number;
  triggerRate: number;
  baseRtp: number;
  featureRtp: number;
}

/** The exact return to player of a configuration, as a fraction of the total bet. */
export function slotRtp(config: SlotConfig): SlotMath {
  const eLine = expectedLineWin(config);
  const dist = scatterDistribution(config);
  const eScatter = dist.reduce((sum, p, k) => sum + (p ?? 0) * (config.scatterPays[Math.min(k, 5)] ?? 0), 0);
  const q = dist.reduce((sum, p, k) => sum + (k >= config.freeSpins.scatters ? (p ?? 0) : 0), 0);
  const n = config.freeSpins.count;
  if (n * q >= 1) throw new Error('free spins would never end on average');
  const perTrigger = n / (1 - n * q);
  const freeSpinWin = config.freeSpins.multiplier * eLine + eScatter;
  const base = eLine + eScatter;
  const feature = q * perTrigger * freeSpinWin;
  return { rtp: base + feature, freeSpinsPerTrigger: perTrigger, triggerRate: q, baseRtp: base, featureRtp: feature };
}

/** Moments of one spin (paid or free) by enumerating every stop combination. */
function enumerateSpin(config: SlotConfig, multiplier: number): SpinMoments {
  const lineBet = 1;
  const totalBet = config.lines.length;
  let count = 0;
  let sum = 0;
  let sumSquare = 0;
  let triggers = 0;
  let sumWinTrigger = 0;
  let hits = 0;
  const stops = config.reels.map(() => 0);
  const lengths = config.reels.map((s) => s.length);
  for (;;) {
    const spin = evaluate(config, stops, lineBet, multiplier);
    const win = spin.win / totalBet;
    count++;
    sum += win;
    sumSquare += win * win;
    if (win > 0) hits++;
    if (spin.freeSpinsAwarded > 0) {
      triggers++;
      sumWinTrigger += win;
    }
    let r = stops.length - 1;
    while (r >= 0 && ++stops[r]! === lengths[r]) stops[r--] = 0;
    if (r < 0) break;
  }
  return {
    mean: sum / count,
    meanSquare: sumSquare / count,
    trigger: triggers / count,
    meanWinWhenTrigger: sumWinTrigger / count,
    hitRate: hits / count,
  };
}

export interface SlotTable extends SlotMath {
  hitRate: number;
  /** Standard deviation of one paid spin's total return (feature included), in total bets. */
  volatility: number;
  /** The RTP found by enumeration: equals `rtp` (a check of the analytic method). */
  enumeratedRtp: number;
}

/** Everything `game:rtp` prints; enumerates every stop combination, so it takes a while on big strips. */
export function slotTable(config: SlotConfig): SlotTable {
  const base = enumerateSpin(config, 1);
  const free = enumerateSpin(config, config.freeSpins.multiplier);
  const n = config.freeSpins.count;
  // One free spin and all it leads to: Y = X + R·(Y1 + … + Yn).
  const eY = free.mean / (1 - n * free.trigger);
  const eY2 =
    (free.meanSquare + 2 * n * free.meanWinWhenTrigger * eY + free.trigger * n * (n - 1) * eY * eY) /
    (1 - n * free.trigger);
  // A paid spin: T = B + R·(Y1 + … + Yn).
  const eT = base.mean + base.trigger * n * eY;
  const eT2 = base.meanSquare + 2 * n * base.meanWinWhenTrigger * eY + base.trigger * (n * eY2 + n * (n - 1) * eY * eY);
  return {
    ...slotRtp(config),
    hitRate: base.hitRate,
    volatility: Math.sqrt(eT2 - eT * eT),
    enumeratedRtp: eT,
  };
}
