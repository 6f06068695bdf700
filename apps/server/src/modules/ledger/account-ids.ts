// Ledger account ids, remembered per database once their rows are committed. An account's id never
// changes and accounts are never deleted, so the lookups every spin makes (the player's wallet, the
// house shard) need not reach the database each time, in this process or any other. Only committed
// ids are kept: an account opened in a transaction that rolls back leaves no row, and its id is
// never remembered.
import type { Executor } from '../../db/client';
import { afterCommit, databaseOf } from '../../db/commit-hooks';

/** Most ids kept per database; past it the memory starts over (each id is one lookup away). */
const MOST = 100_000;
const known = new WeakMap<object, Map<string, number>>();

/** The id remembered for `key` on this executor's database, if any. */
export function knownAccountId(db: Executor, key: string): number | undefined {
  const database = databaseOf(db);
  return database && known.get(database)?.get(key);
}

/** Remembers `id` for `key` once what `db` has done so far is committed. */
export function rememberAccountId(db: Executor, key: string, id: number): void {
  const database = databaseOf(db);
  if (!database) return;
  afterCommit(db, () => {
    let ids = known.get(database);
    if (!ids || ids.size >= MOST) known.set(database, (ids = new Map()));
    ids.set(key, id);
  });
}
