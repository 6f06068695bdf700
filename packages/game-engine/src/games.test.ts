import { describe, expect, it } from 'vitest';
import { fairSource } from './fair';
import { GAMES, gameById } from './games';
import { monteCarlo } from './montecarlo';
import { PACHI_BET, playPachislot } from './pachislot';
import { sakuraSlot } from './sakura-slot';
import { playSlotRound } from './slot';

const seedsOf = (i: number) => ({ serverSeed: `server-${i}`, clientSeed: `client-${i}` });

describe('the registry of games', () => {
  it('names each game by its id, and no other', () => {
    expect(Object.keys(GAMES)).toEqual(['sakura-fortune', 'lucky-cherry', 'neon-777']);
    for (const game of Object.values(GAMES)) expect(gameById(game.id)).toBe(game);
    expect(gameById('nope')).toBeUndefined();
    expect(gameById('toString')).toBeUndefined();
  });

  it('stakes what it plays, and refuses a line bet it does not offer', () => {
    for (const game of Object.values(GAMES)) {
      const setting = game.settings[0] ?? 0;
      for (const lineBet of game.lineBets.length > 0 ? game.lineBets : [undefined]) {
        const played = game.play((round) => fairSource(seedsOf(1), 0, round), setting, lineBet);
        expect(played?.bet, `${game.id} at ${lineBet}`).toBe(game.stake(lineBet));
      }
      expect(game.stake(7)).toBeNull();
      expect(game.play((round) => fairSource(seedsOf(1), 0, round), setting, 7)).toBeNull();
    }
  });

  it('reads back from a stored outcome the very spins it played, for 1,000 seed pairs per game and setting', () => {
    for (const game of Object.values(GAMES)) {
      for (const setting of game.settings.length > 0 ? game.settings : [0]) {
        for (let i = 0; i < 1000; i++) {
          const played = game.play((round) => fairSource(seedsOf(i), i, round), setting, game.lineBets[0])!;
          // What the server stores goes through JSON (a jsonb column) before anyone reads it back.
          const stored = JSON.parse(JSON.stringify(played.outcome)) as Record<string, unknown>;
          expect(game.spinsOf(stored, played.win), `${game.id} ${setting} #${i}`).toEqual(played.spins);
          expect(played.spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(played.win);
        }
      }
    }
  });

  it('plays exactly what the engines underneath play', () => {
    const sakura = gameById('sakura-fortune')!;
    const neon = gameById('neon-777')!;
    for (let i = 0; i < 200; i++) {
      const source = (round: number) => fairSource(seedsOf(i), i, round);
      expect(sakura.play(source, 0, 2)!.win).toBe(playSlotRound(sakuraSlot, 2, source).win);
      const pachi = playPachislot(4, source(0));
      expect(neon.play(source, 4)).toMatchObject({ bet: PACHI_BET, win: pachi.win, outcome: { flag: pachi.flag } });
    }
  });

  it('gives the exact figures of every setting, at their targets', () => {
    const neon = gameById('neon-777')!;
    for (const setting of neon.settings) {
      const m = neon.math(setting);
      expect(Math.abs(m.rtp - m.target)).toBeLessThan(0.0001);
    }
  });
});

describe('every game plays what its mathematics says', () => {
  // 200,000 games of each game and setting (a few seconds for all): the measured return lies inside
  // the 99% interval around the exact RTP. `npm run game:montecarlo` plays millions.
  for (const game of Object.values(GAMES))
    for (const setting of game.settings.length > 0 ? game.settings : [0])
      it(`${game.id}${game.settings.length > 0 ? ` at setting ${setting}` : ''}`, () => {
        const run = monteCarlo(game, setting, 200_000, 20261128);
        expect(Math.abs(run.measured - run.exact), JSON.stringify(run)).toBeLessThanOrEqual(run.half);
      });
});
