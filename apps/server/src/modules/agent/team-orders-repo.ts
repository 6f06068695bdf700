// The deposits and withdrawals of an agent's team (everyone below it), newest first, with the
// settled totals over the whole filter. The subtree join is part of every query.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DayRange } from './periods';

interface OrderRow {
  sn: string;
  user_id: string;
  account: string;
  coin_amount: string;
  currency: string;
  status: string;
  created_at: string | Date;
  settled_at: string | Date | null;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each table's columns under one shape, and what "settled" means for it. */
const SOURCES = {
  deposit: {
    from: sql`deposit_orders o`,
    sn: sql`o.order_sn`,
    settledAt: sql`o.paid_at`,
    settled: sql`o.status = 'paid'`,
  },
  withdrawal: {
    from: sql`withdrawals o`,
    sn: sql`o.withdraw_sn`,
    settledAt: sql`o.completed_at`,
    settled: sql`o.status = 'success'`,
  },
} as const;

export async function teamOrderPage(
  db: Executor,
  kind: 'deposit' | 'withdrawal',
  agentUserId: number,
  filter: { account?: string | undefined; memberId?: number | undefined; range: DayRange },
  page: { limit: number; offset: number },
) {
  const s = SOURCES[kind];
  const prefix = filter.account ? `${filter.account.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  // One member's team: the member and everyone below it, all of them inside the agent's subtree.
  const member = filter.memberId;
  const where = sql`t.ancestor_id = ${agentUserId} and t.depth >= 1
    and o.created_at >= ${filter.range.start.toISOString()}::timestamptz
    and o.created_at < ${filter.range.end.toISOString()}::timestamptz
    ${prefix ? sql`and lower(u.account) like ${prefix}` : sql``}`;
  const base = sql`from ${s.from} join user_tree t on t.descendant_id = o.user_id
    ${member === undefined ? sql`` : sql`join user_tree m on m.descendant_id = o.user_id and m.ancestor_id = ${member}`}
    join users u on u.id = o.user_id where ${where}`;
  // Whether the member lies in the agent's subtree, asked by the totals query itself.
  const inTeam =
    member === undefined
      ? sql`1`
      : sql`(select 1 from user_tree s where s.ancestor_id = ${agentUserId} and s.descendant_id = ${member} and s.depth >= 1)`;
  const [totals] = await rows<{ total: number; settled: number; amount: string; scoped: number | null }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where ${s.settled})::int as settled,
        coalesce(sum(o.coin_amount) filter (where ${s.settled}), 0)::text as amount, ${inTeam} as scoped ${base}`,
  );
  if (totals?.scoped === null || totals?.scoped === undefined)
    return { scoped: false, rows: [], total: 0, settledCount: 0, settledAmount: '0' };
  const list = await rows<OrderRow>(
    db,
    sql`select ${s.sn} as sn, o.user_id, u.account, o.coin_amount::text as coin_amount, o.currency, o.status,
        o.created_at, ${s.settledAt} as settled_at
      ${base} order by o.created_at desc, o.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return {
    scoped: true,
    rows: list,
    total: totals?.total ?? 0,
    settledCount: totals?.settled ?? 0,
    settledAmount: totals?.amount ?? '0',
  };
}
