// The server draws spins with node:crypto's HMAC; the browser verifies them with @noble/hashes'. The
// two must give the very same games, or a fair round would fail its verification.
import { fairSource } from '@hall/game-engine/fair';
import { GAMES } from '@hall/game-engine/games';
import { describe, expect, it } from 'vitest';
import { nativeMac } from './native-mac';

describe('the server’s HMAC', () => {
  it('plays the same games as the engine’s own, for 300 seed pairs per game and setting', () => {
    for (const game of Object.values(GAMES)) {
      for (const setting of game.settings.length > 0 ? game.settings : [0]) {
        for (let i = 0; i < 300; i++) {
          const seeds = { serverSeed: `${i.toString(16)}-server-ß-${setting}`, clientSeed: `client ${i} 桜` };
          const server = game.play((round) => fairSource(seeds, i, round, nativeMac), setting, game.lineBets[0]);
          const browser = game.play((round) => fairSource(seeds, i, round), setting, game.lineBets[0]);
          expect(server, `${game.id} ${setting} #${i}`).toEqual(browser);
        }
      }
    }
  });
});
