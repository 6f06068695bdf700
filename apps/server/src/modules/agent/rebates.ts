// Daily agent rebates (the difference model). For every closed day in the site's time zone, each
// active agent earns, on every bet of every member below it, its rate minus the rate of the nearest
// agent between it and the bettor (the bettor itself when it is an agent): the chain never pays more
// than the top agent's rate, and nobody earns on its own bets. A day is computed once (its period
// row is claimed first) and each agent's amount is paid as one ledger transfer `rebate:{agent}:{day}`
// from the house, so running it again, or on two processes at once, pays once. An agent's amount is
// rounded down once over the day's exact shares, not per member, so small bets across a large team
// still add up; each member's line shows its own share rounded down.
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HOUSE_SHARDS, SYSTEM_ACCOUNTS, systemAccount, walletAccounts } from '../ledger/accounts';
import { postTransfers } from '../ledger/post';
import type { ClaimedJob, JobHandler, JobQueue } from '../jobs/queue';
import { dayOf, nextDay, startOfDayIn } from './periods';
import {
  claimRebatePeriod,
  insertDayRebates,
  markRebatesPaid,
  pendingRebates,
  rebateLinesOfDay,
  rebatesOfAgent,
} from './rebate-repo';
import { rollupDay } from './rollup';

export const REBATE_JOB = 'agent-rebates';

/** Computes a closed day's rebates, once; false when the day had been computed already. */
export async function computeDay(db: Db, day: string, zone: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await claimRebatePeriod(tx, day, zone))) return false;
    await insertDayRebates(tx, day, zone);
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
  const pending = await pendingRebates(db, day);
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
        return markRebatesPaid(
          tx,
          day,
          batch.map((rebate, k) => ({ agentUserId: rebate.agentUserId, transferId: posted[k]!.transferId })),
        );
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

export async function rebatePage(db: Executor, agentUserId: number, page: { page: number; pageSize: number }) {
  const { list, total } = await rebatesOfAgent(db, agentUserId, page);
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
  const { list, total } = await rebateLinesOfDay(db, agentUserId, input);
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
