// The team figures of SPEC.md section 3 "Team", derived from the rounds, the orders and the ledger
// (never typed in). A team is a root user and everyone below it in the closure table.
//
// One definition of "what each user did in a span of time" (`userFacts`) serves both paths: the
// daily rollup sums it per ancestor for a closed day into team_daily_stats, and a report reads those
// rows for its rolled-up days and sums the same facts live for the rest (today, or a day the job has
// not reached). Every query groups by root, so a page of members costs what one team does.
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { DayRange } from './periods';

export interface Figures {
  activeUsers: number;
  registrations: number;
  rechargeCount: number;
  rechargeAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  betCount: number;
  betAmount: bigint;
  winAmount: bigint;
  rebateAmount: bigint;
  giftAmount: bigint;
  transferAmount: bigint;
}

/** The summed columns, in the order team_daily_stats and the live query both use. */
const SUMS = [
  ['registrations', 'registrations', 'int'],
  ['rechargeCount', 'recharge_count', 'int'],
  ['rechargeAmount', 'recharge_amount', 'big'],
  ['withdrawalCount', 'withdrawal_count', 'int'],
  ['withdrawalAmount', 'withdrawal_amount', 'big'],
  ['betCount', 'bet_count', 'int'],
  ['betAmount', 'bet_amount', 'big'],
  ['winAmount', 'win_amount', 'big'],
  ['rebateAmount', 'rebate_amount', 'big'],
  ['giftAmount', 'gift_amount', 'big'],
  ['transferAmount', 'transfer_amount', 'big'],
] as const;

const empty = (): Figures => ({
  activeUsers: 0,
  registrations: 0,
  rechargeCount: 0,
  rechargeAmount: 0n,
  withdrawalCount: 0,
  withdrawalAmount: 0n,
  betCount: 0,
  betAmount: 0n,
  winAmount: 0n,
  rebateAmount: 0n,
  giftAmount: 0n,
  transferAmount: 0n,
});

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** A span of whole days: [start, end) as instants and its first and last day. */
export interface Span {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/**
 * `facts(user_id, registered, recharge_count, …, active)`: one row per user with anything in the
 * span. `registered` is 1 for a user created in it; `active` is 1 for one who played or deposited.
 */
export function userFacts(span: Span) {
  const s = sql`${span.start.toISOString()}::timestamptz`;
  const e = sql`${span.end.toISOString()}::timestamptz`;
  return sql`facts as (
    select user_id, sum(registered)::int as registrations, sum(rc)::int as recharge_count, sum(ra) as recharge_amount,
      sum(wc)::int as withdrawal_count, sum(wa) as withdrawal_amount, sum(bc)::int as bet_count,
      sum(ba) as bet_amount, sum(wn) as win_amount, sum(rb) as rebate_amount, sum(gf) as gift_amount,
      sum(tf) as transfer_amount, max(active) as active
    from (
      select user_id, 0 as registered, 0 as rc, 0 as ra, 0 as wc, 0 as wa, count(*) as bc, sum(bet) as ba,
        sum(win) as wn, 0 as rb, 0 as gf, 0 as tf, 1 as active
      from game_rounds where created_at >= ${s} and created_at < ${e} group by user_id
      union all
      select user_id, 0, count(*), sum(coin_amount), 0, 0, 0, 0, 0, 0, 0, 0, 1
      from deposit_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e} group by user_id
      union all
      select user_id, 0, 0, 0, count(*), sum(coin_amount), 0, 0, 0, 0, 0, 0, 0
      from withdrawals where status = 'success' and completed_at >= ${s} and completed_at < ${e} group by user_id
      union all
      select agent_user_id, 0, 0, 0, 0, 0, 0, 0, 0, sum(amount), 0, 0, 0
      from agent_rebates where status = 'paid' and day >= ${span.from}::date and day <= ${span.to}::date
      group by agent_user_id
      union all
      select a.owner_user_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(t.amount), 0, 0
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'user_wallet'
      where t.kind = 'bonus' and t.created_at >= ${s} and t.created_at < ${e} group by a.owner_user_id
      union all
      -- Coins an agent sent its members (take-backs are not netted: this is what was sent).
      select a.owner_user_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(t.amount), 0
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id and a.kind = 'user_wallet'
      where t.kind = 'agent_transfer' and t.metadata->>'direction' = 'give'
        and t.created_at >= ${s} and t.created_at < ${e} group by a.owner_user_id
      union all
      select id, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 from users where created_at >= ${s} and created_at < ${e}
    ) f group by user_id
  )`;
}

/** Sums of the facts per ancestor: a registration counts for the teams above the user, not its own. */
export const sumsByAncestor = sql.raw(
  SUMS.map(([, column]) =>
    column === 'registrations'
      ? 'sum(case when t.depth >= 1 then f.registrations else 0 end) as registrations'
      : `sum(f.${column}) as ${column}`,
  ).join(', '),
);
export const SUM_COLUMNS = sql.raw(SUMS.map(([, column]) => column).join(', '));

function addRow(figures: Figures, row: Record<string, unknown>) {
  for (const [key, column, kind] of SUMS) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    if (kind === 'int') (figures[key] as number) += Number(value);
    else (figures[key] as bigint) += BigInt(String(value).split('.')[0]!);
  }
}

