// The withdrawal table's queries. Every function takes the executor it runs on, so a caller in a
// transaction passes its transaction.
import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { inPeriod } from '../../db/filters';
import type { Executor, Tx } from '../../db/client';
import { ERASED } from '../../lib/erased';
import { bankCards, banks } from '../../db/schema/bank';
import { paymentChannels } from '../../db/schema/pay';
import { accountOf } from '../user/account-columns';
import { cryptoWithdrawals, withdrawals } from '../../db/schema/withdrawals';
import { noteOrder } from '../../db/live-notes';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** Lock class of the per-player withdrawal lock (pg_advisory_xact_lock(class, user id)). */
const WITHDRAW_LOCK_CLASS = 0x7764;

/** The withdrawal a player's request key made (bank or crypto), with what it was asked for. */
export async function findWithdrawalByRequestKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select({
      sn: withdrawals.withdrawSn,
      channelId: withdrawals.channelId,
      bankCardId: withdrawals.bankCardId,
      coinAmount: withdrawals.coinAmount,
      crypto: {
        coin: cryptoWithdrawals.coin,
        network: cryptoWithdrawals.network,
        address: cryptoWithdrawals.address,
        amount: cryptoWithdrawals.amount,
      },
    })
    .from(withdrawals)
    .leftJoin(cryptoWithdrawals, eq(cryptoWithdrawals.withdrawalId, withdrawals.id))
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)));
  return row;
}
export type RequestedWithdrawal = NonNullable<Awaited<ReturnType<typeof findWithdrawalByRequestKey>>>;

