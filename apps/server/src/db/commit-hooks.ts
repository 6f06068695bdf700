// What a transaction changed, told to listeners only once it has committed. Code that changes
// something others watch (a wallet posting, an order's status, a letter) notes it on the executor it
// writes with; inside a transaction opened by inTransaction the note waits for the commit (a nested
// transaction hands its notes to the outer one when its savepoint is released) and is dropped on a
// rollback or a retried attempt; outside a transaction the statement has already committed, so the
// note is delivered at once. Listeners are registered per database (each app its own).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export type CommitListener = (notes: readonly unknown[]) => void;

const listeners = new WeakMap<object, Set<CommitListener>>();
/** The notes of each open transaction, and the database they will be delivered for. */
const open = new WeakMap<object, { root: object; notes: unknown[] }>();

/** Calls `listener` with the notes of every committed change made through `db`. Returns the unsubscribe. */
export function onCommitted(db: Executor, listener: CommitListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Records a change made through `executor`, for delivery once it is committed. */
export function noteCommitted(executor: Executor, note: unknown): void {
  const pending = open.get(executor);
  if (pending) {
    pending.notes.push(note);
    return;
  }
  // A transaction this module did not open (a test's own): its outcome is unknown here.
  if (executor instanceof PgTransaction) return;
  deliver(executor, [note]);
}

function deliver(root: object, notes: readonly unknown[]): void {
  if (notes.length === 0) return;
  for (const listener of listeners.get(root) ?? []) {
    try {
      listener(notes);
    } catch {
      // A listener's failure must not turn a committed change into an error for its caller.
    }
  }
}

export interface NoteCollector {
  root: object;
  notes: unknown[];
  outer: { notes: unknown[] } | undefined;
}

/** Starts collecting the notes of one attempt of a transaction opened on `db` (the database or an outer transaction). */
export function startNotes(db: Executor): NoteCollector {
  const outer = open.get(db);
  return { root: outer?.root ?? db, notes: [], outer };
}

/** Makes `tx` (the attempt's transaction) collect into `collector`. */
export function attachNotes(tx: Executor, collector: NoteCollector): void {
  open.set(tx, collector);
}

/** The attempt committed (or its savepoint was released): its notes go on. */
export function finishNotes(collector: NoteCollector): void {
  if (collector.outer) collector.outer.notes.push(...collector.notes);
  else deliver(collector.root, collector.notes);
}