/** Days of the range that are rolled up, and the spans of days that are not. */
export async function splitRange(db: Executor, range: DayRange) {
  const found = await rows<{ day: string }>(
    db,
    sql`select day::text as day from rollup_days where day >= ${range.from}::date and day <= ${range.to}::date`,
  );
  const rolled = new Set(found.map((r) => r.day));
  const spans: Array<{ from: string; to: string }> = [];
  for (const day of range.days) {
    if (rolled.has(day)) continue;
    const last = spans.at(-1);
    if (last && range.days.indexOf(last.to) === range.days.indexOf(day) - 1) last.to = day;
    else spans.push({ from: day, to: day });
  }
  return { rolled: [...rolled], spans };
}

/** Figures per root over the range. Roots with no activity get zeros. */
export async function teamFigures(
  db: Executor,
  roots: number[],
  range: DayRange,
  toSpan: (from: string, to: string) => Span,
  memo?: EphemeralStore,
): Promise<Map<number, Figures>> {
  const result = new Map(roots.map((root) => [root, empty()]));
  if (roots.length === 0) return result;
  const { rolled, spans } = await splitRange(db, range);
  const team = sql`team as (select ancestor_id as root, descendant_id as id, depth from user_tree t where ancestor_id in (${list(roots)}))`;

  const live = spans.map((s) => toSpan(s.from, s.to));
  // The rolled days, each live span and the active users are independent: asked side by side.
  const sums: Array<Promise<Array<Record<string, unknown>>>> = [];
  if (rolled.length > 0)
    sums.push(
      rows(
        db,
        sql`select root_id as root, ${sql.raw(SUMS.map(([, c]) => `sum(${c}) as ${c}`).join(', '))}
          from team_daily_stats where root_id in (${list(roots)}) and day in (${sql.join(
            rolled.map((d) => sql`${d}::date`),
            sql`, `,
          )}) group by root_id`,
      ),
    );
  for (const span of live)
    sums.push(
      rows(
        db,
        sql`with ${team}, ${userFacts(span)}
          select t.root, ${sumsByAncestor} from facts f join team t on t.id = f.user_id group by t.root`,
      ),
    );
  const [closed, extra, ...summed] = await Promise.all([
    closedActive(db, roots, rolled, memo),
    liveActive(db, roots, rolled, live),
    ...sums,
  ]);
  for (const found of summed) for (const row of found) addRow(result.get(Number(row.root))!, row);
  for (const root of roots) result.get(root)!.activeUsers = (closed.get(root) ?? 0) + (extra.get(root) ?? 0);
  return result;
}

// Active users count each person once over the whole range: those active on a rolled-up day, plus
// those active in the live spans who were not. The first part depends only on closed days, which do
// not change once rolled up, so it is computed once per team and set of days and kept a day.
const ACTIVE_MEMO_SECONDS = 86_400;

const dayList = (days: string[]) =>
  sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );

async function closedActive(db: Executor, roots: number[], rolled: string[], memo: EphemeralStore | undefined) {
  const counts = new Map<number, number>();
  if (rolled.length === 0) return counts;
  const days = createHash('sha256')
    .update([...rolled].sort().join(','))
    .digest('hex')
    .slice(0, 16);
  const key = (root: number) => `team-active:${root}:${days}`;
  const missing: number[] = [];
  for (const root of roots) {
    const kept = memo ? await memo.get(key(root)) : null;
    if (kept === null) missing.push(root);
    else counts.set(root, Number(kept));
  }
  if (missing.length === 0) return counts;
  const found = await rows<{ root: string; n: number }>(
    db,
    sql`select t.ancestor_id as root, count(*)::int as n from user_tree t
      where t.ancestor_id in (${list(missing)})
        and t.descendant_id in (select user_id from user_active_days where day in (${dayList(rolled)}))
      group by t.ancestor_id`,
  );
  for (const root of missing) counts.set(root, 0);
  for (const row of found) counts.set(Number(row.root), row.n);
  if (memo) for (const root of missing) await memo.put(key(root), String(counts.get(root)), ACTIVE_MEMO_SECONDS);
  return counts;
}

