// Queries on the daily rebates: the claim of a day (rebate_periods), each agent's amount of a day
// (agent_rebates) and its per-member lines (agent_rebate_lines).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { agentRebateLines, agentRebates, rebatePeriods } from '../../db/schema/agent';
import { accountOf } from '../user/account-columns';
import { treePaths } from '../user/agent-tree';
import { betsByPlayer } from './round-bets';
import { dayRange } from './periods';

/** Each (agent, member) share of one day: the member's bets and the rate difference the agent keeps. */
function sharesOf(day: string, zone: string) {
  const { start, end } = dayRange(day, day, zone);
  // A round voided before the day is computed earns nothing: its stake went back. One voided after
  // leaves the day's rebates as they were computed and paid (the agent terms promise a rebate on the
  // day's bets, paid once, and say nothing of taking one back).
  return sql`bets as (${betsByPlayer(start, end)}),
    chain as (
      -- Every approved agent on each bettor's path, the bettor itself included when it is one.
      select b.user_id as member_id, b.amount as bet, t.ancestor_id as agent_id, t.depth,
        a.rebate_rate_bp as rate, a.suspended_at
      from bets b
      join ${treePaths()} t on t.descendant_id = b.user_id
      join agents a on a.user_id = t.ancestor_id and a.status = 'approved'
    ),
    shares as (
      -- Walking up the path, each agent keeps its rate minus the rate of the agent just below it.
      select agent_id, member_id, bet, rate, depth, suspended_at,
        rate - coalesce(lag(rate) over (partition by member_id order by depth), 0) as diff
      from chain
    ),
    earned as (
      select agent_id, member_id, bet, rate, diff, bet * diff as share, floor(bet * diff / 10000)::bigint as amount
      from shares where depth >= 1 and diff > 0 and suspended_at is null
    )`;
}

/** The day's rebate_periods row, or nothing when the day was computed already. */
export async function claimRebatePeriod(tx: Tx, day: string, zone: string) {
  const [claimed] = await tx
    .insert(rebatePeriods)
    .values({ day, timeZone: zone })
    .onConflictDoNothing()
    .returning({ day: rebatePeriods.day });
  return claimed;
}

/** Writes each agent's amount of the day and, under it, each member's line. */
export async function insertDayRebates(tx: Tx, day: string, zone: string) {
  const shares = sharesOf(day, zone);
  await tx.execute(sql`with ${shares}
      insert into agent_rebates (agent_user_id, day, rate_bp, bet_amount, amount)
      select agent_id, ${day}::date, max(rate), sum(bet)::bigint, floor(sum(share) / 10000)::bigint
      from earned group by agent_id having floor(sum(share) / 10000) > 0`);
  await tx.execute(sql`with ${shares}
      insert into agent_rebate_lines (agent_user_id, day, member_user_id, bet_amount, rate_bp, amount)
      select e.agent_id, ${day}::date, e.member_id, e.bet::bigint, e.diff, e.amount
      from earned e join agent_rebates r on r.agent_user_id = e.agent_id and r.day = ${day}::date`);
}

export async function pendingRebates(db: Executor, day: string) {
  return db
    .select({ agentUserId: agentRebates.agentUserId, amount: agentRebates.amount })
    .from(agentRebates)
    .where(and(eq(agentRebates.day, day), eq(agentRebates.status, 'pending')))
    .orderBy(agentRebates.agentUserId);
}

/** Marks the day's rebates of these agents paid by their transfers; returns how many were pending. */
export async function markRebatesPaid(
  tx: Tx,
  day: string,
  payments: Array<{ agentUserId: number; transferId: number }>,
): Promise<number> {
  const marked = await rows<{ agent_user_id: string }>(
    tx,
    sql`update agent_rebates r set status = 'paid', transfer_id = v.transfer_id, paid_at = now()
            from (values ${sql.join(
              payments.map((p) => sql`(${p.agentUserId}::bigint, ${p.transferId}::bigint)`),
              sql`, `,
            )}) as v(agent_user_id, transfer_id)
            where r.agent_user_id = v.agent_user_id and r.day = ${day}::date and r.status = 'pending'
            returning r.agent_user_id`,
  );
  return marked.length;
}

export async function latestRebate(db: Executor, agentUserId: number) {
  const [row] = await db
    .select({ day: agentRebates.day, amount: agentRebates.amount, status: agentRebates.status })
    .from(agentRebates)
    .where(eq(agentRebates.agentUserId, agentUserId))
    .orderBy(desc(agentRebates.day))
    .limit(1);
  return row;
}

export async function rebatesOfAgent(db: Executor, agentUserId: number, page: { page: number; pageSize: number }) {
  const mine = eq(agentRebates.agentUserId, agentUserId);
  const list = await db
    .select()
    .from(agentRebates)
    .where(mine)
    .orderBy(desc(agentRebates.day))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(agentRebates).where(mine);
  return { list, total };
}

export async function rebateLinesOfDay(
  db: Executor,
  agentUserId: number,
  input: { day: string; page: number; pageSize: number },
) {
  const mine = and(eq(agentRebateLines.agentUserId, agentUserId), eq(agentRebateLines.day, input.day));
  const list = await db
    .select({ line: agentRebateLines, account: accountOf(agentRebateLines.memberUserId) })
    .from(agentRebateLines)
    .where(mine)
    .orderBy(desc(agentRebateLines.amount), agentRebateLines.memberUserId)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(agentRebateLines).where(mine);
  return { list, total };
}
