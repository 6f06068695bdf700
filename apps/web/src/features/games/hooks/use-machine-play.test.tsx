import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { Beeper } from '../lib/beeper';
import type { ReelHandle } from '../reels/reel-stage';
import { QUICK_STOP } from '../reels/reel-motion';
import { useMachinePlay } from './use-machine-play';

const slotSpin = (stops: number[], win: number) => ({
  stops,
  window: [],
  lineWins: win > 0 ? [{ line: 0, symbol: 'L5', count: 3, win }] : [],
  scatters: 0,
  multiplier: 1,
  win,
});

const round = (overrides: Record<string, unknown> = {}) => ({
  roundSn: 'G20260101000000000000001',
  machineId: 'S-001',
  gameId: 'sakura-fortune',
  bet: '20',
  win: '40',
  outcome: { lineBet: 1, spins: [slotSpin([1, 2, 3, 4, 5], 10), slotSpin([6, 7, 8, 9, 10], 30)] },
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'seed',
  nonce: 0,
  serverSeed: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  balance: '120',
  ...overrides,
});

function setUp(
  balance: string,
  spinAnswer: () => Response | Promise<Response>,
  onError: (error: unknown) => void = () => undefined,
  { machineId = 'S-001', stopButtons = false } = {},
) {
  const { calls } = mockFetch({
    '/v2/app/user/balance': () => envelope({ coins: balance }),
    '/v2/app/game/spin': spinAnswer,
    '/v2/app/game/seed/get': () => envelope({ serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 1 }),
    '/v2/app/game/machines': () => envelope([]),
  });
  const reels: ReelHandle = {
    spin: vi.fn(),
    stopAt: vi.fn(async () => undefined),
    stopReel: vi.fn(async () => undefined),
    hurry: vi.fn(),
  };
  const queryClient = createQueryClient(onError);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useMachinePlay({
        machineId,
        reels: { current: reels },
        beeper: new Beeper(),
        startStops: stopButtons ? [0, 0, 0] : [0, 0, 0, 0, 0],
        stopButtons,
      }),
    { wrapper },
  );
  return { hook, calls, reels, spins: () => calls.filter((c) => c.url.endsWith('/v2/app/game/spin')) };
}

