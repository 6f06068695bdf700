// The team figures of SPEC.md section 3 "Team", derived from the rounds, the orders and the ledger
// (never typed in). A team is everyone below its owner in the closure table (`scope: 'team'`), as
// its balance, its size and its order lists are; a member's row in its owner's report is the member
// and its team (`scope: 'subtree'`), so the rows of a report add up to its summary.
//
// One definition of "what each user did in a span of time" (`userFacts`) serves both paths: the
// daily rollup sums it per ancestor for a closed day into team_daily_stats, and a report reads those
// rows for its rolled-up days and sums the same facts live for the rest (today, or a day the job has
// not reached). Every query groups by root, so a page of members costs what one team does.
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { DayRange } from './periods';

/**
 * Whose figures: `team`, everyone below a user (a team report's summary, the agent centre's today);
 * `subtree`, the user and everyone below (a member's row in its owner's report).
 */
export type Scope = 'team' | 'subtree';

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

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

const dayList = (days: string[]) =>
  sql.join(
    days.map((d) => sql`${d}::date`),
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
 * Bets and wins leave voided rounds out.
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
      -- A voided round's bet and win count for nothing (the stake went back, the win was taken
      -- back); its player still played that day. rollup.ts takes out one voided after its day.
      select r.user_id, 0 as registered, 0 as rc, 0 as ra, 0 as wc, 0 as wa,
        count(*) filter (where v.round_id is null) as bc, coalesce(sum(r.bet) filter (where v.round_id is null), 0) as ba,
        coalesce(sum(r.win) filter (where v.round_id is null), 0) as wn, 0 as rb, 0 as gf, 0 as tf, 1 as active
      from game_rounds r left join round_voids v on v.round_id = r.id
      where r.created_at >= ${s} and r.created_at < ${e} group by r.user_id
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
      -- Bonus money that became the player's own: a bonus without wagering when paid, a wagered one
      -- when its wagering completes. A forfeited or expired bonus went back to the pool: it gave nothing.
      select a.owner_user_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(t.amount), 0, 0
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'user_wallet'
      where t.kind in ('bonus', 'bonus_release') and t.created_at >= ${s} and t.created_at < ${e}
      group by a.owner_user_id
      union all
      -- Coins a member received from its agent less what the agent took back, counted for the
      -- member: the transfers an owner made are its team's, and each shows in its member's row.
      select (t.metadata->>'memberUserId')::bigint, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        sum(case when t.metadata->>'direction' = 'give' then t.amount else -t.amount end), 0
      from ledger_transfers t
      where t.kind = 'agent_transfer' and t.created_at >= ${s} and t.created_at < ${e}
      group by (t.metadata->>'memberUserId')::bigint
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
/** The columns of user_daily_stats: the same but registrations (see its schema). */
export const OWN_COLUMNS = sql.raw(
  SUMS.filter(([, column]) => column !== 'registrations')
    .map(([, column]) => column)
    .join(', '),
);

/**
 * The rolled-up columns of team_daily_stats `s` for a scope: a team's leave out its owner's own day,
 * user_daily_stats `o` joined on the same user and day (registrations never count the owner).
 */
function rolledColumns(scope: Scope, summed: boolean) {
  return sql.raw(
    SUMS.map(([, column]) => {
      const value =
        scope === 'team' && column !== 'registrations' ? `s.${column} - coalesce(o.${column}, 0)` : `s.${column}`;
      return `${summed ? `sum(${value})` : value} as ${column}`;
    }).join(', '),
  );
}
const ownOfDay = (scope: Scope) =>
  scope === 'team' ? sql`left join user_daily_stats o on o.user_id = s.root_id and o.day = s.day` : sql``;
/** The closure rows of a scope: a team's start one level below its owner. */
const belowOwner = (scope: Scope) => (scope === 'team' ? sql`and t.depth >= 1` : sql``);

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

/**
 * Whether `user` was active on one of the range's rolled-up days. Those are the range's days outside
 * its live spans, and user_active_days has rows for rolled-up days only; a day rolled up since the
 * split lies in a live span and stays out. Put as a range of days, each probe is one descent of the
 * (user_id, day) key: a list of days lets the planner take the (day, user_id) index instead and
 * descend once per day, or hash all the range's active days.
 */
