// The hall's games behind one interface: each game says what a request may stake, plays one game from
// the provably fair random source, reads back an outcome it stored, and gives its exact mathematics.
// The server's spin, the browser's verifier, `game:rtp` and the console all go through `gameById`,
// so a new game is one more entry in GAMES, not a branch in each of them. A game's outcome depends
// only on its table, the machine's setting and the seed bytes (GLI-19 5.1.8: no adaptive play).
import type { RandomSource } from './fair';
import { PACHI_BET, PACHI_REELS, PACHI_RTP_TARGETS, pachislotMath, playPachislot, type Setting } from './pachislot';
import { FRUIT_ART, FRUIT_RTP_TARGET, fruitSlot } from './fruit-slot';
import { SAKURA_RTP_TARGET, sakuraSlot } from './sakura-slot';
import { playSlotRound, type SlotConfig } from './slot';
import { slotTable } from './slot-math';

/** One line that paid: which line, its symbol, how many in a row, what it paid. */
export interface LineHit {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

/** One spin of a round as the reels show it and the verifier compares it. */
export interface SpinView {
  stops: number[];
  win: number;
  /** Line-win multiplier (free spins pay more). */
  multiplier: number;
  lineWins: LineHit[];
  scatters: number;
  /** The pachislot's flag (big, reg, bell ...); null for a video slot. */
  flag: string | null;
}

/** One game played: what it staked and paid, the outcome the server stores, and its spins. */
export interface PlayedGame {
  bet: number;
  win: number;
  /** A pachislot's bonus flag, counted on the machine's data counter; null otherwise. */
  bonus: 'big' | 'reg' | null;
  /** What the round keeps and the player is shown (spinsOf reads it back). */
  outcome: Record<string, unknown>;
  spins: SpinView[];
  /** The coins per line the game was played at; null for a game without lines. */
  lineBet: number | null;
}

/** A game's exact figures for one setting (or for all, when it has none). */
export interface GameMath {
  rtp: number;
  target: number;
  hitRate: number;
  /** Standard deviation of one game's return, in bets. */
  volatility: number;
  notes: string;
}

/** What a browser needs to draw the game's reels (outcomes always come from the server). */
export interface ReelDisplay {
  strips: readonly (readonly string[])[];
  rows: number;
  /** Rows shown above the stop: a slot's stop is its top row (`windowAt`), the pachislot's the centre line. */
  rowsAboveStop: number;
  /** Each line as the row it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** What a symbol code is drawn as, where not as itself (the fruit machine's W is a star). */
  art: Readonly<Record<string, string>>;
}

export interface Game {
  id: string;
  kind: 'video_slot' | 'pachislot';
  /** The name `game:rtp` prints (players read the localised names the server keeps). */
  title: string;
  /** The line bets a player chooses from; empty for a game with one stake. */
  lineBets: readonly number[];
  /** The machine settings the game plays at (1-6); empty when the setting changes nothing. */
  settings: readonly number[];
  /** The coins a request stakes with `lineBet` (the default when undefined); null when not offered. */
  stake(lineBet?: number): number | null;
  /** One game; null when `lineBet` is not offered. `sourceFor(n)` is the source of the round's n-th spin. */
  play(sourceFor: (round: number) => RandomSource, setting: number, lineBet?: number): PlayedGame | null;
  /** The spins of an outcome this game stored (with the round's win); null when it is not one this game wrote. */
  spinsOf(outcome: Record<string, unknown>, win: number): SpinView[] | null;
  /** The exact figures at `setting` (any setting, for a game without settings). */
  math(setting: number): GameMath;
  display: ReelDisplay;
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

const pct = (x: number) => `${(x * 100).toFixed(4)}%`;

/**
 * A line slot of slot.ts: lines paying left to right, wilds, scatters and free spins as its table
 * says. The machine's setting changes nothing. `art` names what each symbol code is drawn as.
 */
function lineSlot(slot: SlotConfig, meta: { title: string; target: number; art?: Record<string, string> }): Game {
  return {
    id: slot.id,
    kind: 'video_slot',
    title: meta.title,
    lineBets: slot.lineBets,
    settings: [],
    display: { strips: slot.reels, rows: slot.rows, rowsAboveStop: 0, lines: slot.lines, art: meta.art ?? {} },
    stake(lineBet = 1) {
      return slot.lineBets.includes(lineBet) ? lineBet * slot.lines.length : null;
    },
    play(sourceFor, _setting, lineBet = 1) {
      if (!slot.lineBets.includes(lineBet)) return null;
      const round = playSlotRound(slot, lineBet, sourceFor);
      const spins = round.spins.map((s) => ({
        stops: s.stops,
        window: s.window,
        lineWins: s.lineWins,
        scatters: s.scatters,
        multiplier: s.multiplier,
        win: s.win,
      }));
      return {
        bet: round.bet,
        win: round.win,
        bonus: null,
        outcome: { lineBet, spins },
        spins: round.spins.map((s) => ({
          stops: s.stops,
          win: s.win,
          multiplier: s.multiplier,
          lineWins: s.lineWins.map(({ line, symbol, count, win }) => ({ line, symbol, count, win })),
          scatters: s.scatters,
          flag: null,
        })),
        lineBet,
      };
    },
    spinsOf(outcome) {
      if (!isInt(outcome.lineBet) || !Array.isArray(outcome.spins)) return null;
      const spins: SpinView[] = [];
      for (const raw of outcome.spins as unknown[]) {
        const spin = raw as Record<string, unknown> | null;
        const stops = ints(spin?.stops);
        if (!spin || !stops || stops.length !== slot.reels.length || !isInt(spin.win)) return null;
        spins.push({
          stops,
          win: spin.win,
          multiplier: isInt(spin.multiplier) ? spin.multiplier : 1,
          lineWins: lineHits(spin.lineWins),
          scatters: isInt(spin.scatters) ? spin.scatters : 0,
          flag: null,
        });
      }
      return spins.length > 0 ? spins : null;
    },
    math() {
      const table = slotTable(slot);
      const feature =
        table.triggerRate > 0
          ? `free spins 1 in ${(1 / table.triggerRate).toFixed(1)}, ${table.freeSpinsPerTrigger.toFixed(2)} per trigger; `
          : '';
      return {
        rtp: table.rtp,
        target: meta.target,
        hitRate: table.hitRate,
        volatility: table.volatility,
        notes: `${feature}enumerated RTP ${pct(table.enumeratedRtp)}`,
      };
    },
  };
}

/** Sakura Fortune: 5 reels, 20 lines, free spins at triple wins. */
const sakuraFortune = lineSlot(sakuraSlot, { title: 'Sakura Fortune (5-reel video slot)', target: SAKURA_RTP_TARGET });

/** Lucky Cherry: a classic 3-reel fruit machine, 5 lines, low volatility. */
const luckyCherry = lineSlot(fruitSlot, {
  title: 'Lucky Cherry (3-reel fruit machine)',
  target: FRUIT_RTP_TARGET,
  art: FRUIT_ART,
});

const PACHI_SETTINGS = [1, 2, 3, 4, 5, 6] as const;
const isSetting = (setting: number): setting is Setting => (PACHI_SETTINGS as readonly number[]).includes(setting);

/** Neon 777: a pachislot with one bet, its odds set by the machine's setting (1-6). */
const neon777: Game = {
  id: 'neon-777',
  kind: 'pachislot',
  title: 'Neon 777 (pachislot)',
  lineBets: [],
  settings: PACHI_SETTINGS,
  // Three rows, the centre one the pay line.
  display: { strips: PACHI_REELS, rows: 3, rowsAboveStop: 1, lines: [[1, 1, 1]], art: {} },
  stake(lineBet) {
    return lineBet === undefined || lineBet === PACHI_BET ? PACHI_BET : null;
  },
  play(sourceFor, setting, lineBet) {
    if (lineBet !== undefined && lineBet !== PACHI_BET) return null;
    if (!isSetting(setting)) throw new Error(`setting ${setting} is not one of 1-6`);
    const game = playPachislot(setting, sourceFor(0));
    const bonus = game.flag === 'big' || game.flag === 'reg' ? game.flag : null;
    return {
      bet: game.bet,
      win: game.win,
      bonus,
      // The setting is kept with the round so it can be verified; the server shows it only once the
      // round's server seed is revealed.
      outcome: { flag: game.flag, stops: game.stops, centre: game.centre, setting },
      spins: [{ stops: game.stops, win: game.win, multiplier: 1, lineWins: [], scatters: 0, flag: game.flag }],
      lineBet: null,
    };
  },
  spinsOf(outcome, win) {
    const stops = ints(outcome.stops);
    if (!stops || typeof outcome.flag !== 'string') return null;
    return [{ stops, win, multiplier: 1, lineWins: [], scatters: 0, flag: outcome.flag }];
  },
  math(setting) {
    if (!isSetting(setting)) throw new Error(`setting ${setting} is not one of 1-6`);
    const m = pachislotMath(setting);
    return {
      rtp: m.rtp,
      target: PACHI_RTP_TARGETS[setting],
      hitRate: m.hitRate,
      volatility: m.volatility,
      notes: `BIG 1/${m.bigOdds.toFixed(1)}, REG 1/${m.regOdds.toFixed(1)}`,
    };
  },
};

/** Every game of the hall, by id. */
export const GAMES: Readonly<Record<string, Game>> = Object.fromEntries(
  [sakuraFortune, luckyCherry, neon777].map((game) => [game.id, game]),
);

export function gameById(id: string): Game | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
