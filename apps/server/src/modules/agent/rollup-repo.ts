// Queries of the daily rollup: the per-day team rows (team_daily_stats, user_active_days), the claim
// of a day (rollup_days) and the taken team balances (team_balances, team_balance_cutoffs).
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { rollupDays } from '../../db/schema/agent';
import type { DayRange } from './periods';
import { OWN_COLUMNS, SUM_COLUMNS, sumsByAncestor, userFacts } from './report-repo';

/** Lock class of a day's rollup, taken by the rollup and by a void of one of the day's rounds. */
const DAY_LOCK_CLASS = 0x726f;

/**
 * Makes a rollup of the day and a void of one of its rounds take turns: either the void commits
 * first and the rollup, reading after it, leaves the round out, or the rollup commits first and the
 * void then finds the day's rows and takes the round out of them. Never both, never neither.
 */
export async function lockDay(tx: Tx, day: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK_CLASS}, (${day}::date - date '2000-01-01'))`);
}

/** Takes one round's bet and win out of the day's rows of its player and of every team above. */
export async function subtractRoundFromDay(tx: Tx, round: { userId: number; bet: bigint; win: bigint }, day: string) {
  await tx.execute(sql`update team_daily_stats s
    set bet_count = s.bet_count - 1, bet_amount = s.bet_amount - ${round.bet}::bigint,
      win_amount = s.win_amount - ${round.win}::bigint
    from user_tree t
    where t.descendant_id = ${round.userId}::bigint and s.root_id = t.ancestor_id and s.day = ${day}::date`);
  await tx.execute(sql`update user_daily_stats
    set bet_count = bet_count - 1, bet_amount = bet_amount - ${round.bet}::bigint,
      win_amount = win_amount - ${round.win}::bigint
    where user_id = ${round.userId}::bigint and day = ${day}::date`);
}

/** The day's rollup_days row, or nothing when the day was rolled up already. */
export async function claimRollupDay(tx: Tx, day: string) {
  const [claimed] = await tx
    .insert(rollupDays)
    .values({ day })
    .onConflictDoNothing()
    .returning({ day: rollupDays.day });
  return claimed;
}

/** Writes the day's row of every team, of every user on their own, and the day's active users. */
export async function insertDayRows(tx: Tx, day: string, range: DayRange) {
  const facts = userFacts(range);
  await tx.execute(sql`with ${facts}
      insert into team_daily_stats (root_id, day, ${SUM_COLUMNS})
      select t.ancestor_id, ${day}::date, ${sumsByAncestor}
      from facts f join user_tree t on t.descendant_id = f.user_id
      group by t.ancestor_id`);
  await tx.execute(sql`with ${facts}
      insert into user_daily_stats (user_id, day, ${OWN_COLUMNS})
      select user_id, ${day}::date, ${OWN_COLUMNS} from facts
      where recharge_count + withdrawal_count + bet_count > 0 or rebate_amount <> 0 or gift_amount <> 0
        or transfer_amount <> 0`);
  await tx.execute(sql`with ${facts}
      insert into user_active_days (user_id, day) select user_id, ${day}::date from facts where active = 1`);
}

export async function vacuumActivity(db: Executor) {
  await db.execute(sql`vacuum (skip_locked) user_active_days, user_tree`);
}

export async function newestRolledUpDay(db: Executor): Promise<string | undefined> {
  const [newest] = (
    (await db.execute(sql`select max(day)::text as day from rollup_days`)) as unknown as {
      rows: Array<{ day: string }>;
    }
  ).rows;
  return newest?.day;
}

export interface BalanceCutoffs {
  entry_id: string;
  user_id: string;
}

/**
 * The highest ledger entry and user ids, read under a SHARE lock on both tables (waiting at most
 * `lockTimeout`), so nothing below them is still in flight.
 */
export async function readBalanceCutoffs(tx: Tx, lockTimeout: string): Promise<BalanceCutoffs> {
  await tx.execute(sql.raw(`set local lock_timeout = '${lockTimeout}'`));
  await tx.execute(sql`lock table ledger_entries, users in share mode`);
  const [row] = (
    (await tx.execute(
      sql`select (select coalesce(max(id), 0) from ledger_entries)::text as entry_id,
            (select coalesce(max(id), 0) from users)::text as user_id`,
    )) as unknown as { rows: Array<BalanceCutoffs> }
  ).rows;
  return row!;
}

/** Replaces every team's size and balance with those up to the cutoffs, and records the cutoffs. */
export async function replaceTeamBalances(tx: Tx, cutoffs: BalanceCutoffs) {
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
}
