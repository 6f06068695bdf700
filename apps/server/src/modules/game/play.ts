// Plays one game of a machine from a seed pair and nonce. The outcome depends only on the game's
// table, the machine's setting and the seed bytes (never on past results, balances or who plays).
import { fairSource, type SeedPair } from '@hall/game-engine/fair';
import { playPachislot, PACHI_BET, type Setting } from '@hall/game-engine/pachislot';
import { sakuraSlot } from '@hall/game-engine/sakura-slot';
import { playSlotRound } from '@hall/game-engine/slot';
import { AppError } from '../../lib/app-error';

export interface Played {
  bet: number;
  win: number;
  bonus: 'big' | 'reg' | null;
  outcome: Record<string, unknown>;
}

export function play(gameId: string, setting: number, seeds: SeedPair, nonce: number, lineBet?: number): Played {
  if (gameId === sakuraSlot.id) {
    const bet = lineBet ?? 1;
    if (!sakuraSlot.lineBets.includes(bet)) throw new AppError(400, 'bet_invalid', 'game.bet_invalid');
    const round = playSlotRound(sakuraSlot, bet, (r) => fairSource(seeds, nonce, r));
    return {
      bet: round.bet,
      win: round.win,
      bonus: null,
      outcome: {
        lineBet: bet,
        spins: round.spins.map((s) => ({
          stops: s.stops,
          window: s.window,
          lineWins: s.lineWins,
          scatters: s.scatters,
          multiplier: s.multiplier,
          win: s.win,
        })),
      },
    };
  }
  if (gameId === 'neon-777') {
    if (lineBet !== undefined && lineBet !== PACHI_BET) throw new AppError(400, 'bet_invalid', 'game.bet_invalid');
    const game = playPachislot(setting as Setting, fairSource(seeds, nonce, 0));
    const bonus = game.flag === 'big' || game.flag === 'reg' ? game.flag : null;
    // The setting is kept with the round so it can be verified, but shown only once the round's
    // server seed is revealed (see service.ts).
    return {
      bet: game.bet,
      win: game.win,
      bonus,
      outcome: { flag: game.flag, stops: game.stops, centre: game.centre, setting },
    };
  }
  throw new AppError(404, 'game_unknown', 'game.game_unknown');
}

/**
 * What a spin request stakes, in coins, without playing it: the line bet (1 if not named) times the
 * lines on the video slot, the pachislot's one bet; null for a bet the game does not offer. Two spin
 * requests on one machine that stake the same are the same request.
 */
export function stakeFor(gameId: string, lineBet?: number): number | null {
  if (gameId === sakuraSlot.id) {
    const bet = lineBet ?? 1;
    return sakuraSlot.lineBets.includes(bet) ? bet * sakuraSlot.lines.length : null;
  }
  if (gameId === 'neon-777') return lineBet === undefined || lineBet === PACHI_BET ? PACHI_BET : null;
  return null;
}
