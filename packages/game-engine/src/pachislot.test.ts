import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulationSource } from './fair';
import {
  centreLine,
  flagFor,
  LOTTERY_SIZE,
  PACHI_ODDS,
  PACHI_RTP_TARGETS,
  pachislotMath,
  playPachislot,
  type Setting,
} from './pachislot';

const SETTINGS: Setting[] = [1, 2, 3, 4, 5, 6];

describe('Neon 777', () => {
  it.each(SETTINGS)('setting %i returns its design target within 0.01 percentage points', (setting) => {
    expect(Math.abs(pachislotMath(setting).rtp - PACHI_RTP_TARGETS[setting])).toBeLessThan(0.0001);
  });

  it('pays more and gives bonuses more often as the setting rises, from about 97% to about 110%', () => {
    const rtps = SETTINGS.map((s) => pachislotMath(s).rtp);
    expect(rtps).toEqual([...rtps].sort((a, b) => a - b));
    expect(rtps[0]).toBeCloseTo(0.97, 3);
    expect(rtps[5]).toBeCloseTo(1.1, 3);
    const big = SETTINGS.map((s) => pachislotMath(s).bigOdds);
    expect(big).toEqual([...big].sort((a, b) => b - a));
  });

  it('draws each flag exactly as often as its odds say, over the whole lottery', () => {
    for (const setting of SETTINGS) {
      const counts: Record<string, number> = {};
      for (let v = 0; v < LOTTERY_SIZE; v++) {
        const f = flagFor(setting, v);
        counts[f] = (counts[f] ?? 0) + 1;
      }
      for (const [flag, n] of Object.entries(PACHI_ODDS[setting])) expect(counts[flag]).toBe(n);
    }
  });

  it('always stops the reels so the centre line shows exactly the drawn flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer(), (setting, seed) => {
        const game = playPachislot(setting as Setting, simulationSource(seed));
        expect(centreLine(game.centre)).toBe(game.flag);
      }),
      { numRuns: 2000 },
    );
  });
});
