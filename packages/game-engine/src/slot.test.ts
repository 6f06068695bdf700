import { describe, expect, it } from 'vitest';
import { simulationSource } from './fair';
import { FRUIT_RTP_TARGET, fruitSlot } from './fruit-slot';
import { sakuraSlot, SAKURA_RTP_TARGET } from './sakura-slot';
import { lineWin, playSlotRound, type SlotConfig } from './slot';
import { enumerateSpins, enumerateSpinsByEvaluation, slotRtp, slotTable } from './slot-math';

describe('line wins', () => {
  it('count from the left, let wilds stand in, stop at a scatter, and pay the better of wild and symbol runs', () => {
    expect(lineWin(sakuraSlot, ['L5', 'L5', 'L5', 'H1', 'L5'])).toEqual({ symbol: 'L5', count: 3, pay: 4 });
    expect(lineWin(sakuraSlot, ['L5', 'W', 'L5', 'L5', 'H1'])).toEqual({ symbol: 'L5', count: 4, pay: 20 });
    expect(lineWin(sakuraSlot, ['W', 'W', 'W', 'L5', 'L5'])).toEqual({ symbol: 'W', count: 3, pay: 100 });
    expect(lineWin(sakuraSlot, ['W', 'W', 'H1', 'H1', 'H1'])).toEqual({ symbol: 'H1', count: 5, pay: 1000 });
    expect(lineWin(sakuraSlot, ['S', 'S', 'S', 'L1', 'L1'])).toBeNull();
    expect(lineWin(sakuraSlot, ['L1', 'L1', 'S', 'L1', 'L1'])).toBeNull();
    expect(lineWin(sakuraSlot, ['L2', 'L1', 'L1', 'L1', 'L1'])).toBeNull();
  });

  it('on three reels, pay three of a kind with the star standing in', () => {
    expect(lineWin(fruitSlot, ['L4', 'L4', 'L4'])).toEqual({ symbol: 'L4', count: 3, pay: 6 });
    expect(lineWin(fruitSlot, ['W', 'H1', 'W'])).toEqual({ symbol: 'H1', count: 3, pay: 50 });
    expect(lineWin(fruitSlot, ['W', 'W', 'W'])).toEqual({ symbol: 'W', count: 3, pay: 150 });
    expect(lineWin(fruitSlot, ['L4', 'L4', 'L3'])).toBeNull();
  });
});

/** A small machine whose every stop combination can be enumerated in a test. */
const toy: SlotConfig = {
  ...sakuraSlot,
  id: 'toy',
  reels: [
    ['L1', 'S', 'H1', 'L2', 'L1', 'W', 'L2', 'H1'],
    ['W', 'L1', 'S', 'L1', 'H1', 'L2', 'L1', 'L2'],
    ['L1', 'W', 'L2', 'S', 'L1', 'H1', 'W', 'L2'],
    ['H1', 'L1', 'W', 'L1', 'S', 'L2', 'L2', 'L1'],
    ['L2', 'L1', 'S', 'H1', 'L1', 'L1', 'W', 'H1'],
  ],
  freeSpins: { scatters: 3, count: 2, multiplier: 2 },
};

describe('the exact mathematics', () => {
  it('the analytic RTP equals the RTP found by enumerating every stop combination', () => {
    const analytic = slotRtp(toy).rtp;
    const table = slotTable(toy);
    expect(table.enumeratedRtp).toBeCloseTo(analytic, 12);
    expect(table.hitRate).toBeGreaterThan(0);
    expect(table.volatility).toBeGreaterThan(0);
  });

  it('the fast walk over every stop combination counts exactly what evaluating each spin counts', () => {
    const fast = enumerateSpins(toy);
    const slow = enumerateSpinsByEvaluation(toy);
    for (const part of ['base', 'free'] as const)
      for (const key of ['mean', 'meanSquare', 'trigger', 'meanWinWhenTrigger', 'hitRate'] as const)
        expect(fast[part][key], `${part} ${key}`).toBeCloseTo(slow[part][key], 12);
  });

  it('Sakura Fortune returns its design target of 96.00% within 0.01 percentage points', () => {
    expect(Math.abs(slotRtp(sakuraSlot).rtp - SAKURA_RTP_TARGET)).toBeLessThan(0.0001);
  });

  it('Lucky Cherry returns its design target of 96.00% within 0.01 percentage points, counted both ways', () => {
    // Three reels of 38 stops: every combination evaluated as a spin is quick enough to check here.
    const table = slotTable(fruitSlot);
    expect(Math.abs(table.rtp - FRUIT_RTP_TARGET)).toBeLessThan(0.0001);
    expect(table.enumeratedRtp).toBeCloseTo(table.rtp, 12);
    const slow = enumerateSpinsByEvaluation(fruitSlot).base;
    expect(slow.mean).toBeCloseTo(table.rtp, 12);
    expect(slow.hitRate).toBeCloseTo(table.hitRate, 12);
    // Low volatility: a third of the standard deviation of Sakura Fortune's.
    expect(table.volatility).toBeLessThan(slotTable(sakuraSlot).volatility * 0.7);
  });
});

describe('a round', () => {
  it('plays the paid spin and every free spin it leads to, from the round-indexed sources only', () => {
    let rounds = 0;
    let sawFeature = false;
    for (let seed = 1; seed < 3000 && !sawFeature; seed++) {
      const round = playSlotRound(sakuraSlot, 1, (r) => simulationSource(seed * 1000 + r));
      rounds++;
      if (round.spins.length > 1) {
        sawFeature = true;
        expect(round.spins[0]!.freeSpinsAwarded).toBe(10);
        expect(round.spins.slice(1).every((s) => s.multiplier === 3)).toBe(true);
        expect(round.win).toBe(round.spins.reduce((n, s) => n + s.win, 0));
        const again = playSlotRound(sakuraSlot, 1, (r) => simulationSource(seed * 1000 + r));
        expect(again).toEqual(round);
      }
    }
    expect(sawFeature).toBe(true);
    expect(rounds).toBeGreaterThan(0);
    expect(() => playSlotRound(sakuraSlot, 3, (r) => simulationSource(r))).toThrow(/not offered/);
  });
});
