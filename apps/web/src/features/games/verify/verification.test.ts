import type { Round } from '@hall/contracts/game';
import { serverSeedHash } from '@hall/game-engine/fair';
import { describe, expect, it } from 'vitest';
import { play } from '../../../../../server/src/modules/game/play';
import { roundViewOf } from '../reels/round-view';
import { isMatch, verify } from './verification';
import { fieldsFromRound } from './verify-input';

const serverSeed = '5'.repeat(64);

/** A stored round as the server answers /round/get once its seed is revealed. */
function storedRound(gameId: string, setting: number, nonce: number, lineBet?: number): Round {
  const played = play(gameId, setting, { serverSeed, clientSeed: 'lucky' }, nonce, lineBet);
  return {
    roundSn: 'G1',
    machineId: gameId === 'neon-777' ? 'P-001' : 'S-001',
    gameId,
    bet: String(played.bet),
    win: String(played.win),
    outcome: played.outcome,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: 'lucky',
    nonce,
    serverSeed,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the verdict on a round', () => {
  it('is a match for a revealed round, on either game', () => {
    for (const round of [storedRound('sakura-fortune', 1, 3, 5), storedRound('neon-777', 4, 9)]) {
      const result = verify(fieldsFromRound(round), roundViewOf(round));
      expect(result).toMatchObject({ ok: true, hashMatches: true, differences: [] });
      expect(isMatch(result)).toBe(true);
    }
  });

  it('is a mismatch when the seed does not hash to the commitment, or the replay differs', () => {
    const round = storedRound('sakura-fortune', 1, 3, 5);
    const fields = fieldsFromRound(round);
    const forged = verify({ ...fields, serverSeedHash: 'f'.repeat(64) }, roundViewOf(round));
    expect(forged).toMatchObject({ ok: true, hashMatches: false, differences: [] });
    expect(isMatch(forged)).toBe(false);

    const otherNonce = verify({ ...fields, nonce: '4' }, roundViewOf(round));
    expect(otherNonce.ok && otherNonce.differences).toContain('spin 1 stops');
    expect(isMatch(otherNonce)).toBe(false);
  });

  it('asks for what is missing before recomputing', () => {
    const round = storedRound('neon-777', 2, 1);
    const fields = fieldsFromRound({ ...round, serverSeed: null, outcome: { ...round.outcome, setting: undefined } });
    expect(verify(fields, null)).toEqual({ ok: false, field: 'serverSeed' });
    expect(verify({ ...fields, serverSeed }, null)).toEqual({ ok: false, field: 'setting' });
    expect(verify({ ...fields, serverSeed, setting: '2', nonce: 'x' }, null)).toEqual({ ok: false, field: 'nonce' });
  });

  it('recomputes without a verdict when there is no stored round to compare with', () => {
    const result = verify({ ...fieldsFromRound(storedRound('neon-777', 6, 2)), serverSeedHash: '' }, null);
    expect(result).toMatchObject({ ok: true, hashMatches: null, differences: null });
    expect(isMatch(result)).toBe(false);
  });
});