describe('playing a machine', () => {
  it('stops the reels where the server says, spin by spin, then shows the win and the new balance', async () => {
    const { hook, reels, spins } = setUp('100', () => envelope(round()));
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    await act(() => hook.result.current.play({ lineBet: 1, total: 20 }));

    expect(spins()).toHaveLength(1);
    expect(spins()[0]!.body).toMatchObject({ machineId: 'S-001', lineBet: 1 });
    expect((spins()[0]!.body as { requestKey: string }).requestKey).toMatch(/^[0-9a-f]{32}$/);
    // The paid spin and its free spin, each brought to the server's stops.
    expect(vi.mocked(reels.stopAt).mock.calls.map(([stops]) => stops)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(reels.spin).toHaveBeenCalledTimes(2);
    const state = hook.result.current;
    expect(state.phase).toBe('idle');
    expect(state.balance).toBe(120n);
    expect(state.win).toEqual({ amount: 40, bet: 20, tier: 'small', bonus: null, freeSpins: 1, replay: false });
    expect(state.rounds.map((r) => r.roundSn)).toEqual(['G20260101000000000000001']);
    expect(state.stops).toEqual([6, 7, 8, 9, 10]);
  }, 10_000);

  it('plays one game for a double tap', async () => {
    const { hook, spins } = setUp('100', () =>
      envelope(round({ outcome: { lineBet: 1, spins: [slotSpin([1, 2, 3, 4, 5], 0)] }, win: '0' })),
    );
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    await act(() =>
      Promise.all([
        hook.result.current.play({ lineBet: 1, total: 20 }),
        hook.result.current.play({ lineBet: 1, total: 20 }),
      ]),
    );

    expect(spins()).toHaveLength(1);
    expect(hook.result.current.win?.tier).toBe('none');
  });

  it('does not ask the server to play a bet the balance cannot cover', async () => {
    const { hook, reels, spins } = setUp('10', () => envelope(round()));
    await waitFor(() => expect(hook.result.current.balance).toBe(10n));

    await act(() => hook.result.current.play({ lineBet: 1, total: 20 }));

    expect(hook.result.current.shortOfCoins).toBe(true);
    expect(spins()).toHaveLength(0);
    expect(reels.spin).not.toHaveBeenCalled();
  });

  it('keeps a loss limit refusal for the machine to show (no toast), until the next spin', async () => {
    const shell = vi.fn();
    let answer = () =>
      envelope(
        { reason: 'loss_limit', remaining: '10', period: 'day' },
        403,
        'This spin could pass your daily loss limit: you can lose 10 more coins in the next 24 hours.',
      );
    const { hook } = setUp('100', () => answer(), shell);
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    await act(() => hook.result.current.play({ lineBet: 1, total: 20 }));

    expect(hook.result.current.refusal).toMatchObject({ reason: 'loss_limit', remaining: '10', period: 'day' });
    expect(hook.result.current.refusal?.message).toContain('daily loss limit');
    expect(hook.result.current.phase).toBe('idle');
    expect(shell).not.toHaveBeenCalled();
    answer = () => envelope(round());
    await act(() => hook.result.current.play({ lineBet: 1, total: 20 }));
    expect(hook.result.current.refusal).toBeNull();
  }, 10_000);

  it('tells the player when the server finds the coins short, and brings the reels back', async () => {
    const { hook, reels } = setUp('100', () =>
      envelope({ reason: 'insufficient_funds', requestId: 'r1' }, 400, 'Not enough coins.'),
    );
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    await act(() => hook.result.current.play({ lineBet: 1, total: 20 }));

    expect(hook.result.current.shortOfCoins).toBe(true);
    expect(hook.result.current.phase).toBe('idle');
    expect(hook.result.current.rounds).toEqual([]);
    expect(vi.mocked(reels.stopAt).mock.calls[0]![0]).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops the reels at once when the lever is pulled again while they spin, without a second request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { hook, reels, spins } = setUp(
      '100',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    act(() => hook.result.current.lever({ lineBet: 1, total: 20 }));
    await waitFor(() => expect(spins()).toHaveLength(1));
    expect(hook.result.current.phase).toBe('spinning');
    // The second pull, before and after the answer: a quick stop, never another game.
    act(() => hook.result.current.lever({ lineBet: 1, total: 20 }));
    expect(reels.hurry).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(envelope(round({ outcome: { lineBet: 1, spins: [slotSpin([1, 2, 3, 4, 5], 0)] }, win: '0' })));
    });
    await waitFor(() => expect(hook.result.current.phase).toBe('idle'));
    act(() => hook.result.current.quickStop());

    expect(spins()).toHaveLength(1);
    // The reels go straight to the server's stops on the quick schedule.
    expect(vi.mocked(reels.stopAt).mock.calls).toEqual([[[1, 2, 3, 4, 5], QUICK_STOP]]);
    expect(hook.result.current.stops).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops a pachislot’s reels in the order their buttons are pressed, each on the server’s stop, and shows a REPLAY as one', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { hook, reels, spins } = setUp(
      '100',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      undefined,
      { machineId: 'P-001', stopButtons: true },
    );
    await waitFor(() => expect(hook.result.current.balance).toBe(100n));

    act(() => hook.result.current.lever({ lineBet: undefined, total: 3 }));
    await waitFor(() => expect(spins()).toHaveLength(1));
    expect(hook.result.current.pressed).toEqual([]);
    // Reel 3 is pressed before the server has answered: remembered, served first.
    act(() => {
      hook.result.current.stopReel(2);
    });
    expect(hook.result.current.pressed).toEqual([2]);
    expect(reels.stopReel).not.toHaveBeenCalled();
    await act(async () => {
      answer(
        envelope(
          round({
            machineId: 'P-001',
            gameId: 'neon-777',
            bet: '3',
            win: '3',
            outcome: { flag: 'replay', stops: [2, 1, 5], centre: ['REPLAY', 'REPLAY', 'REPLAY'] },
            balance: '100',
          }),
        ),
      );
    });
    await waitFor(() => expect(reels.stopReel).toHaveBeenCalledTimes(1));
    act(() => {
      hook.result.current.stopReel(0);
    });
    act(() => {
      expect(hook.result.current.stopReel(0)).toBe(false);
      hook.result.current.stopReel(1);
    });
    await waitFor(() => expect(hook.result.current.phase).toBe('idle'));

    expect(spins()).toHaveLength(1);
    expect(vi.mocked(reels.stopReel).mock.calls.map(([reel, stop]) => [reel, stop])).toEqual([
      [2, 5],
      [0, 2],
      [1, 1],
    ]);
    expect(reels.stopAt).not.toHaveBeenCalled();
    expect(hook.result.current.win).toMatchObject({ replay: true, amount: 3, bet: 3 });
    expect(hook.result.current.pressed).toBeNull();
  });
});
