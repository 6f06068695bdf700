import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task (a message to itself), not as a microtask nor after a timer', async () => {
    vi.stubGlobal('scheduler', undefined);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    setTimeoutSpy.mockRestore();
  });
});
