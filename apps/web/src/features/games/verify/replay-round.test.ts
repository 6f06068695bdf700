// The browser's verification must draw exactly what the server played. The server's own round
// function (apps/server play.ts) plays each seed pair, its outcome is read the way the machine screen
// reads a stored round, and the browser's replay of the same seeds must equal it.
import { simulationSource } from '@hall/game-engine/fair';
import { describe, expect, it } from 'vitest';
import { play } from '../../../../../server/src/modules/game/play';
import { NEON_ID, SAKURA_ID } from '../reels/reel-layouts';
import { differencesBetween, roundViewOf } from '../reels/round-view';
import { hashOfServerSeed, replayRound } from './replay-round';

const random = simulationSource(0x5eed);
const hex = (bytes: number) =>
  Array.from({ length: bytes }, () => random.int(256).toString(16).padStart(2, '0')).join('');
const LINE_BETS = [1, 2, 5, 10];

function serverRound(
  gameId: string,
  setting: number,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  lineBet?: number,
) {
  const played = play(gameId, setting, { serverSeed, clientSeed }, nonce, lineBet);
  return roundViewOf({ gameId, bet: String(played.bet), win: String(played.win), outcome: played.outcome });
}

describe('verifying a round in the browser', () => {
  it('draws the same stops, wins and flags as the server for 1,000 random seed pairs', () => {
    let freeSpinRounds = 0;
    let pachislotWins = 0;
    for (let i = 0; i < 1000; i++) {
      const gameId = i % 2 === 0 ? SAKURA_ID : NEON_ID;
      const serverSeed = hex(32);
      const clientSeed = hex(1 + random.int(12));
      const nonce = random.int(1_000_000);
      const lineBet = gameId === SAKURA_ID ? LINE_BETS[random.int(LINE_BETS.length)]! : undefined;
      const setting = 1 + random.int(6);

      const stored = serverRound(gameId, setting, serverSeed, clientSeed, nonce, lineBet);
      const replayed = replayRound({ gameId, serverSeed, clientSeed, nonce, lineBet, setting });

      expect(stored, `round ${i}`).not.toBeNull();
      expect(replayed.ok && replayed.round, `round ${i}`).toEqual({
        ...stored,
        // The server keeps the setting only with pachislot rounds.
        setting: gameId === NEON_ID ? setting : null,
      });
      if (stored!.spins.length > 1) freeSpinRounds++;
      if (gameId === NEON_ID && stored!.win > 0) pachislotWins++;
    }
    // The sample reaches the interesting paths too, not only plain losing spins.
    expect(pachislotWins).toBeGreaterThan(0);
    expect(freeSpinRounds).toBeGreaterThan(0);
  });

  it('finds the difference when the seed pair is not the one that drew the round', () => {
    const serverSeed = 'a'.repeat(64);
    const stored = serverRound(SAKURA_ID, 1, serverSeed, 'player-seed', 7, 1)!;
    const wrong = replayRound({
      gameId: SAKURA_ID,
      serverSeed: 'b'.repeat(64),
      clientSeed: 'player-seed',
      nonce: 7,
      lineBet: 1,
    });
    expect(wrong.ok).toBe(true);
    expect(differencesBetween(wrong.ok ? wrong.round : stored, stored)).toContain('spin 1 stops');
    const right = replayRound({ gameId: SAKURA_ID, serverSeed, clientSeed: 'player-seed', nonce: 7, lineBet: 1 });
    expect(differencesBetween(right.ok ? right.round : stored, stored)).toEqual([]);
  });

  it('refuses what the server would refuse: unknown games, line bets and settings', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'x', nonce: 0 };
    expect(replayRound({ ...seeds, gameId: 'nope' })).toEqual({ ok: false, problem: 'game' });
    expect(replayRound({ ...seeds, gameId: SAKURA_ID, lineBet: 3 })).toEqual({ ok: false, problem: 'lineBet' });
    expect(replayRound({ ...seeds, gameId: NEON_ID, setting: 7 })).toEqual({ ok: false, problem: 'setting' });
    expect(replayRound({ ...seeds, gameId: NEON_ID })).toEqual({ ok: false, problem: 'setting' });
  });

  it('hashes the server seed as SHA-256 of its text', () => {
    expect(hashOfServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
