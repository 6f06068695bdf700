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
/** The notes and after-commit work of each open transaction, and the database they are for. */
const open = new WeakMap<object, NoteCollector>();

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
  /** Work to run once the attempt has committed (afterCommit). */
  after: Array<() => void>;
  outer: NoteCollector | undefined;
}

/** Starts collecting the notes of one attempt of a transaction opened on `db` (the database or an outer transaction). */
export function startNotes(db: Executor): NoteCollector {
  const outer = open.get(db);
  return { root: outer?.root ?? db, notes: [], after: [], outer };
}

/**
 * Runs `work` once what `executor` has done so far is committed: at once outside a transaction, after
 * the commit inside one opened by inTransaction, and never for a rolled-back attempt or inside a
 * transaction opened elsewhere (its outcome is unknown here).
 */
export function afterCommit(executor: Executor, work: () => void): void {
  const pending = open.get(executor);
  if (pending) pending.after.push(work);
  else if (!(executor instanceof PgTransaction)) work();
}

/**
 * The database `executor` works on (itself, or the one a transaction opened by inTransaction was
 * opened on); undefined inside a transaction opened elsewhere. Per-database state is keyed by it.
 */
export function databaseOf(executor: Executor): object | undefined {
  const pending = open.get(executor);
  if (pending) return pending.root;
  return executor instanceof PgTransaction ? undefined : executor;
}

/** Makes `tx` (the attempt's transaction) collect into `collector`. */
export function attachNotes(tx: Executor, collector: NoteCollector): void {
  open.set(tx, collector);
}

/** The attempt committed (or its savepoint was released): its notes go on. */
export function finishNotes(collector: NoteCollector): void {
  if (collector.outer) {
    collector.outer.notes.push(...collector.notes);
    collector.outer.after.push(...collector.after);
    return;
  }
  deliver(collector.root, collector.notes);
  for (const work of collector.after) {
    try {
      work();
    } catch {
      // As for listeners: the change is committed whatever this work does.
    }
  }
}
