// The changes the live stream tells players about, noted by the code that makes them (on the
// executor it writes with) and delivered once committed (db/commit-hooks.ts). A note says what
// changed, not what it now is: the process holding a player's stream reads the balance or the
// unread count itself, so a note stays small and the reading is done only where someone listens.
// The notes sit here, below the modules, beside the commit hooks that carry them: the ledger, the
// letters, the orders and the sessions note changes, and the events module delivers them, so none
// of them imports another for it.
import { noteCommitted } from './commit-hooks';
import type { Executor } from './client';
import type { OrderEvent } from '@hall/contracts/events';

export type LiveNote =
  | { type: 'balance'; userId: number }
  /** userId null: letters to many players (a broadcast or a segment): every stream reads its count. */
  | { type: 'letters'; userId: number | null }
  | { type: 'order'; userId: number; order: OrderEvent }
  /** A session of the player was revoked: its streams check their sessions at once. */
  | { type: 'session'; userId: number };

export function noteBalance(db: Executor, userId: number): void {
  noteCommitted(db, { type: 'balance', userId } satisfies LiveNote);
}

export function noteLetters(db: Executor, userId: number | null): void {
  noteCommitted(db, { type: 'letters', userId } satisfies LiveNote);
}

export function noteOrder(db: Executor, userId: number, order: OrderEvent): void {
  noteCommitted(db, { type: 'order', userId, order } satisfies LiveNote);
}

export function noteSessionsRevoked(db: Executor, userId: number): void {
  noteCommitted(db, { type: 'session', userId } satisfies LiveNote);
}

export function isLiveNote(value: unknown): value is LiveNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as { type?: unknown; userId?: unknown };
  const user = typeof note.userId === 'number' || (note.type === 'letters' && note.userId === null);
  return user && ['balance', 'letters', 'order', 'session'].includes(note.type as string);
}
