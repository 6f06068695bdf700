// Exact mathematics of a slot configuration. RTP is computed analytically: every line's symbol on a
// reel is uniform over that reel's strip, so all lines share one distribution (enumerated over
// symbol counts); scatters are counted exactly per reel window and convolved; the free-spin feature
// is a branching process (each free spin may add `count` more) with closed-form moments. Hit rate and
// volatility need the joint outcome of all lines, so they come from enumerating every stop combination.
import { evaluate, lineWin, type SlotConfig, type SlotSymbol } from './slot';

export interface SpinMoments {
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
/** Moments of one spin's win (in total bets) from counts over every stop combination. */
class Moments {
  count = 0;
  sum = 0;
  sumSquare = 0;
  triggers = 0;
  sumWinTrigger = 0;
  hits = 0;

  add(win: number, weight: number, trigger: boolean) {
    this.count += weight;
    this.sum += win * weight;
    this.sumSquare += win * win * weight;
    if (win > 0) this.hits += weight;
    if (trigger) {
      this.triggers += weight;
      this.sumWinTrigger += win * weight;
    }
  }

  result(): SpinMoments {
    return {
      mean: this.sum / this.count,
      meanSquare: this.sumSquare / this.count,
      trigger: this.triggers / this.count,
      meanWinWhenTrigger: this.sumWinTrigger / this.count,
      hitRate: this.hits / this.count,
    };
  }
}

/**
 * Every stop combination's outcome, counted once for the paid spin (multiplier 1) and once for a free
 * spin (the feature's multiplier): the win is m·L + S, with L the lines' pays and S the scatter pay,
 * so one walk serves both. The walk is what `evaluate` would give (a test holds them equal), made
 * fast: a line's pay is a table lookup by its symbols, each line's symbols so far are carried down
 * the reels, and on the last reel the pays are summed per row and symbol once per combination of the
 * other reels. Sakura Fortune's 24 million combinations take seconds, not minutes.
 */
export function enumerateSpins(config: SlotConfig): { base: SpinMoments; free: SpinMoments } {
  const reelCount = config.reels.length;
  const rows = config.rows;
  const alphabet = [...new Set(config.reels.flat())];
  const n = alphabet.length;
  const code = new Map(alphabet.map((symbol, i) => [symbol, i]));
  // pay[c]: a line's pay (line bets) for the symbols whose base-n digits make c, reel 0 first.
  const pay = new Float64Array(n ** reelCount);
  const symbols: SlotSymbol[] = [];
  for (let c = 0; c < pay.length; c++) {
    let rest = c;
    for (let r = reelCount - 1; r >= 0; r--) {
      symbols[r] = alphabet[rest % n]!;
      rest = Math.floor(rest / n);
    }
    pay[c] = lineWin(config, symbols)?.pay ?? 0;
  }
  // shown[r][stop * rows + row]: the symbol code in that row; scatters[r][stop]: the S in the window.
  const shown = config.reels.map((strip) => {
    const codes = new Int32Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop++)
      for (let row = 0; row < rows; row++) codes[stop * rows + row] = code.get(strip[(stop + row) % strip.length]!)!;
    return codes;
  });
  const scatters = config.reels.map((strip) =>
    Int32Array.from(strip, (_, stop) => {
      let k = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === 'S') k++;
      return k;
    }),
  );
  const lines = config.lines;
  const lastReel = reelCount - 1;
  const totalBet = lines.length;
  const multiplier = config.freeSpins.multiplier;
  const base = new Moments();
  const free = new Moments();
  // prefix[depth][line]: the code of the line's symbols on reels 0..depth-1.
  const prefix = Array.from({ length: reelCount }, () => new Int32Array(lines.length));
  const rowPay = new Float64Array(rows * n);

  const walk = (reel: number, scattersSoFar: number) => {
    const strip = config.reels[reel]!;
    const here = prefix[reel]!;
    if (reel === lastReel) {
      // The lines' pays for each (row, symbol) of the last reel, given the other reels.
      rowPay.fill(0);
      for (let l = 0; l < lines.length; l++) {
        const row = lines[l]![lastReel]!;
        const start = here[l]! * n;
        for (let s = 0; s < n; s++) rowPay[row * n + s]! += pay[start + s]!;
      }
      const codes = shown[lastReel]!;
      for (let stop = 0; stop < strip.length; stop++) {
        let linePay = 0;
        for (let row = 0; row < rows; row++) linePay += rowPay[row * n + codes[stop * rows + row]!]!;
        const k = scattersSoFar + scatters[lastReel]![stop]!;
        const scatterPay = config.scatterPays[Math.min(k, 5)] ?? 0;
        const trigger = k >= config.freeSpins.scatters;
        base.add(linePay / totalBet + scatterPay, 1, trigger);
        free.add((linePay * multiplier) / totalBet + scatterPay, 1, trigger);
      }
      return;
    }
    const next = prefix[reel + 1]!;
    const codes = shown[reel]!;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let l = 0; l < lines.length; l++) next[l] = here[l]! * n + codes[stop * rows + lines[l]![reel]!]!;
      walk(reel + 1, scattersSoFar + scatters[reel]![stop]!);
    }
  };
  walk(0, 0);
  return { base: base.result(), free: free.result() };
}

/**
 * The same moments by evaluating every stop combination as a spin does (`evaluate`): slow, kept as
 * the reference `enumerateSpins` is tested against on small machines.
 */
export function enumerateSpinsByEvaluation(config: SlotConfig): { base: SpinMoments; free: SpinMoments } {
  const totalBet = config.lines.length;
  const moments = [new Moments(), new Moments()];
  const stops = config.reels.map(() => 0);
  const lengths = config.reels.map((strip) => strip.length);
  for (;;) {
    for (const [i, multiplier] of [1, config.freeSpins.multiplier].entries()) {
      const spin = evaluate(config, stops, 1, multiplier);
      moments[i]!.add(spin.win / totalBet, 1, spin.freeSpinsAwarded > 0);
    }
    let r = stops.length - 1;
    while (r >= 0 && ++stops[r]! === lengths[r]) stops[r--] = 0;
    if (r < 0) break;
  }
  return { base: moments[0]!.result(), free: moments[1]!.result() };
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
  const { base, free } = enumerateSpins(config);
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
