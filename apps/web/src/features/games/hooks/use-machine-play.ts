// One game on a machine, start to finish: check the coins, start the reels, ask the server to play,
// stop the reels where its answer says (then through any free spins), and only then show the win and
// the new balance. Nothing about the outcome is decided here. A bet may use a bonus being wagered once
// the cash is spent, so the coins checked are both; each spin's answer moves the bonus's wagering on.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { protectionRefusalOf, type ProtectionRefusalInfo } from '../../../components/protection-refusal';
import { balanceQueryOptions, invalidateBalance, setBalance } from '../../../lib/balance';
import { playableCoins, setBonusFromSpin, useBonusWallet } from '../../../lib/bonus-wallet';
import { newRequestKey } from '../../../lib/request-key';
import { gameRecordKeys } from '../api/get-game-records';
import { seedQuery } from '../api/get-seed';
import { machinesQuery } from '../api/get-machines';
import { isShortOfCoins, realityCheckOf, useSpin, type RealityCheck, type SpinResult } from '../api/spin';
import type { Beeper } from '../lib/beeper';
import { winTier, type WinTier } from '../lib/win-tier';
import type { ReelHandle } from '../reels/reel-stage';
import { FREE_SPIN, PAID_SPIN } from '../reels/reel-motion';
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
}

/** Pause between the spins of a free-spin series, longer after a win so it can be seen. */
const BETWEEN_SPINS_MS = 350;
const AFTER_WIN_MS = 900;
/** How many of this visit's rounds the machine screen lists. */
export const RECENT_ROUNDS = 10;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useMachinePlay({
  machineId,
  reels,
  beeper,
  startStops,
}: {
  machineId: string;
  reels: RefObject<ReelHandle | null>;
  beeper: Beeper;
  startStops: number[];
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
      setShortOfCoins(false);
      setRefusal(null);
      setWin(null);
      setLanded(null);
      setFreeSpin(null);
      setRunningWin(0);
      setPhase('spinning');
      // Cash goes first; what it cannot cover comes from the bonus.
      setBalanceDuringPlay(coins !== null ? (coins > BigInt(bet.total) ? coins - BigInt(bet.total) : 0n) : null);
      reels.current?.spin();
      beeper.spinStart();

      let response: SpinResult;
      try {
        response = await spinMutation.mutateAsync({ machineId, lineBet: bet.lineBet, requestKey: newRequestKey() });
      } catch (error) {
        // Nothing was played: the reels come back to where they were.
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
        await reels.current?.stopAt(spin.stops, index === 0 ? PAID_SPIN : FREE_SPIN);
        if (!alive.current) return;
        setStops(spin.stops);
        setLanded(spin);
        total += spin.win;
        setRunningWin(total);
        if (index < spins.length - 1) await wait(spin.win > 0 || index === 0 ? AFTER_WIN_MS : BETWEEN_SPINS_MS);
        if (!alive.current) return;
      }

      const amount = Number(response.win);
      const bonus = view?.spins[0]?.flag === 'big' || view?.spins[0]?.flag === 'reg' ? view.spins[0].flag : null;
      const tier = winTier(amount, Number(response.bet));
      setWin({ amount, bet: Number(response.bet), tier, bonus, freeSpins: Math.max(0, spins.length - 1) });
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
    },
    [beeper, coins, machineId, playable, queryClient, reels, spinMutation, stops],
  );

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
    balance: balanceDuringPlay ?? coins,
    balanceLoaded: balance.isSuccess,
  };
}
