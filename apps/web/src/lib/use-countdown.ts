// The resend countdown of e-mailed codes (SPEC.md section 9: 60 seconds). Deadlines are kept per key
// for the page view, so closing and reopening a form neither resets the wait nor lets a code be asked
// for again before the server allows it.
import { useCallback, useEffect, useReducer } from 'react';

const deadlines = new Map<string, number>();

/** Whole seconds left until a deadline (rounded up, never negative). */
export function secondsLeft(deadline: number | undefined, now: number = Date.now()): number {
  if (deadline === undefined) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Starts (or restarts) the countdown of a key; the next render of any form using it shows the wait. */
export function startCountdown(key: string, seconds: number, now: number = Date.now()): void {
  deadlines.set(key, now + Math.max(0, seconds) * 1000);
}

/** Forgets every countdown (tests, and a new session). */
export function resetCountdowns(): void {
  deadlines.clear();
}

export interface Countdown {
  /** Seconds until another code may be asked for; 0 when it may. */
  remaining: number;
  running: boolean;
  /** A code was asked for under this key during this page view. */
  started: boolean;
  start: (seconds: number) => void;
}

export function useCountdown(key: string): Countdown {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const remaining = secondsLeft(deadlines.get(key));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    // Ticks more often than once a second so the shown number never skips one.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running, key]);

  const start = useCallback(
    (seconds: number) => {
      startCountdown(key, seconds);
      tick();
    },
    [key],
  );

  return { remaining, running, started: deadlines.has(key), start };
}