function activeBefore(user: SQL, range: DayRange, live: Array<{ from: string; to: string }>) {
  const outside = live.map((span) => sql`and (d.day < ${span.from}::date or d.day > ${span.to}::date)`);
  return sql`exists (select 1 from user_active_days d where d.user_id = ${user}
    and d.day >= ${range.from}::date and d.day <= ${range.to}::date ${sql.join(outside, sql` `)})`;
}

/**
 * The sums of the facts of one live span per root. With `activeIn`, also the people active in the
 * span who were not on the range's rolled-up days (the live part of "active users"), read from the
 * same facts instead of a second pass over the span's rounds and orders; only right when the span is
 * the range's only live one, or a person active in two of them would count twice.
 */
function liveSums(
  db: Executor,
  roots: number[],
  span: Span,
  scope: Scope,
  activeIn?: { range: DayRange; rolled: string[] },
) {
  const team = sql`team as (select ancestor_id as root, descendant_id as id, depth from user_tree t
    where ancestor_id in (${list(roots)}) ${belowOwner(scope)})`;
  const notBefore =
    activeIn && activeIn.rolled.length > 0
      ? sql`and not ${activeBefore(sql`f.user_id`, activeIn.range, [span])}`
      : sql``;
  const active = activeIn
    ? sql`, sum(case when f.active = 1 ${notBefore} then 1 else 0 end)::int as active_live`
    : sql``;
  return rows<Record<string, unknown>>(
    db,
    sql`with ${team}, ${userFacts(span)}
      select t.root, ${sumsByAncestor} ${active} from facts f join team t on t.id = f.user_id group by t.root`,
  );
}

/** Figures per root over the range. Roots with no activity get zeros. */
export async function teamFigures(
  db: Executor,
  roots: number[],
  range: DayRange,
  toSpan: (from: string, to: string) => Span,
  scope: Scope,
  memo?: EphemeralStore,
): Promise<Map<number, Figures>> {
  const result = new Map(roots.map((root) => [root, empty()]));
  if (roots.length === 0) return result;
  const { rolled, spans } = await splitRange(db, range);

  const live = spans.map((s) => toSpan(s.from, s.to));
  const single = live.length === 1;
  // The rolled days, each live span and the active users are independent: asked side by side.
  const sums: Array<Promise<Array<Record<string, unknown>>>> = [];
  if (rolled.length > 0)
    sums.push(
      rows(
        db,
        sql`select s.root_id as root, ${rolledColumns(scope, true)} from team_daily_stats s ${ownOfDay(scope)}
          where s.root_id in (${list(roots)}) and s.day in (${dayList(rolled)}) group by s.root_id`,
      ),
    );
  for (const span of live) sums.push(liveSums(db, roots, span, scope, single ? { range, rolled } : undefined));
  // A member's row counts the member's own registration too: its owner's team registered it.
  if (scope === 'subtree') sums.push(ownRegistrations(db, roots, toSpan(range.from, range.to)));
  const [closed, extra, ...summed] = await Promise.all([
    closedActive(db, roots, rolled, scope, memo),
    single ? Promise.resolve(new Map<number, number>()) : liveActive(db, roots, range, rolled, live, scope),
    ...sums,
  ]);
  for (const found of summed)
    for (const row of found) {
      const root = Number(row.root);
      addRow(result.get(root)!, row);
      if (row.active_live !== undefined) extra.set(root, Number(row.active_live));
    }
  for (const root of roots) result.get(root)!.activeUsers = (closed.get(root) ?? 0) + (extra.get(root) ?? 0);
  return result;
}

/** The roots registered in the span, as rows of the summed columns. */
function ownRegistrations(db: Executor, roots: number[], span: Span) {
  return rows<Record<string, unknown>>(
    db,
    sql`select id as root, 1 as registrations from users where id in (${list(roots)})
      and created_at >= ${span.start.toISOString()}::timestamptz and created_at < ${span.end.toISOString()}::timestamptz`,
  );
}

