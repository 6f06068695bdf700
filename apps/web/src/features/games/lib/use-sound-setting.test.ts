import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOUND_STORAGE_KEY, useSoundSetting } from './use-sound-setting';

describe('the sound switch', () => {
  it('is off until turned on, and remembers the choice on this device under "game-sound"', () => {
    const first = renderHook(() => useSoundSetting());
    expect(first.result.current.on).toBe(false);
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBeNull();
    act(() => first.result.current.toggle());
    expect([first.result.current.on, window.localStorage.getItem('game-sound')]).toEqual([true, 'on']);
    first.unmount();

    const again = renderHook(() => useSoundSetting());
    expect(again.result.current.on).toBe(true);
    act(() => again.result.current.toggle());
    expect([again.result.current.on, window.localStorage.getItem('game-sound')]).toEqual([false, 'off']);
  });
});
