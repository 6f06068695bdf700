// The team figures of SPEC.md section 3 "Team", derived from the rounds, the orders and the ledger
// (never typed in). A team is a root user and everyone below it in the closure table; each query
// groups by root, so the figures of one team and of a page of members cost the same few queries.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The range's ends as timestamptz parameters (both engines take the ISO text alike). */
const instants = (range: DayRange) => ({
  start: sql`${range.start.toISOString()}::timestamptz`,
  end: sql`${range.end.toISOString()}::timestamptz`,
});

/** `team(root, id, depth)`: each root and everyone below it. */
const teamOf = (roots: number[]) =>
  sql`team as (select ancestor_id as root, descendant_id as id, depth from user_tree where ancestor_id in (${list(roots)}))`;

/** Figures per root over [start, end). Roots with no activity get zeros. */
export async function teamFigures(db: Executor, roots: number[], range: DayRange): Promise<Map<number, Figures>> {
  const result = new Map(roots.map((root) => [root, empty()]));
  if (roots.length === 0) return result;
  const { from, to } = range;
  const { start, end } = instants(range);
  const team = teamOf(roots);
  const each = <T extends { root: string | number }>(found: T[], apply: (figures: Figures, row: T) => void) => {
    for (const row of found) apply(result.get(Number(row.root))!, row);
  };

  each(
    await rows<{ root: string; n: number; bet: string; win: string }>(
      db,
      sql`with ${team}
        select team.root, count(*)::int as n, coalesce(sum(r.bet), 0)::text as bet, coalesce(sum(r.win), 0)::text as win
        from team join game_rounds r on r.user_id = team.id and r.created_at >= ${start} and r.created_at < ${end}
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { betCount: r.n, betAmount: BigInt(r.bet), winAmount: BigInt(r.win) }),
  );
  each(
    await rows<{ root: string; n: number; amount: string }>(
      db,
      sql`with ${team}
        select team.root, count(*)::int as n, coalesce(sum(d.coin_amount), 0)::text as amount
        from team join deposit_orders d on d.user_id = team.id and d.status = 'paid'
          and d.paid_at >= ${start} and d.paid_at < ${end}
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { rechargeCount: r.n, rechargeAmount: BigInt(r.amount) }),
  );
  each(
    await rows<{ root: string; n: number; amount: string }>(
      db,
      sql`with ${team}
        select team.root, count(*)::int as n, coalesce(sum(w.coin_amount), 0)::text as amount
        from team join withdrawals w on w.user_id = team.id and w.status = 'success'
          and w.completed_at >= ${start} and w.completed_at < ${end}
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { withdrawalCount: r.n, withdrawalAmount: BigInt(r.amount) }),
  );
  // Active: played or deposited in the period.
  each(
    await rows<{ root: string; n: number; registered: number }>(
      db,
      sql`with ${team}
        select team.root,
          count(*) filter (where
            exists (select 1 from game_rounds r where r.user_id = team.id and r.created_at >= ${start} and r.created_at < ${end})
            or exists (select 1 from deposit_orders d where d.user_id = team.id and d.status = 'paid'
              and d.paid_at >= ${start} and d.paid_at < ${end}))::int as n,
          count(*) filter (where team.depth >= 1 and u.created_at >= ${start} and u.created_at < ${end})::int as registered
        from team join users u on u.id = team.id
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { activeUsers: r.n, registrations: r.registered }),
  );
  each(
    await rows<{ root: string; amount: string }>(
      db,
      sql`with ${team}
        select team.root, coalesce(sum(a.amount), 0)::text as amount
        from team join agent_rebates a on a.agent_user_id = team.id and a.status = 'paid'
          and a.day >= ${from}::date and a.day <= ${to}::date
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { rebateAmount: BigInt(r.amount) }),
  );
  each(
    await rows<{ root: string; amount: string }>(
      db,
      sql`with ${team}
        select team.root, coalesce(sum(t.amount), 0)::text as amount
        from team
        join ledger_accounts w on w.owner_user_id = team.id and w.kind = 'user_wallet'
        join ledger_transfers t on t.credit_account_id = w.id and t.kind = 'bonus'
          and t.created_at >= ${start} and t.created_at < ${end}
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { giftAmount: BigInt(r.amount) }),
  );
  // Coins the team's agents gave their members (take-backs are not netted: this is what was sent).
  each(
    await rows<{ root: string; amount: string }>(
      db,
      sql`with ${team}
        select team.root, coalesce(sum(t.amount), 0)::text as amount
        from team
        join ledger_accounts w on w.owner_user_id = team.id and w.kind = 'user_wallet'
        join ledger_transfers t on t.debit_account_id = w.id and t.kind = 'agent_transfer'
          and t.metadata->>'direction' = 'give' and t.created_at >= ${start} and t.created_at < ${end}
        group by team.root`,
    ),
    (f, r) => Object.assign(f, { transferAmount: BigInt(r.amount) }),
  );
  return result;
}

export interface DayFigures {
  registrations: number;
  rechargeAmount: bigint;
  betAmount: bigint;
}

/** Registrations, deposits and bets per local day of the range, for the chart. */
export async function teamDays(db: Executor, root: number, range: DayRange, zone: string) {
  const byDay = new Map<string, DayFigures>(
    range.days.map((day) => [day, { registrations: 0, rechargeAmount: 0n, betAmount: 0n }]),
  );
  const { start, end } = instants(range);
  const team = teamOf([root]);
  const localDay = (column: SQL) => sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;
  const apply = (found: Array<{ day: string; value: string }>, set: (f: DayFigures, value: string) => void) => {
    for (const row of found) {
      const figures = byDay.get(row.day);
      if (figures) set(figures, row.value);
    }
  };
  apply(
    await rows(
      db,
      sql`with ${team}
        select ${localDay(sql`u.created_at`)} as day, count(*)::text as value
        from team join users u on u.id = team.id
        where team.depth >= 1 and u.created_at >= ${start} and u.created_at < ${end} group by 1`,
    ),
    (f, v) => (f.registrations = Number(v)),
  );
  apply(
    await rows(
      db,
      sql`with ${team}
        select ${localDay(sql`d.paid_at`)} as day, sum(d.coin_amount)::text as value
        from team join deposit_orders d on d.user_id = team.id
        where d.status = 'paid' and d.paid_at >= ${start} and d.paid_at < ${end} group by 1`,
    ),
    (f, v) => (f.rechargeAmount = BigInt(v)),
  );
  apply(
    await rows(
      db,
      sql`with ${team}
        select ${localDay(sql`r.created_at`)} as day, sum(r.bet)::text as value
        from team join game_rounds r on r.user_id = team.id
        where r.created_at >= ${start} and r.created_at < ${end} group by 1`,
    ),
    (f, v) => (f.betAmount = BigInt(v)),
  );
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
