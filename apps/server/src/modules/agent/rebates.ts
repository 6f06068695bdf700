// Daily agent rebates (the difference model). For every closed day in the site's time zone, each
// active agent earns, on every bet of every member below it, its rate minus the rate of the nearest
// agent between it and the bettor (the bettor itself when it is an agent): the chain never pays more
// than the top agent's rate, and nobody earns on its own bets. A day is computed once (its period
// row is claimed first) and each agent's amount is paid as one ledger transfer `rebate:{agent}:{day}`
// from the house, so running it again, or on two processes at once, pays once. An agent's amount is
// rounded down once over the day's exact shares, not per member, so small bets across a large team
// still add up; each member's line shows its own share rounded down.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { agentRebateLines, agentRebates, rebatePeriods, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { HOUSE_SHARDS, SYSTEM_ACCOUNTS, systemAccount, walletAccounts } from '../ledger/accounts';
import { postTransfers } from '../ledger/post';
import { rows } from '../../db/rows';
import type { JobHandler, JobQueue, ClaimedJob } from '../jobs/queue';
import { dayOf, dayRange, nextDay, startOfDayIn } from './periods';
import { rollupDay } from './rollup';

export const REBATE_JOB = 'agent-rebates';

/** Each (agent, member) share of one day: the member's bets and the rate difference the agent keeps. */
function sharesOf(day: string, zone: string) {
  const { start, end } = dayRange(day, day, zone);
  // A round voided before the day is computed earns nothing: its stake went back. One voided after
  // leaves the day's rebates as they were computed and paid (the agent terms promise a rebate on the
  // day's bets, paid once, and say nothing of taking one back).
  return sql`bets as (
      select r.user_id, sum(r.bet) as amount from game_rounds r
      where r.created_at >= ${start.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz
        and not exists (select 1 from round_voids v where v.round_id = r.id)
      group by r.user_id
    ),
    chain as (
      -- Every approved agent on each bettor's path, the bettor itself included when it is one.
      select b.user_id as member_id, b.amount as bet, t.ancestor_id as agent_id, t.depth,
        a.rebate_rate_bp as rate, a.suspended_at
      from bets b
      join user_tree t on t.descendant_id = b.user_id
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

/** Computes a closed day's rebates, once; false when the day had been computed already. */
export async function computeDay(db: Db, day: string, zone: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(rebatePeriods)
      .values({ day, timeZone: zone })
      .onConflictDoNothing()
      .returning({ day: rebatePeriods.day });
    if (!claimed) return false;
    const shares = sharesOf(day, zone);
    await tx.execute(sql`with ${shares}
      insert into agent_rebates (agent_user_id, day, rate_bp, bet_amount, amount)
      select agent_id, ${day}::date, max(rate), sum(bet)::bigint, floor(sum(share) / 10000)::bigint
      from earned group by agent_id having floor(sum(share) / 10000) > 0`);
    await tx.execute(sql`with ${shares}
      insert into agent_rebate_lines (agent_user_id, day, member_user_id, bet_amount, rate_bp, amount)
      select e.agent_id, ${day}::date, e.member_id, e.bet::bigint, e.diff, e.amount
      from earned e join agent_rebates r on r.agent_user_id = e.agent_id and r.day = ${day}::date`);
    return true;
  });
}

/**
 * Payments of one day go in batches (one transaction each, one ledger transfer per agent inside it,
 * posted set-based): a large tree has thousands of agents to pay, and a transaction per agent spends
 * most of its time on round trips. A batch holds agents of one house shard only, so batches of different shards run side
 * by side without waiting for each other's locks.
 */
const PAY_BATCH = 50;
const PAY_CONCURRENCY = 4;

/** Pays every computed, unpaid rebate of a day; returns how many it paid. */
export async function payDay(db: Db, day: string): Promise<number> {
  const pending = await db
    .select({ agentUserId: agentRebates.agentUserId, amount: agentRebates.amount })
    .from(agentRebates)
    .where(and(eq(agentRebates.day, day), eq(agentRebates.status, 'pending')))
    .orderBy(agentRebates.agentUserId);
  const byShard = new Map<number, typeof pending>();
  for (const rebate of pending) {
    const shard = rebate.agentUserId % HOUSE_SHARDS;
    byShard.set(shard, [...(byShard.get(shard) ?? []), rebate]);
  }
  // Round-robin over the shards, so the batches running at one moment are of different shards.
  const batches: Array<typeof pending> = [];
  const groups = [...byShard.values()];
  for (let offset = 0; groups.some((g) => g.length > offset); offset += PAY_BATCH)
    for (const group of groups) if (group.length > offset) batches.push(group.slice(offset, offset + PAY_BATCH));
  // Accounts looked up once for the day, not once per payment: the round trips are the cost here.
  const house = new Map<number, number>();
  for (const shard of byShard.keys()) house.set(shard, await systemAccount(db, SYSTEM_ACCOUNTS.houseShard(shard)));
  const wallets = await walletAccounts(
    db,
    pending.map((r) => r.agentUserId),
  );
  const accounts = (agentUserId: number) => ({
    house: house.get(agentUserId % HOUSE_SHARDS)!,
    wallet: wallets.get(agentUserId)!,
  });
  let paid = 0;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < batches.length; i = next++) {
      const batch = batches[i]!;
      const n = await inTransaction(db, async (tx) => {
        const posted = await postTransfers(
          tx,
          batch.map((rebate) => ({
            debitAccountId: accounts(rebate.agentUserId).house,
            creditAccountId: accounts(rebate.agentUserId).wallet,
            amount: rebate.amount,
            kind: 'rebate' as const,
            reference: `rebate:${day}`,
            idempotencyKey: `rebate:${rebate.agentUserId}:${day}`,
            metadata: { day },
          })),
        );
        const marked = await rows<{ agent_user_id: string }>(
          tx,
          sql`update agent_rebates r set status = 'paid', transfer_id = v.transfer_id, paid_at = now()
            from (values ${sql.join(
              batch.map((rebate, k) => sql`(${rebate.agentUserId}::bigint, ${posted[k]!.transferId}::bigint)`),
              sql`, `,
            )}) as v(agent_user_id, transfer_id)
            where r.agent_user_id = v.agent_user_id and r.day = ${day}::date and r.status = 'pending'
            returning r.agent_user_id`,
        );
        return marked.length;
      });
      paid += n;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAY_CONCURRENCY, batches.length) }, worker));
  return paid;
}

/** Computes and pays one day, then rolls up its team figures (rebates included); the day must have ended. */
export async function settleDay(db: Db, day: string, zone: string) {
  await computeDay(db, day, zone);
  const paid = await payDay(db, day);
  await rollupDay(db, day, zone);
  return paid;
}

interface RebateJobDeps {
  db: Db;
  jobs: JobQueue;
  zone: string;
  delayMinutes: number;
  now?: () => Date;
}

/** When a day may be settled: its end in the site's zone plus the delay for rounds in flight. */
const settlesAt = (day: string, deps: RebateJobDeps) =>
  new Date(startOfDayIn(nextDay(day), deps.zone).getTime() + deps.delayMinutes * 60_000);

export async function enqueueSettlement(db: Executor, deps: RebateJobDeps, day: string) {
  const waitMs = settlesAt(day, deps).getTime() - (deps.now?.() ?? new Date()).getTime();
  await deps.jobs.enqueue(db, {
    kind: REBATE_JOB,
    payload: { day },
    dedupeKey: `rebate:${day}`,
    delaySeconds: Math.max(0, Math.ceil(waitMs / 1000)),
  });
}

/**
 * The settlement job of one day: waits until the day is closed, settles it, and queues the next
 * day's, so a server that was down settles every missed day in turn when it comes back.
 */
export function rebateJobHandler(deps: RebateJobDeps): JobHandler {
  return {
    async run(job: ClaimedJob) {
      const day = String(job.payload.day);
      const waitMs = settlesAt(day, deps).getTime() - (deps.now?.() ?? new Date()).getTime();
      if (waitMs > 0) return { againInSeconds: Math.ceil(waitMs / 1000) };
      await settleDay(deps.db, day, deps.zone);
      await enqueueSettlement(deps.db, deps, nextDay(day));
    },
  };
}

/** At start-up: make sure yesterday's and today's settlements are queued (a no-op when they are). */
export async function scheduleRebates(deps: RebateJobDeps) {
  const today = dayOf(deps.now?.() ?? new Date(), deps.zone);
  const yesterday = dayOf(new Date(startOfDayIn(today, deps.zone).getTime() - 1), deps.zone);
  await enqueueSettlement(deps.db, deps, yesterday);
  await enqueueSettlement(deps.db, deps, today);
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

export async function rebatePage(db: Executor, agentUserId: number, page: { page: number; pageSize: number }) {
  const mine = eq(agentRebates.agentUserId, agentUserId);
  const list = await db
    .select()
    .from(agentRebates)
    .where(mine)
    .orderBy(desc(agentRebates.day))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(agentRebates).where(mine);
  return {
    list: list.map((r) => ({
      day: r.day,
      rateBp: r.rateBp,
      betAmount: String(r.betAmount),
      amount: String(r.amount),
      status: r.status,
      paidAt: r.paidAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    ...page,
  };
}

export async function rebateDetail(
  db: Executor,
  agentUserId: number,
  input: { day: string; page: number; pageSize: number },
) {
  const mine = and(eq(agentRebateLines.agentUserId, agentUserId), eq(agentRebateLines.day, input.day));
  const list = await db
    .select({ line: agentRebateLines, account: users.account })
    .from(agentRebateLines)
    .innerJoin(users, eq(users.id, agentRebateLines.memberUserId))
    .where(mine)
    .orderBy(desc(agentRebateLines.amount), agentRebateLines.memberUserId)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(agentRebateLines).where(mine);
  return {
    list: list.map(({ line, account }) => ({
      userId: line.memberUserId,
      account,
      betAmount: String(line.betAmount),
      rateBp: line.rateBp,
      amount: String(line.amount),
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
