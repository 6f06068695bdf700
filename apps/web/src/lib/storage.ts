// The one way the web app touches browser storage, by a name from the list in storage-keys.ts (which
// decides local or session storage). Private browsing modes and disabled storage must not break the
// app: reads give null and writes are dropped.
import { STORED, type StorageKey } from './storage-keys';

function area(key: StorageKey): Storage | null {
  try {
    return STORED[key].area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return area(key)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    area(key)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page view only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    area(key)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
