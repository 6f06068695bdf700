// What the browser needs to draw each game's reels: the strips (from the engine's own tables, so the
// symbols shown are the ones the server stops on), rows in the window, how a stop maps to the top
// row, and the lines a win can run along. Drawing only: outcomes always come from the server.
import { PACHI_BET, PACHI_REELS } from '@hall/game-engine/pachislot';
import { sakuraSlot } from '@hall/game-engine/sakura-slot';

export type GameKindOf = 'video_slot' | 'pachislot';

export interface ReelLayout {
  gameId: string;
  kind: GameKindOf;
  strips: readonly (readonly string[])[];
  rows: number;
  /**
   * Rows shown above the stop: the slot's stop is its top row (engine `windowAt`), the pachislot's stop
   * is the centre line.
   */
  rowsAboveStop: number;
  /** Each line as the row it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** Bets a player can choose, in coins per game. */
  bets: readonly { lineBet: number | undefined; total: number }[];
}

export const SAKURA_ID = sakuraSlot.id;
export const NEON_ID = 'neon-777';

const layouts: Record<string, ReelLayout> = {
  [SAKURA_ID]: {
    gameId: SAKURA_ID,
    kind: 'video_slot',
    strips: sakuraSlot.reels,
    rows: sakuraSlot.rows,
    rowsAboveStop: 0,
    lines: sakuraSlot.lines,
    bets: sakuraSlot.lineBets.map((lineBet) => ({ lineBet, total: lineBet * sakuraSlot.lines.length })),
  },
  [NEON_ID]: {
    gameId: NEON_ID,
    kind: 'pachislot',
    strips: PACHI_REELS,
    rows: 3,
    rowsAboveStop: 1,
    lines: [[1, 1, 1]],
    // The pachislot always plays 3 coins; the server takes no line bet for it.
    bets: [{ lineBet: undefined, total: PACHI_BET }],
  },
};

export function reelLayoutOf(gameId: string): ReelLayout | undefined {
  return layouts[gameId];
}

/** Index of the symbol in the top row of each reel for these stops. */
export function topRowsOf(layout: ReelLayout, stops: readonly number[]): number[] {
  return stops.map((stop, reel) => {
    const length = layout.strips[reel]!.length;
    return (((stop - layout.rowsAboveStop) % length) + length) % length;
  });
}

/** window[reel][row]: the symbols the stops show. */
export function windowOf(layout: ReelLayout, stops: readonly number[]): string[][] {
  return topRowsOf(layout, stops).map((top, reel) => {
    const strip = layout.strips[reel]!;
    return Array.from({ length: layout.rows }, (_, row) => strip[(top + row) % strip.length]!);
  });
}
