// Plays many games of one game and setting with the fast simulation source and compares the measured
// return with the exact one: the check that a game plays what its mathematics says. `game:montecarlo`
// runs it with millions of games; a unit test runs it with fewer, in a few seconds for all games.
import { simulationSource } from './fair';
import type { Game } from './games';

export interface MonteCarloResult {
  games: number;
  exact: number;
  measured: number;
  /** Half the width of the 99% interval of the mean of `games` independent games around `exact`. */
  half: number;
  inside: boolean;
}

/** Plays `games` games at `setting` (the game's first line bet), seeded, so a run can be repeated. */
export function monteCarlo(game: Game, setting: number, games: number, seed: number): MonteCarloResult {
  const math = game.math(setting);
  const source = simulationSource(seed + setting);
  const lineBet = game.lineBets[0];
  const stake = game.stake(lineBet)!;
  let sum = 0;
  for (let i = 0; i < games; i++) sum += game.play(() => source, setting, lineBet)!.win;
  const measured = sum / stake / games;
  const half = 2.576 * (math.volatility / Math.sqrt(games));
  return { games, exact: math.rtp, measured, half, inside: Math.abs(measured - math.rtp) <= half };
}
