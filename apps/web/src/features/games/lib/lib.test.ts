import type { Game, Machine, MachineData } from '@hall/contracts/game';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HALL_FILTER, groupMachines } from './hall-filter';
import { formatPayoutRate } from './payout-rate';
import { winTier } from './win-tier';

const game = (id: string, favourite = false): Game => ({
  id,
  kind: 'pachislot',
  name: id,
  nameEn: id,
  nameJp: id,
  nameZh: id,
  nameZhTW: id,
  nameKo: id,
  nameFil: id,
  nameVi: id,
  artUrl: `/games/${id}.svg`,
  popular: true,
  isNew: false,
  releasedOn: '2026-01-01',
  favourite,
});

const data = (overrides: Partial<MachineData> = {}): MachineData => ({
  gamesSinceBonus: 0,
  gamesToday: 0,
  bigToday: 0,
  regToday: 0,
  payoutRate: null,
  bonusHistory: [],
  slump: [],
  ...overrides,
});

const machine = (id: string, gameId: string, enabled = true, overrides: Partial<MachineData> = {}): Machine => ({
  id,
  gameId,
  enabled,
  data: data(overrides),
});

describe('the hall listing', () => {
  const games = [game('a'), game('b', true)];
  const machines = [
    machine('A-1', 'a', false),
    machine('A-2', 'a', true, { payoutRate: 1.2 }),
    machine('B-1', 'b', true, {
      gamesSinceBonus: 12,
      bonusHistory: [{ kind: 'big', games: 80, at: '2026-01-01T00:00:00.000Z' }],
    }),
    machine('B-2', 'b', true, {
      gamesSinceBonus: 400,
      bonusHistory: [{ kind: 'reg', games: 30, at: '2026-01-01T00:00:00.000Z' }],
    }),
  ];
  const ids = (filter = DEFAULT_HALL_FILTER) =>
    groupMachines(games, machines, filter).map((g) => [g.gameId, g.machines.map((m) => m.id)]);

  it('puts favourite games first and closed machines last', () => {
    expect(ids()).toEqual([
      ['b', ['B-1', 'B-2']],
      ['a', ['A-2', 'A-1']],
    ]);
  });

  it('narrows to one game, to favourites, to hot machines or to recent bonuses', () => {
    expect(ids({ ...DEFAULT_HALL_FILTER, gameId: 'a' })).toEqual([['a', ['A-2', 'A-1']]]);
    expect(ids({ ...DEFAULT_HALL_FILTER, favouritesOnly: true })).toEqual([['b', ['B-1', 'B-2']]]);
    expect(ids({ ...DEFAULT_HALL_FILTER, show: 'hot' })).toEqual([['a', ['A-2']]]);
    expect(ids({ ...DEFAULT_HALL_FILTER, show: 'bonus' })).toEqual([['b', ['B-1']]]);
  });

  it('puts the machines the player played last first within their game, closed ones still last', () => {
    const recent = ['B-2', 'A-1', 'A-2'];
    expect(groupMachines(games, machines, DEFAULT_HALL_FILTER, recent).map((g) => g.machines.map((m) => m.id))).toEqual(
      [
        ['B-2', 'B-1'],
        ['A-2', 'A-1'],
      ],
    );
  });

  it('keeps machines of a game missing from the catalogue, after the known ones', () => {
    const groups = groupMachines(games, [...machines, machine('X-1', 'x')], DEFAULT_HALL_FILTER);
    expect(groups.at(-1)).toMatchObject({ gameId: 'x', game: undefined });
  });
});

describe('win tiers', () => {
  it('scale with the win against the bet', () => {
    expect(winTier(0, 20)).toBe('none');
    // Paying back no more than the bet is no win: told plainly, never celebrated.
    expect(winTier(12, 20)).toBe('returned');
    expect(winTier(20, 20)).toBe('returned');
    expect(winTier(21, 20)).toBe('small');
    expect(winTier(40, 20)).toBe('small');
    expect(winTier(200, 20)).toBe('big');
    expect(winTier(999, 20)).toBe('big');
    expect(winTier(1000, 20)).toBe('mega');
    // A REG on the 3-coin pachislot is big, a BIG bonus is mega.
    expect(winTier(104, 3)).toBe('big');
    expect(winTier(312, 3)).toBe('mega');
  });
});

describe('the payout rate', () => {
  it('is a percentage with one decimal in the interface language', () => {
    expect(formatPayoutRate(1.0134, 'en-US')).toBe('101.3%');
    expect(formatPayoutRate(0.9, 'en-US')).toBe('90.0%');
    expect(formatPayoutRate(null, 'en-US')).toBeNull();
  });
});