/** People active in the live spans (played or deposited) who were not active on a rolled-up day. */
async function liveActive(db: Executor, roots: number[], rolled: string[], live: Span[]) {
  const counts = new Map<number, number>();
  if (live.length === 0) return counts;
  const sources = live.flatMap((span) => {
    const s = sql`${span.start.toISOString()}::timestamptz`;
    const e = sql`${span.end.toISOString()}::timestamptz`;
    return [
      sql`select user_id from game_rounds where created_at >= ${s} and created_at < ${e}`,
      sql`select user_id from deposit_orders where status = 'paid' and paid_at >= ${s} and paid_at < ${e}`,
    ];
  });
  const notBefore =
    rolled.length > 0
      ? sql`and not exists (select 1 from user_active_days d where d.user_id = a.user_id and d.day in (${dayList(rolled)}))`
      : sql``;
  // Driven from the day's active people (thousands), not from the team (possibly a whole site).
  const found = await rows<{ root: string; n: number }>(
    db,
    sql`with active as (${sql.join(sources, sql` union `)})
      select t.ancestor_id as root, count(*)::int as n
      from active a join user_tree t on t.descendant_id = a.user_id and t.ancestor_id in (${list(roots)})
      where true ${notBefore}
      group by t.ancestor_id`,
  );
  for (const row of found) counts.set(Number(row.root), row.n);
  return counts;
}

export interface DayFigures {
  registrations: number;
  rechargeAmount: bigint;
  betAmount: bigint;
}

/** Registrations, deposits and bets per day of the range, for the chart. */
export async function teamDays(
  db: Executor,
  root: number,
  range: DayRange,
  toSpan: (from: string, to: string) => Span,
) {
  const byDay = new Map<string, DayFigures>(
    range.days.map((day) => [day, { registrations: 0, rechargeAmount: 0n, betAmount: 0n }]),
  );
  const { rolled, spans } = await splitRange(db, range);
  const set = (day: string, row: { registrations: unknown; recharge_amount: unknown; bet_amount: unknown }) => {
    const f = byDay.get(day);
    if (!f) return;
    f.registrations = Number(row.registrations ?? 0);
    f.rechargeAmount = BigInt(String(row.recharge_amount ?? 0).split('.')[0]!);
    f.betAmount = BigInt(String(row.bet_amount ?? 0).split('.')[0]!);
  };
  if (rolled.length > 0) {
    const found = await rows<{ day: string; registrations: number; recharge_amount: string; bet_amount: string }>(
      db,
      sql`select day::text as day, registrations, recharge_amount, bet_amount from team_daily_stats
        where root_id = ${root} and day >= ${range.from}::date and day <= ${range.to}::date`,
    );
    for (const row of found) set(row.day, row);
  }
  // The live days one at a time: usually only today.
  for (const s of spans) {
    for (let i = range.days.indexOf(s.from); i <= range.days.indexOf(s.to); i++) {
      const day = range.days[i]!;
      const [row] = await rows<{ registrations: number; recharge_amount: string; bet_amount: string }>(
        db,
        sql`with team as (select descendant_id as id, depth from user_tree where ancestor_id = ${root}),
          ${userFacts(toSpan(day, day))}
          select sum(case when t.depth >= 1 then f.registrations else 0 end) as registrations,
            sum(f.recharge_amount) as recharge_amount, sum(f.bet_amount) as bet_amount
          from facts f join team t on t.id = f.user_id`,
      );
      if (row) set(day, row);
    }
  }
  return [...byDay.entries()].map(([day, f]) => ({ day, ...f }));
}

/** The owner of a team: its account, own and team balances, team size and times. */
export async function teamOwner(db: Executor, root: number) {
  const [row] = await rows<{
    account: string;
    nickname: string | null;
    created_at: string | Date;
    last_login_at: string | Date | null;
    own: string;
    team: string;
    size: number;
  }>(
    db,
    sql`select u.account, u.nickname, u.created_at, u.last_login_at,
        coalesce((select balance from ledger_accounts where owner_user_id = u.id and kind = 'user_wallet'), 0)::text as own,
        coalesce((select sum(w.balance) from user_tree t join ledger_accounts w on w.owner_user_id = t.descendant_id
          and w.kind = 'user_wallet' where t.ancestor_id = u.id and t.depth >= 1), 0)::text as team,
        (select count(*)::int from user_tree t where t.ancestor_id = u.id and t.depth >= 1) as size
      from users u where u.id = ${root}`,
  );
  return row;
}
