// One game on a machine, start to finish: check the coins, start the reels, ask the server to play,
// stop the reels where its answer says (then through any free spins), and only then show the win and
// the new balance. Nothing about the outcome is decided here. A bet may use a bonus being wagered once
// the cash is spent, so the coins checked are both; each spin's answer moves the bonus's wagering on.
// Tapping the lever again while the reels run is a quick stop: the reels brake at once onto the
// server's stops (never a second request). A pachislot's reels are stopped by their own buttons, in
// the order pressed, each on the server's stop for that reel; unpressed reels stop by themselves.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { protectionRefusalOf, type ProtectionRefusalInfo } from '../../../components/protection-refusal';
import { balanceQueryOptions, holdLiveBalance, invalidateBalance, setBalance } from '../../../lib/balance';
import { playableCoins, setBonusFromSpin, useBonusWallet } from '../../../lib/bonus-wallet';
import { newRequestKey } from '../../../lib/request-key';
import { gameRecordKeys } from '../api/get-game-records';
import { seedQuery } from '../api/get-seed';
import { machinesQuery } from '../api/get-machines';
import { recentMachinesQuery } from '../api/get-recent-machines';
import { isShortOfCoins, realityCheckOf, useSpin, type RealityCheck, type SpinResult } from '../api/spin';
import type { Beeper } from '../lib/beeper';
import { winTier, type WinTier } from '../lib/win-tier';
import type { ReelHandle } from '../reels/reel-stage';
import { BUTTON_BRAKE_MS, FREE_SPIN, PAID_SPIN, QUICK_STOP } from '../reels/reel-motion';
import { StopOrder, type StopCause } from '../reels/stop-order';
import { roundViewOf, type SpinView } from '../reels/round-view';

export interface Bet {
  lineBet: number | undefined;
  total: number;
}

export type PlayPhase = 'idle' | 'spinning';

export interface FreeSpinProgress {
  /** 1-based number of the free spin on the reels. */
  current: number;
  total: number;
  multiplier: number;
}

export interface WinShown {
  amount: number;
  bet: number;
  tier: WinTier;
  /** The pachislot's bonus, when the game drew one. */
  bonus: 'big' | 'reg' | null;
  freeSpins: number;
  /** The pachislot's REPLAY: the bet comes back for the next game (not a win of coins). */
  replay: boolean;
}

/** Pause between the spins of a free-spin series, longer after a win so it can be seen. */
const BETWEEN_SPINS_MS = 350;
const AFTER_WIN_MS = 900;
/** How many of this visit's rounds the machine screen lists. */
export const RECENT_ROUNDS = 10;