/** One withdrawal request of a player at a time, until the transaction ends. */
export async function lockPlayerWithdrawals(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAW_LOCK_CLASS}, ${userId}::int)`);
}

/** The new row, or nothing when its request key is taken already. */
export async function insertWithdrawal(db: Executor, values: typeof withdrawals.$inferInsert) {
  const [row] = await db.insert(withdrawals).values(values).onConflictDoNothing().returning();
  return row;
}

/** Coins the player has asked for in the last `days` days (open or paid), leaving one row out. */
export async function recentWithdrawnCoins(db: Executor, userId: number, days: number, exceptId: number) {
  const [window] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.coinAmount}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        inArray(withdrawals.status, ['review', 'processing', 'success']),
        gte(withdrawals.createdAt, sql`now() - make_interval(days => ${days})`),
        ne(withdrawals.id, exceptId),
      ),
    );
  return BigInt(window!.total);
}

const withdrawalView = {
  w: withdrawals,
  bank: banks,
  last4: bankCards.cardLast4,
  holderFirst: bankCards.holderFirstName,
  holderLast: bankCards.holderLastName,
  channel: paymentChannels,
  crypto: cryptoWithdrawals,
  account: accountOf(withdrawals.userId),
};

function viewQuery(db: Executor) {
  return db
    .select(withdrawalView)
    .from(withdrawals)
    .leftJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .leftJoin(banks, eq(banks.id, bankCards.bankId))
    .leftJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .leftJoin(cryptoWithdrawals, eq(cryptoWithdrawals.withdrawalId, withdrawals.id));
}

/** A withdrawal with its bank, card and channel (or its crypto part) and player, as lists show it. */
export type WithdrawalView = Awaited<ReturnType<typeof viewQuery>>[number];

export async function findWithdrawalView(db: Executor, userId: number, sn: string) {
  const [row] = await viewQuery(db).where(and(eq(withdrawals.withdrawSn, sn), eq(withdrawals.userId, userId)));
  return row;
}

export interface WithdrawalFilter {
  userId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: WithdrawalRow['status'] | undefined;
}

function filterOf(f: WithdrawalFilter): SQL | undefined {
  return and(
    f.userId !== undefined ? eq(withdrawals.userId, f.userId) : undefined,
    inPeriod(withdrawals.createdAt, f.from, f.to),
    f.status ? eq(withdrawals.status, f.status) : undefined,
  );
}

/** Newest first; a player's own list breaks ties by id. */
export async function listWithdrawalViews(db: Executor, filter: WithdrawalFilter, page: number, pageSize: number) {
  const order =
    filter.userId !== undefined ? [desc(withdrawals.createdAt), desc(withdrawals.id)] : [desc(withdrawals.createdAt)];
  return viewQuery(db)
    .where(filterOf(filter))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countWithdrawals(db: Executor, filter: WithdrawalFilter) {
  const [total] = await db.select({ n: count() }).from(withdrawals).where(filterOf(filter));
  return total!.n;
}

/** How many, and the coins and fees of those paid out. */
export async function withdrawalTotals(db: Executor, filter: WithdrawalFilter) {
  const [totals] = await db
    .select({
      count: count(),
      successCount: sql<number>`count(*) filter (where ${withdrawals.status} = 'success')`.mapWith(Number),
      coinAmount: sql<string>`coalesce(sum(${withdrawals.coinAmount}) filter (where ${withdrawals.status} = 'success'), 0)`,
      fee: sql<string>`coalesce(sum(${withdrawals.fee}) filter (where ${withdrawals.status} = 'success'), 0)`,
    })
    .from(withdrawals)
    .where(filterOf(filter));
  return totals!;
}

export async function lockWithdrawalBySn(tx: Tx, sn: string) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn)).for('update');
  return row;
}

export async function findWithdrawalBySn(db: Executor, sn: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn));
  return row;
}

export async function updateWithdrawal(db: Executor, id: number, values: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await db
    .update(withdrawals)
    .set(values)
    .where(eq(withdrawals.id, id))
    .returning({ userId: withdrawals.userId, sn: withdrawals.withdrawSn, status: withdrawals.status });
  // A new status reaches the player's open pages once it commits (the live stream).
  if (row && values.status) noteOrder(db, row.userId, { kind: 'withdrawal', id: row.sn, status: row.status });
}

/**
 * What the payout job needs: the withdrawal with its channel and the card's last digits, or its
 * crypto part.
 */
export async function findForPayout(db: Executor, sn: string) {
  const [row] = await db
    .select({ w: withdrawals, channel: paymentChannels, last4: bankCards.cardLast4, crypto: cryptoWithdrawals })
    .from(withdrawals)
    .leftJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .leftJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .leftJoin(cryptoWithdrawals, eq(cryptoWithdrawals.withdrawalId, withdrawals.id))
    .where(eq(withdrawals.withdrawSn, sn));
  return row;
}
export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findForPayout>>>;

/** Withdrawals being paid out, with their channel's adapter (null for crypto ones). */
export async function listProcessing(db: Executor) {
  return db
    .select({ sn: withdrawals.withdrawSn, adapter: paymentChannels.adapter })
    .from(withdrawals)
    .leftJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .where(eq(withdrawals.status, 'processing'));
}

export async function insertCryptoWithdrawal(db: Executor, values: typeof cryptoWithdrawals.$inferInsert) {
  await db.insert(cryptoWithdrawals).values(values);
}

/** The custody's word on a crypto withdrawal in flight: its transaction id and depth. */
export async function updateCryptoWithdrawal(
  db: Executor,
  withdrawalId: number,
  values: { txid: string; confirmations: number },
) {
  await db.update(cryptoWithdrawals).set(values).where(eq(cryptoWithdrawals.withdrawalId, withdrawalId));
}

/** Replaces the addresses the player's crypto withdrawals were sent to (privacy's erasure). */
export async function eraseCryptoAddressesOf(db: Executor, userId: number) {
  await db
    .update(cryptoWithdrawals)
    .set({ address: ERASED })
    .where(
      inArray(
        cryptoWithdrawals.withdrawalId,
        db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, userId)),
      ),
    );
}

/** Withdrawals still moving (waiting for review or being paid): a failed one would pay coins back. */
export async function withdrawalInFlight(db: Executor, userId: number) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['review', 'processing'])))
    .limit(1);
  return rows.length > 0;
}
