// The machine's sound switch: off until the player turns it on, remembered on this device.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';
import type { StorageKey } from '../../../lib/storage-keys';
import { Beeper } from './beeper';

export const SOUND_STORAGE_KEY = 'game-sound' satisfies StorageKey;

export function useSoundSetting() {
  const [on, setOn] = useState(() => readStorage(SOUND_STORAGE_KEY) === 'on');
  const beeper = useRef<Beeper | null>(null);
  if (beeper.current === null) beeper.current = new Beeper();

  useEffect(() => {
    beeper.current?.setEnabled(on);
  }, [on]);
  useEffect(() => () => beeper.current?.dispose(), []);

  const toggle = useCallback(() => {
    setOn((current) => {
      const next = !current;
      writeStorage(SOUND_STORAGE_KEY, next ? 'on' : 'off');
      // Resumed inside the tap itself, which is what lets the browser play sound at all.
      beeper.current?.setEnabled(next);
      return next;
    });
  }, []);

  return { on, toggle, beeper: beeper.current };
}
