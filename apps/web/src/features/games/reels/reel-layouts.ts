// What the browser needs to draw each game's reels: the strips (from the engine's own tables, so the
// symbols shown are the ones the server stops on), rows in the window, how a stop maps to the top
// row, the lines a win can run along, and the bets a player chooses from: each game's display data in
// the engine's registry (@hall/game-engine/games). Drawing only: outcomes always come from the server.
import { GAMES, type Game, type ReelDisplay } from '@hall/game-engine/games';
import type { CSSProperties } from 'react';

export type GameKindOf = Game['kind'];

export interface ReelLayout extends ReelDisplay {
  gameId: string;
  kind: GameKindOf;
  /** Bets a player can choose, in coins per game. */
  bets: readonly { lineBet: number | undefined; total: number }[];
}

export const SAKURA_ID = 'sakura-fortune';
export const NEON_ID = 'neon-777';
export const FRUIT_ID = 'lucky-cherry';

/** The bets of a game: each line bet with what it stakes, or the one stake of a game without lines. */
const betsOf = (game: Game) =>
  game.lineBets.length > 0
    ? game.lineBets.map((lineBet) => ({ lineBet, total: game.stake(lineBet)! }))
    : [{ lineBet: undefined, total: game.stake()! }];

const layouts: Record<string, ReelLayout> = Object.fromEntries(
  Object.values(GAMES).map((game) => [
    game.id,
    { gameId: game.id, kind: game.kind, ...game.display, bets: betsOf(game) },
  ]),
);

export function reelLayoutOf(gameId: string): ReelLayout | undefined {
  return layouts[gameId];
}

/** The reel window's shape for CSS (--reels, --rows): the stage, its placeholder and their width. */
export function reelShapeStyle(layout: ReelLayout): CSSProperties {
  return { '--reels': layout.strips.length, '--rows': layout.rows } as CSSProperties;
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