/** A pachislot's reels not stopped by their buttons stop by themselves this long after the answer. */
export const AUTO_STOP_MS = 4000;
/** Between the reels of an automatic stop. */
const AUTO_STAGGER_MS = 260;
/** Between reels whose buttons were pressed before the server answered. */
const BUTTON_STAGGER_MS = 140;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useMachinePlay({
  machineId,
  reels,
  beeper,
  startStops,
  stopButtons = false,
}: {
  machineId: string;
  reels: RefObject<ReelHandle | null>;
  beeper: Beeper;
  startStops: number[];
  /** The pachislot: each reel has its own stop button. */
  stopButtons?: boolean;
}) {
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQueryOptions);
  const bonusWallet = useBonusWallet();
  const spinMutation = useSpin();
  const [phase, setPhase] = useState<PlayPhase>('idle');
  const [stops, setStops] = useState(startStops);
  const [landed, setLanded] = useState<SpinView | null>(null);
  const [freeSpin, setFreeSpin] = useState<FreeSpinProgress | null>(null);
  const [runningWin, setRunningWin] = useState(0);
  const [win, setWin] = useState<WinShown | null>(null);
  const [shortOfCoins, setShortOfCoins] = useState(false);
  const [realityCheck, setRealityCheck] = useState<RealityCheck | null>(null);
  const [refusal, setRefusal] = useState<ProtectionRefusalInfo | null>(null);
  const clearRealityCheck = useCallback(() => setRealityCheck(null), []);
  /** The balance while a game is under way: the bet is gone, the win not yet shown. */
  const [balanceDuringPlay, setBalanceDuringPlay] = useState<bigint | null>(null);
  const [rounds, setRounds] = useState<SpinResult[]>([]);
  const alive = useRef(true);
  // Set in the same tick as the tap, so a double tap cannot start two games before a render.
  const busy = useRef(false);
  /** The player asked for a quick stop in this round. */
  const hurried = useRef(false);
  const stopOrder = useRef<StopOrder | null>(null);
  /** The pachislot's reels whose stop button has been pressed in this game, in order; null when no game waits for them. */
  const [pressed, setPressed] = useState<readonly number[] | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const coins = balance.data ? BigInt(balance.data.coins) : null;
  const playable = playableCoins(coins, bonusWallet.data);

  const play = useCallback(
    async (bet: Bet) => {
      if (busy.current) return;
      if (playable !== null && playable < BigInt(bet.total)) {
        setShortOfCoins(true);
        return;
      }
      busy.current = true;
      hurried.current = false;
      setShortOfCoins(false);
      setRefusal(null);
      setWin(null);
      setLanded(null);
      setFreeSpin(null);
      setRunningWin(0);
      setPhase('spinning');
      // The header's balance waits for the reels: a pushed balance would tell the win first.
      const releaseLiveBalance = holdLiveBalance();
      try {
        // Cash goes first; what it cannot cover comes from the bonus.
        setBalanceDuringPlay(coins !== null ? (coins > BigInt(bet.total) ? coins - BigInt(bet.total) : 0n) : null);
        reels.current?.spin();
        beeper.spinStart();
        const order = stopButtons
          ? new StopOrder(
              stops.length,
              (reel, stop, cause, index) => reels.current?.stopReel(reel, stop, stopOptions(cause, index)),
              (list) => setPressed([...list]),
            )
          : null;
        stopOrder.current = order;
        setPressed(order ? [] : null);

        let response: SpinResult;
        try {
          response = await spinMutation.mutateAsync({ machineId, lineBet: bet.lineBet, requestKey: newRequestKey() });
        } catch (error) {
          // Nothing was played: the reels come back to where they were.
          stopOrder.current = null;
          setPressed(null);
          await reels.current?.stopAt(stops, PAID_SPIN);
          if (!alive.current) return;
          setBalanceDuringPlay(null);
          setShortOfCoins(isShortOfCoins(error));
          setRealityCheck(realityCheckOf(error));
          setRefusal(protectionRefusalOf(error));
          setPhase('idle');
          busy.current = false;
          void invalidateBalance(queryClient);
          return;
        }

        const view = roundViewOf(response);
        const spins = view?.spins ?? [];
        let total = 0;
        for (const [index, spin] of spins.entries()) {
          if (index > 0) {
            setFreeSpin({ current: index, total: spins.length - 1, multiplier: spin.multiplier });
            setLanded(null);
            reels.current?.spin();
          }
          if (index === 0 && order) {
            order.answer(spin.stops);
            if (hurried.current) order.stopRest('quick');
            const timer = setTimeout(() => order.stopRest('auto'), AUTO_STOP_MS);
            await order.done;
            clearTimeout(timer);
            stopOrder.current = null;
          } else {
            await reels.current?.stopAt(spin.stops, hurried.current ? QUICK_STOP : index === 0 ? PAID_SPIN : FREE_SPIN);
          }
          if (!alive.current) return;
          setStops(spin.stops);
          setLanded(spin);
          total += spin.win;
          setRunningWin(total);
          if (index < spins.length - 1)
            await wait(spin.win > 0 || index === 0 ? AFTER_WIN_MS / (hurried.current ? 3 : 1) : BETWEEN_SPINS_MS);
          if (!alive.current) return;
        }

        const amount = Number(response.win);
        const bonus = view?.spins[0]?.flag === 'big' || view?.spins[0]?.flag === 'reg' ? view.spins[0].flag : null;
        const tier = winTier(amount, Number(response.bet));
        const replay = view?.spins[0]?.flag === 'replay';
        setWin({
          amount,
          bet: Number(response.bet),
          tier,
          bonus,
          freeSpins: Math.max(0, spins.length - 1),
          replay,
        });
        setPressed(null);
        beeper.win(tier);
        setBalance(queryClient, response.balance);
        setBonusFromSpin(queryClient, response.balance, response.bonus);
        setBalanceDuringPlay(null);
        setRounds((list) => [response, ...list].slice(0, RECENT_ROUNDS));
        setPhase('idle');
        busy.current = false;
        void queryClient.invalidateQueries({ queryKey: seedQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: machinesQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: gameRecordKeys.all });
        void queryClient.invalidateQueries({ queryKey: recentMachinesQuery.queryKey });
      } finally {
        releaseLiveBalance();
      }
    },
    [beeper, coins, machineId, playable, queryClient, reels, spinMutation, stopButtons, stops],
  );

  /** Tapping again while the reels run: they stop at once. Only shortens the show; nothing is sent. */
  const quickStop = useCallback(() => {
    if (!busy.current) return;
    hurried.current = true;
    stopOrder.current?.stopRest('quick');
    reels.current?.hurry();
  }, [reels]);

  /** The lever (spin button or Space): a new game when the reels stand still, a quick stop while they run. */
  const lever = useCallback(
    (bet: Bet) => {
      if (busy.current) quickStop();
      else void play(bet);
    },
    [play, quickStop],
  );

  /** A pachislot's stop button: that reel stops on the server's stop (at once if the answer is in). */
  const stopReel = useCallback((reel: number) => stopOrder.current?.press(reel) ?? false, []);

  return {
    phase,
    stops,
    landed,
    freeSpin,
    runningWin,
    win,
    shortOfCoins,
    /** A reality check the player must answer before the next spin; `clearRealityCheck` once answered. */
    realityCheck,
    clearRealityCheck,
    /** A loss limit, break or exclusion the player set refused the spin (nothing was played). */
    refusal,
    rounds,
    play,
    lever,
    quickStop,
    stopReel,
    /** The pachislot's pressed stop buttons in this game, in order; null while no game waits for them. */
    pressed,
    balance: balanceDuringPlay ?? coins,
    balanceLoaded: balance.isSuccess,
  };
}

/** How a reel brakes for each way of stopping it (see StopOrder). */
function stopOptions(cause: StopCause, index: number) {
  if (cause === 'quick') return { delayMs: index * QUICK_STOP.staggerMs, brakeMs: QUICK_STOP.brakeMs, minSpinMs: 0 };
  if (cause === 'auto') return { delayMs: index * AUTO_STAGGER_MS, brakeMs: PAID_SPIN.brakeMs };
  // Presses made before the answer came are served one after another, in the order pressed.
  return { delayMs: index * BUTTON_STAGGER_MS, brakeMs: BUTTON_BRAKE_MS };
}
