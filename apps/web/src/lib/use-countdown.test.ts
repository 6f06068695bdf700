import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCountdowns, secondsLeft, useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  resetCountdowns();
});

afterEach(() => vi.useRealTimers());

describe('the resend countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('runs for the seconds it is started with, ticking down to zero', () => {
    const { result } = renderHook(() => useCountdown('register:a@example.test'));
    expect(result.current).toMatchObject({ remaining: 0, running: false, started: false });
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, running: true, started: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false, started: true });
  });

  it('is kept per key, so a form opened again still waits, and another address does not', () => {
    const first = renderHook(() => useCountdown('register:a@example.test'));
    act(() => first.result.current.start(45));
    first.unmount();
    act(() => vi.advanceTimersByTime(5_000));
    const again = renderHook(() => useCountdown('register:a@example.test'));
    expect(again.result.current.remaining).toBe(40);
    const other = renderHook(() => useCountdown('register:b@example.test'));
    expect(other.result.current.running).toBe(false);
  });
});