// Active users count each person once over the whole range: those active on a rolled-up day, plus
// those active in the live spans who were not. The first part depends only on closed days, which do
// not change once rolled up, so it is computed once per team and set of days and kept a day.
const ACTIVE_MEMO_SECONDS = 86_400;

async function closedActive(
  db: Executor,
  roots: number[],
  rolled: string[],
  scope: Scope,
  memo: EphemeralStore | undefined,
) {
  const counts = new Map<number, number>();
  if (rolled.length === 0) return counts;
  const days = createHash('sha256')
    .update([...rolled].sort().join(','))
    .digest('hex')
    .slice(0, 16);
  const key = (root: number) => `team-active:${scope}:${root}:${days}`;
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
      where t.ancestor_id in (${list(missing)}) ${belowOwner(scope)}
        and t.descendant_id in (select user_id from user_active_days where day in (${dayList(rolled)}))
      group by t.ancestor_id`,
  );
  for (const root of missing) counts.set(root, 0);
  for (const row of found) counts.set(Number(row.root), row.n);
  if (memo) for (const root of missing) await memo.put(key(root), String(counts.get(root)), ACTIVE_MEMO_SECONDS);
  return counts;
}

/** People active in the live spans (played or deposited) who were not active on a rolled-up day. */
async function liveActive(
  db: Executor,
  roots: number[],
  range: DayRange,
  rolled: string[],
  live: Span[],
  scope: Scope,
) {
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
  // In a sum rather than a where: the check stays a probe per person and is not turned into a join
  // with all the range's active days.
  const counted =
    rolled.length > 0
      ? sql`sum(case when ${activeBefore(sql`a.user_id`, range, live)} then 0 else 1 end)`
      : sql`count(*)`;
  // Driven from the day's active people (thousands), not from the team (possibly a whole site).
  const found = await rows<{ root: string; n: number }>(
    db,
    sql`with active as (${sql.join(sources, sql` union `)})
      select t.ancestor_id as root, ${counted}::int as n
      from active a join user_tree t on t.descendant_id = a.user_id and t.ancestor_id in (${list(roots)})
        ${belowOwner(scope)}
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

/**
 * One team's figures over the range (everyone below `root`) and its registrations, deposits and bets
 * per day for the chart.
 * Both come from the same reads: the range's rolled-up rows of the team, summed for the figures, and
 * one query per live day (usually only today), whose sums are that day's point and its share of the
 * figures.
 */
export async function teamPeriod(
  db: Executor,
  root: number,
  range: DayRange,
  toSpan: (from: string, to: string) => Span,
  memo?: EphemeralStore,
) {
  const figures = empty();
  const byDay = new Map<string, DayFigures>(
    range.days.map((day) => [day, { registrations: 0, rechargeAmount: 0n, betAmount: 0n }]),
  );
  const add = (day: string, row: Record<string, unknown>) => {
    addRow(figures, row);
    const f = byDay.get(day);
    if (!f) return;
    f.registrations = Number(row.registrations ?? 0);
    f.rechargeAmount = BigInt(String(row.recharge_amount ?? 0).split('.')[0]!);
    f.betAmount = BigInt(String(row.bet_amount ?? 0).split('.')[0]!);
  };
  const { rolled, spans } = await splitRange(db, range);
  const liveDays = spans.flatMap((s) => range.days.slice(range.days.indexOf(s.from), range.days.indexOf(s.to) + 1));
  const single = liveDays.length === 1;

  const closedRows = async () => {
    if (rolled.length === 0) return;
    // A team has a row only for the rolled-up days it had anything on. The days are the split's:
    // one rolled up since is read live below, and must not count twice.
    const found = await rows<Record<string, unknown> & { day: string }>(
      db,
      sql`select s.day::text as day, ${rolledColumns('team', false)} from team_daily_stats s ${ownOfDay('team')}
        where s.root_id = ${root} and s.day in (${dayList(rolled)})`,
    );
    for (const row of found) add(row.day, row);
  };
  let activeLive = 0;
  // The live days one at a time, as the chart needs them apart.
  const liveRows = async () => {
    for (const day of liveDays) {
      const [row] = await liveSums(db, [root], toSpan(day, day), 'team', single ? { range, rolled } : undefined);
      if (!row) continue;
      add(day, row);
      if (row.active_live !== undefined) activeLive = Number(row.active_live);
    }
  };
  const [closed, extra] = await Promise.all([
    closedActive(db, [root], rolled, 'team', memo),
    single || liveDays.length === 0
      ? Promise.resolve(new Map<number, number>())
      : liveActive(
          db,
          [root],
          range,
          rolled,
          spans.map((s) => toSpan(s.from, s.to)),
          'team',
        ),
    closedRows(),
    liveRows(),
  ]);
  figures.activeUsers = (closed.get(root) ?? 0) + (extra.get(root) ?? 0) + activeLive;
  return { figures, days: [...byDay.entries()].map(([day, f]) => ({ day, ...f })) };
}

interface OwnerRow {
  account: string;
  nickname: string | null;
  created_at: string | Date;
  last_login_at: string | Date | null;
  own: string;
  team: string;
  size: number;
}

const ownerColumns = sql`u.account, u.nickname, u.created_at, u.last_login_at,
  coalesce((select balance from ledger_accounts where owner_user_id = u.id and kind = 'user_wallet'), 0)::text as own`;

/**
 * The owner of a team: its account, own and team balances, team size and times. The team's balance
 * and size are the ones taken at the last rollup (team_balances) plus what came after their cutoffs:
 * the entries since on the members' wallets and the members who joined since, so a large team costs
 * a day's postings rather than a read of every wallet. Before any were taken, the whole team is read.
 * The owner is found through the closure rows of `within`, the caller (itself or a member of its
 * subtree): anyone else's team is undefined, as a user that does not exist is.
 */
export async function teamOwner(db: Executor, within: number, root: number) {
  // The cutoffs go into the query as values, so the planner sees how few entries lie above them.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [cut] = await rows<{ entry_id: string; user_id: string }>(
      db,
      sql`select entry_id::text, user_id::text from team_balance_cutoffs where id = 1`,
    );
    if (!cut) break;
    // Driven from the entries after the cutoff (a day's postings at most), each looked up in the
    // team, never from the team's wallets: the root is a value too, so the planner knows the team's
    // size, and the entries are summed per account first.
    const [row] = await rows<OwnerRow & { taken: string }>(
      db,
      sql`with later as materialized (
          select account_id, sum(amount) as amount from ledger_entries where id > ${cut.entry_id}::bigint
          group by account_id
        )
        select ${ownerColumns},
          (coalesce(b.balance, 0) + coalesce((select sum(l.amount) from later l
            join ledger_accounts w on w.id = l.account_id and w.kind = 'user_wallet'
            join user_tree t on t.descendant_id = w.owner_user_id and t.ancestor_id = ${root}::bigint and t.depth >= 1), 0))::text as team,
          (coalesce(b.size, 0) + (select count(*) from user_tree t where t.ancestor_id = ${root}::bigint
            and t.descendant_id > ${cut.user_id}::bigint and t.depth >= 1))::int as size,
          c.entry_id || ':' || c.user_id as taken
        from users u join user_tree s on s.descendant_id = u.id and s.ancestor_id = ${within}::bigint
        cross join team_balance_cutoffs c left join team_balances b on b.root_id = u.id
        where u.id = ${root} and c.id = 1`,
    );
    if (!row) return undefined;
    // Retaken between the two reads: the row and the cutoffs must come from the same taking.
    if (row.taken !== `${cut.entry_id}:${cut.user_id}`) continue;
    return row;
  }
  const [row] = await rows<OwnerRow>(
    db,
    sql`select ${ownerColumns},
        coalesce((select sum(w.balance) from user_tree t join ledger_accounts w on w.owner_user_id = t.descendant_id
          and w.kind = 'user_wallet' where t.ancestor_id = u.id and t.depth >= 1), 0)::text as team,
        (select count(*)::int from user_tree t where t.ancestor_id = u.id and t.depth >= 1) as size
      from users u join user_tree s on s.descendant_id = u.id and s.ancestor_id = ${within}::bigint
      where u.id = ${root}`,
  );
  return row;
}
