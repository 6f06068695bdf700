// One helper for every multi-statement change: runs the work in a transaction and retries it when
// PostgreSQL aborts it for a serialization failure or a deadlock, which are safe to replay. Changes
// noted for listeners during an attempt are delivered after its commit, never for a rolled-back one.
import type { Executor, Tx } from './client';
import { attachNotes, finishNotes, startNotes } from './commit-hooks';

const RETRYABLE = new Set(['40001', '40P01']);

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** How many times to try in all before giving up (default 3). */
  attempts?: number;
}

export async function inTransaction<T>(
  db: Executor,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      // What the work notes for listeners (commit-hooks.ts) is told only once it has committed.
      const notes = startNotes(db);
      const result = await db.transaction(
        (tx) => {
          attachNotes(tx, notes);
          return work(tx);
        },
        options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
      );
      finishNotes(notes);
      return result;
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/** The SQLSTATE of a PostgreSQL error, looking through drizzle's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
