// Recomputes a round in the browser from its seeds, with the very engine functions the server plays
// with (playSlotRound / playPachislot over fairSource), so a player can check that the stops the
// server showed are the ones the committed seed pair draws.
import { fairSource, serverSeedHash, type SeedPair } from '@hall/game-engine/fair';
import { playPachislot, type Setting } from '@hall/game-engine/pachislot';
import { sakuraSlot } from '@hall/game-engine/sakura-slot';
import { playSlotRound } from '@hall/game-engine/slot';
import { NEON_ID, SAKURA_ID } from '../reels/reel-layouts';
import type { RoundView } from '../reels/round-view';

export interface ReplayInput extends SeedPair {
  gameId: string;
  nonce: number;
  /** The video slot's coins per line. */
  lineBet?: number | null;
  /** The pachislot machine's setting (1-6), revealed with the server seed. */
  setting?: number | null;
}

export type ReplayResult = { ok: true; round: RoundView } | { ok: false; problem: 'game' | 'lineBet' | 'setting' };

export function replayRound(input: ReplayInput): ReplayResult {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed };
  if (input.gameId === SAKURA_ID) {
    const lineBet = input.lineBet ?? 0;
    if (!sakuraSlot.lineBets.includes(lineBet)) return { ok: false, problem: 'lineBet' };
    const round = playSlotRound(sakuraSlot, lineBet, (r) => fairSource(seeds, input.nonce, r));
    return {
      ok: true,
      round: {
        gameId: input.gameId,
        bet: round.bet,
        win: round.win,
        lineBet,
        setting: null,
        spins: round.spins.map((spin) => ({
          stops: spin.stops,
          win: spin.win,
          multiplier: spin.multiplier,
          lineWins: spin.lineWins.map(({ line, symbol, count, win }) => ({ line, symbol, count, win })),
          scatters: spin.scatters,
          flag: null,
        })),
      },
    };
  }
  if (input.gameId === NEON_ID) {
    const setting = input.setting ?? 0;
    if (!Number.isInteger(setting) || setting < 1 || setting > 6) return { ok: false, problem: 'setting' };
    const game = playPachislot(setting as Setting, fairSource(seeds, input.nonce, 0));
    return {
      ok: true,
      round: {
        gameId: input.gameId,
        bet: game.bet,
        win: game.win,
        lineBet: null,
        setting,
        spins: [{ stops: game.stops, win: game.win, multiplier: 1, lineWins: [], scatters: 0, flag: game.flag }],
      },
    };
  }
  return { ok: false, problem: 'game' };
}

/** SHA-256 of the server seed as the server committed to it (hex of its UTF-8 text). */
export function hashOfServerSeed(serverSeed: string): string {
  return serverSeedHash(serverSeed);
}
