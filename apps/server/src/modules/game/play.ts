// Plays one game of a machine from a seed pair and nonce, through the engine's registry of games
// (@hall/game-engine/games). The outcome depends only on the game's table, the machine's setting and
// the seed bytes (never on past results, balances or who plays).
import { fairSource, type SeedPair } from '@hall/game-engine/fair';
import { gameById } from '@hall/game-engine/games';
import { AppError } from '../../lib/app-error';
import { nativeMac } from '../../lib/native-mac';

export interface Played {
  bet: number;
  win: number;
  bonus: 'big' | 'reg' | null;
  outcome: Record<string, unknown>;
}

export function play(gameId: string, setting: number, seeds: SeedPair, nonce: number, lineBet?: number): Played {
  const game = gameById(gameId);
  if (!game) throw new AppError(404, 'game_unknown', 'game.game_unknown');
  // node:crypto's HMAC: the same bytes as the engine's own, which the browser's verifier runs.
  const played = game.play((round) => fairSource(seeds, nonce, round, nativeMac), setting, lineBet);
  if (!played) throw new AppError(400, 'bet_invalid', 'game.bet_invalid');
  return { bet: played.bet, win: played.win, bonus: played.bonus, outcome: played.outcome };
}

/**
 * What a spin request stakes, in coins, without playing it (the game's line bet times its lines, or
 * its one bet); null for a bet the game does not offer. Two spin requests on one machine that stake
 * the same are the same request.
 */
export function stakeFor(gameId: string, lineBet?: number): number | null {
  return gameById(gameId)?.stake(lineBet) ?? null;
}
