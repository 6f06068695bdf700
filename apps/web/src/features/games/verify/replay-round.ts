// Recomputes a round in the browser from its seeds, with the very engine the server plays with (the
// game's `play` in @hall/game-engine/games over fairSource), so a player can check that the stops the
// server showed are the ones the committed seed pair draws.
import { fairSource, serverSeedHash, type SeedPair } from '@hall/game-engine/fair';
import { gameById } from '@hall/game-engine/games';
import type { RoundView } from '../reels/round-view';

export interface ReplayInput extends SeedPair {
  gameId: string;
  nonce: number;
  /** A video slot's coins per line. */
  lineBet?: number | null;
  /** A pachislot machine's setting (1-6), revealed with the server seed. */
  setting?: number | null;
}

export type ReplayResult = { ok: true; round: RoundView } | { ok: false; problem: 'game' | 'lineBet' | 'setting' };

export function replayRound(input: ReplayInput): ReplayResult {
  const game = gameById(input.gameId);
  if (!game) return { ok: false, problem: 'game' };
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed };
  const lineBet = input.lineBet ?? undefined;
  if (game.lineBets.length > 0 && (lineBet === undefined || !game.lineBets.includes(lineBet)))
    return { ok: false, problem: 'lineBet' };
  const setting = input.setting ?? 0;
  if (game.settings.length > 0 && !game.settings.includes(setting)) return { ok: false, problem: 'setting' };
  const played = game.play(
    (round) => fairSource(seeds, input.nonce, round),
    setting,
    game.lineBets.length > 0 ? lineBet : undefined,
  );
  if (!played) return { ok: false, problem: 'lineBet' };
  return {
    ok: true,
    round: {
      gameId: input.gameId,
      bet: played.bet,
      win: played.win,
      lineBet: played.lineBet,
      setting: game.settings.length > 0 ? setting : null,
      spins: played.spins,
    },
  };
}

/** SHA-256 of the server seed as the server committed to it (hex of its UTF-8 text). */
export function hashOfServerSeed(serverSeed: string): string {
  return serverSeedHash(serverSeed);
}
