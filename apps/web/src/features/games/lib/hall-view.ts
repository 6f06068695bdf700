// How the hall lays out its machines: the detailed cards (counters, slump graph, bonus history) or a
// compact grid of small tiles. The choice is remembered on this device.
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';
import type { StorageKey } from '../../../lib/storage-keys';

export type HallView = 'detailed' | 'compact';

export const HALL_VIEW_STORAGE_KEY = 'hall-view' satisfies StorageKey;

export function readHallView(): HallView {
  return readStorage(HALL_VIEW_STORAGE_KEY) === 'compact' ? 'compact' : 'detailed';
}

export function useHallView() {
  const [view, setView] = useState<HallView>(readHallView);
  const change = useCallback((next: HallView) => {
    writeStorage(HALL_VIEW_STORAGE_KEY, next);
    setView(next);
  }, []);
  return [view, change] as const;
}
