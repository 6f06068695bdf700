// The daily rollup of team figures: once a day has closed (and its rebates are settled), every
// team's sums for it go into team_daily_stats and its active users into user_active_days, so reports
// over long ranges read a row per day. A day is rolled up once: its rollup_days row is claimed first,
// in the same transaction as the rows it stands for. A round voided later is taken out of its day's
// rows (unrollVoidedRound), so they always leave voided rounds out.
//
// Rolling up the newest day also retakes the team balances (team_balances): a report would otherwise
// add up every wallet of the team on each request, which for a whole site's tree is the bulk of it.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rollupDays } from '../../db/schema/index';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { dayOf, dayRange } from './periods';
import { SUM_COLUMNS, sumsByAncestor, userFacts } from './report-repo';

/** Lock class of a day's rollup, taken by the rollup and by a void of one of the day's rounds. */
const DAY_LOCK_CLASS = 0x726f;

/**
 * Makes a rollup of the day and a void of one of its rounds take turns: either the void commits
 * first and the rollup, reading after it, leaves the round out, or the rollup commits first and the
 * void then finds the day's rows and takes the round out of them. Never both, never neither.
 */
async function lockDay(tx: Tx, day: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_CLASS}, (${day}::date - date '2000-01-01'))`);
}

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
  await tx.execute(sql`update team_daily_stats s
    set bet_count = s.bet_count - 1, bet_amount = s.bet_amount - ${round.bet}::bigint,
      win_amount = s.win_amount - ${round.win}::bigint
    from user_tree t
    where t.descendant_id = ${round.userId}::bigint and s.root_id = t.ancestor_id and s.day = ${day}::date`);
}

export async function rollupDay(db: Db, day: string, zone: string): Promise<boolean> {
  const rolled = await inTransaction(db, async (tx) => {
    await lockDay(tx, day);
    const [claimed] = await tx
      .insert(rollupDays)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: rollupDays.day });
    if (!claimed) return false;
    const facts = userFacts(dayRange(day, day, zone));
    await tx.execute(sql`with ${facts}
      insert into team_daily_stats (root_id, day, ${SUM_COLUMNS})
      select t.ancestor_id, ${day}::date, ${sumsByAncestor}
      from facts f join user_tree t on t.descendant_id = f.user_id
      group by t.ancestor_id`);
    await tx.execute(sql`with ${facts}
      insert into user_active_days (user_id, day) select user_id, ${day}::date from facts where active = 1`);
    return true;
  });
  if (!rolled) return false;
  // Reports probe user_active_days and user_tree once per person active today; the probes read the
  // index alone only where the visibility map says so, and autovacuum reaches insert-only tables
  // after a fifth of them is new, so the day just written would be read from the heap for weeks.
  // Only the pages not yet all-visible are scanned: a day's worth.
  await db.execute(sql`vacuum (skip_locked) user_active_days, user_tree`);
  // Once a night is enough (the live part after the cutoffs is a day's postings); a backfill of
  // older days would only retake the same thing.
  const [newest] = (
    (await db.execute(sql`select max(day)::text as day from rollup_days`)) as unknown as {
      rows: Array<{ day: string }>;
    }
  ).rows;
  if (newest?.day === day) await takeTeamBalances(db);
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
  let cutoffs: { entry_id: string; user_id: string };
  try {
    cutoffs = await inTransaction(db, async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${CUTOFF_LOCK_TIMEOUT}'`));
      await tx.execute(sql`lock table ledger_entries, users in share mode`);
      const [row] = (
        (await tx.execute(
          sql`select (select coalesce(max(id), 0) from ledger_entries)::text as entry_id,
            (select coalesce(max(id), 0) from users)::text as user_id`,
        )) as unknown as { rows: Array<{ entry_id: string; user_id: string }> }
      ).rows;
      return row!;
    });
  } catch (error) {
    if (pgErrorCode(error) === '55P03') return false;
    throw error;
  }
  // A wallet's balance is the sum of its entries (the ledger's invariant), so its part up to the
  // cutoff is its balance less its entries above it, read in the same statement. Users above the
  // user cutoff are left out of the size, which a report counts after it; their wallets have no
  // entry up to the entry cutoff, so their part of the balance is zero either way.
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`delete from team_balances`);
    await tx.execute(sql`with later as (
        select account_id, sum(amount) as amount from ledger_entries where id > ${cutoffs.entry_id}::bigint
        group by account_id
      ),
      wallets as (
        select a.owner_user_id as user_id, sum(a.balance - coalesce(l.amount, 0)) as balance
        from ledger_accounts a left join later l on l.account_id = a.id
        where a.kind = 'user_wallet' group by a.owner_user_id
      )
      insert into team_balances (root_id, size, balance)
      select t.ancestor_id, (count(*) filter (where t.descendant_id <= ${cutoffs.user_id}::bigint))::int,
        coalesce(sum(w.balance), 0)::bigint
      from user_tree t left join wallets w on w.user_id = t.descendant_id
      where t.depth >= 1 group by t.ancestor_id`);
    await tx.execute(sql`insert into team_balance_cutoffs (id, entry_id, user_id, taken_at)
      values (1, ${cutoffs.entry_id}::bigint, ${cutoffs.user_id}::bigint, now())
      on conflict (id) do update set entry_id = excluded.entry_id, user_id = excluded.user_id, taken_at = now()`);
  });
  return true;
}
