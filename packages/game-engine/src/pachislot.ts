// "Neon 777": the hall's pachislot-style 3-reel machine. Each game (3 coins) draws one flag from a
// 16-bit lottery (65,536 values), as real pachislot machines do; the reels then stop to show the
// flag on the centre line. BIG and REG bonuses pay their bonus coins at once. The six settings
// differ in bonus odds (and slightly in cherry odds), so the payout rate rises from 97% to 110%.
import type { RandomSource } from './fair';

export type PachiSymbol = '7' | 'BAR' | 'BELL' | 'MELON' | 'CHERRY' | 'REPLAY';
export type PachiFlag = 'big' | 'reg' | 'replay' | 'bell' | 'melon' | 'cherry' | 'none';
export type Setting = 1 | 2 | 3 | 4 | 5 | 6;

export const PACHI_BET = 3;
export const LOTTERY_SIZE = 65_536;

/** Coins paid for each flag (a replay gives the 3 coins of the next game back). */
export const PACHI_PAYS: Record<PachiFlag, number> = {
  big: 312,
  reg: 104,
  replay: 3,
  bell: 10,
  melon: 8,
  cherry: 4,
  none: 0,
};

/** Lottery values per flag and setting (out of 65,536); `none` takes the rest. */
export const PACHI_ODDS: Record<Setting, Record<Exclude<PachiFlag, 'none'>, number>> = {
  1: { big: 200, reg: 166, replay: 8978, bell: 6554, melon: 1024, cherry: 2595 },
  2: { big: 208, reg: 171, replay: 8978, bell: 6554, melon: 1024, cherry: 2578 },
  3: { big: 218, reg: 178, replay: 8978, bell: 6554, melon: 1024, cherry: 2599 },
  4: { big: 230, reg: 190, replay: 8978, bell: 6554, melon: 1024, cherry: 2580 },
  5: { big: 244, reg: 204, replay: 8978, bell: 6554, melon: 1024, cherry: 2599 },
  6: { big: 262, reg: 226, replay: 8978, bell: 6554, melon: 1024, cherry: 2589 },
};

/** Design targets of the payout rate per setting. */
export const PACHI_RTP_TARGETS: Record<Setting, number> = { 1: 0.97, 2: 0.985, 3: 1.005, 4: 1.03, 5: 1.06, 6: 1.1 };

const FLAG_ORDER: Array<Exclude<PachiFlag, 'none'>> = ['big', 'reg', 'replay', 'bell', 'melon', 'cherry'];

/** The 21-symbol strips of the three reels. */
export const PACHI_REELS: PachiSymbol[][] = [
  [
    '7',
    'BELL',
    'REPLAY',
    'MELON',
    'BAR',
    'BELL',
    'REPLAY',
    'CHERRY',
    'BELL',
    'REPLAY',
    '7',
    'MELON',
    'BELL',
    'REPLAY',
    'BAR',
    'CHERRY',
    'BELL',
    'REPLAY',
    'MELON',
    'BELL',
    'REPLAY',
  ],
  [
    '7',
    'REPLAY',
    'BELL',
    'MELON',
    'REPLAY',
    'BAR',
    'BELL',
    'REPLAY',
    'CHERRY',
    'BELL',
    '7',
    'REPLAY',
    'MELON',
    'BELL',
    'REPLAY',
    'BAR',
    'BELL',
    'CHERRY',
    'REPLAY',
    'MELON',
    'BELL',
  ],
  [
    '7',
    'MELON',
    'REPLAY',
    'BELL',
    'BAR',
    'REPLAY',
    'BELL',
    'CHERRY',
    'REPLAY',
    'BELL',
    '7',
    'MELON',
    'REPLAY',
    'BELL',
    'BAR',
    'REPLAY',
    'CHERRY',
    'BELL',
    'MELON',
    'REPLAY',
    'BELL',
  ],
];

/** What the centre line pays, read from its three symbols. */
export function centreLine(symbols: readonly PachiSymbol[]): PachiFlag {
  const [a, b, c] = symbols;
  if (a === '7' && b === '7' && c === '7') return 'big';
  if (a === '7' && b === '7' && c === 'BAR') return 'reg';
  if (a === b && b === c) {
    if (a === 'REPLAY') return 'replay';
    if (a === 'BELL') return 'bell';
    if (a === 'MELON') return 'melon';
  }
  if (a === 'CHERRY') return 'cherry';
  return 'none';
}

export interface PachiGame {
  lottery: number;
  flag: PachiFlag;
  /** Stop of each reel: the centre line shows strip[stop]. */
  stops: number[];
  centre: PachiSymbol[];
  bet: number;
  win: number;
}

export function flagFor(setting: Setting, lottery: number): PachiFlag {
  let edge = 0;
  for (const flag of FLAG_ORDER) {
    edge += PACHI_ODDS[setting][flag];
    if (lottery < edge) return flag;
  }
  return 'none';
}

const REQUIRED: Partial<Record<PachiFlag, PachiSymbol[]>> = {
  big: ['7', '7', '7'],
  reg: ['7', '7', 'BAR'],
  replay: ['REPLAY', 'REPLAY', 'REPLAY'],
  bell: ['BELL', 'BELL', 'BELL'],
  melon: ['MELON', 'MELON', 'MELON'],
};

/** Plays one game: draws the flag, then stops the reels so the centre line shows exactly that flag. */
export function playPachislot(setting: Setting, source: RandomSource): PachiGame {
  const lottery = source.int(LOTTERY_SIZE);
  const flag = flagFor(setting, lottery);
  const required = REQUIRED[flag];
  let stops: number[];
  if (required) {
    stops = PACHI_REELS.map((strip, r) => {
      const positions = strip.flatMap((s, i) => (s === required[r] ? [i] : []));
      return positions[source.int(positions.length)]!;
    });
  } else {
    // Cherry and losing games: stops drawn until the centre line shows exactly this flag.
    for (let attempt = 0; ; attempt++) {
      if (attempt > 1000) throw new Error('no reel stops show this flag');
      stops = PACHI_REELS.map((strip) => source.int(strip.length));
      if (centreLine(stops.map((s, r) => PACHI_REELS[r]![s]!)) === flag) break;
    }
  }
  const centre = stops.map((s, r) => PACHI_REELS[r]![s]!);
  return { lottery, flag, stops, centre, bet: PACHI_BET, win: PACHI_PAYS[flag] };
}

export interface PachiMath {
  rtp: number;
  hitRate: number;
  /** Standard deviation of one game's return, in bets. */
  volatility: number;
  bigOdds: number;
  regOdds: number;
}

/** Exact payout rate, hit rate and volatility of a setting, from the whole lottery. */
export function pachislotMath(setting: Setting): PachiMath {
  const odds = PACHI_ODDS[setting];
  const none = LOTTERY_SIZE - FLAG_ORDER.reduce((n, f) => n + odds[f], 0);
  const counts: Record<PachiFlag, number> = { ...odds, none };
  let mean = 0;
  let meanSquare = 0;
  let hits = 0;
  for (const [flag, count] of Object.entries(counts) as Array<[PachiFlag, number]>) {
    const p = count / LOTTERY_SIZE;
    const x = PACHI_PAYS[flag] / PACHI_BET;
    mean += p * x;
    meanSquare += p * x * x;
    if (PACHI_PAYS[flag] > 0) hits += p;
  }
  return {
    rtp: mean,
    hitRate: hits,
    volatility: Math.sqrt(meanSquare - mean * mean),
    bigOdds: LOTTERY_SIZE / odds.big,
    regOdds: LOTTERY_SIZE / odds.reg,
  };
}
