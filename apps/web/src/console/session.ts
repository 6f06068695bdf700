// The operator's session in this browser tab only (sessionStorage): closing the tab signs out, and a
// player session in the same browser never mixes with it.
import type { OperatorRole } from '@hall/contracts/admin';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import type { StorageKey } from '../lib/storage-keys';

export interface OperatorSession {
  token: string;
  username: string;
  role: OperatorRole;
  /** `enrol`: the role needs an authenticator and this operator has none yet; only enrolment works. */
  twoFactor: 'none' | 'enrol' | 'enabled';
}

const KEY = 'hall.console.session' satisfies StorageKey;

export function readSession(): OperatorSession | null {
  try {
    const raw = readStorage(KEY);
    return raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: OperatorSession): void {
  writeStorage(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  removeStorage(KEY);
}
