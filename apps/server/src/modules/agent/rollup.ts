// The daily rollup of team figures: once a day has closed (and its rebates are settled), every
// team's sums for it go into team_daily_stats and its active users into user_active_days, so reports
// over long ranges read a row per day. A day is rolled up once: its rollup_days row is claimed first,
// in the same transaction as the rows it stands for. A round voided later is taken out of its day's
// rows (unrollVoidedRound), so they always leave voided rounds out.
//
// Rolling up the newest day also retakes the team balances (team_balances): a report would otherwise
// add up every wallet of the team on each request, which for a whole site's tree is the bulk of it.
import type { Db, Tx } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { dayOf, dayRange } from './periods';
import {
  type BalanceCutoffs,
  claimRollupDay,
  insertDayRows,
  lockDay,
  newestRolledUpDay,
  readBalanceCutoffs,
  replaceTeamBalances,
  subtractRoundFromDay,
  vacuumActivity,
} from './rollup-repo';

/**
 * A round voided after its day was rolled up: its bet and win come out of that day's row of every
 * team above its player, as the rollup leaves out a round voided before it, so a team report says
 * the same whenever the void came. Its player stays active that day (they played). A day not yet
 * rolled up has no rows, and nothing is done: the rollup will leave the round out.
 */
export async function unrollVoidedRound(
  tx: Tx,
  round: { userId: number; createdAt: Date; bet: bigint; win: bigint },
  zone: string,
) {
  const day = dayOf(round.createdAt, zone);
  await lockDay(tx, day);
  await subtractRoundFromDay(tx, round, day);
}

export async function rollupDay(db: Db, day: string, zone: string): Promise<boolean> {
  const rolled = await inTransaction(db, async (tx) => {
    await lockDay(tx, day);
    if (!(await claimRollupDay(tx, day))) return false;
    await insertDayRows(tx, day, dayRange(day, day, zone));
    return true;
  });
  if (!rolled) return false;
  // Reports probe user_active_days and user_tree once per person active today; the probes read the
  // index alone only where the visibility map says so, and autovacuum reaches insert-only tables
  // after a fifth of them is new, so the day just written would be read from the heap for weeks.
  // Only the pages not yet all-visible are scanned: a day's worth.
  await vacuumActivity(db);
  // Once a night is enough (the live part after the cutoffs is a day's postings); a backfill of
  // older days would only retake the same thing.
  const newest = await newestRolledUpDay(db);
  if (newest === day) await takeTeamBalances(db);
  return true;
}

/** How long the cutoffs may wait for the postings and registrations in flight (writers queue behind). */
const CUTOFF_LOCK_TIMEOUT = '2s';

/**
 * Retakes every team's size and balance. Returns false when the cutoffs could not be had in time;
 * the previous balances then stay, which is no error: any taken set plus what came after its
 * cutoffs is exact.
 */
export async function takeTeamBalances(db: Db): Promise<boolean> {
  // The cutoffs must leave nothing in flight below them: an entry or a user with a lower id that
  // commits later would be in neither the balances nor the part a report adds after the cutoffs.
  // Ids are handed out at insert, under the table's RowExclusive lock held to commit, so once a
  // SHARE lock on both tables is granted every id handed out so far is committed or rolled back,
  // and every later one is higher. The lock is held only for the two max(id) lookups.
  let cutoffs: BalanceCutoffs;
  try {
    cutoffs = await inTransaction(db, (tx) => readBalanceCutoffs(tx, CUTOFF_LOCK_TIMEOUT));
  } catch (error) {
    if (pgErrorCode(error) === '55P03') return false;
    throw error;
  }
  // A wallet's balance is the sum of its entries (the ledger's invariant), so its part up to the
  // cutoff is its balance less its entries above it, read in the same statement. Users above the
  // user cutoff are left out of the size, which a report counts after it; their wallets have no
  // entry up to the entry cutoff, so their part of the balance is zero either way.
  await inTransaction(db, (tx) => replaceTeamBalances(tx, cutoffs));
  return true;
}
