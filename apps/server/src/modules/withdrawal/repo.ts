// The withdrawal table's queries. Every function takes the executor it runs on, so a caller in a
// transaction passes its transaction.
import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { inPeriod } from '../../db/filters';
import type { Executor, Tx } from '../../db/client';
import { ERASED } from '../../lib/erased';
import { cardsWithBanksByIds } from '../bank/card-details';
import { channelsByIds } from '../pay/channel-rows';
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

const withdrawalRow = {
  w: withdrawals,
  crypto: cryptoWithdrawals,
  account: accountOf(withdrawals.userId),
};

function rowQuery(db: Executor) {
  return db
    .select(withdrawalRow)
    .from(withdrawals)
    .leftJoin(cryptoWithdrawals, eq(cryptoWithdrawals.withdrawalId, withdrawals.id));
}

/**
 * The rows with the bank and card (bank module) and channel (pay module) they went to, each asked of
 * its owner in one query for the whole page.
 */
async function withDetails(db: Executor, rows: Awaited<ReturnType<typeof rowQuery>>) {
  const [cards, channels] = await Promise.all([
    cardsWithBanksByIds(
      db,
      rows.flatMap((row) => (row.w.bankCardId === null ? [] : [row.w.bankCardId])),
    ),
    channelsByIds(
      db,
      rows.flatMap((row) => (row.w.channelId === null ? [] : [row.w.channelId])),
    ),
  ]);
  return rows.map((row) => {
    const card = row.w.bankCardId === null ? undefined : cards.get(row.w.bankCardId);
    return {
      ...row,
      bank: card?.bank ?? null,
      last4: card?.card.cardLast4 ?? null,
      holderFirst: card?.card.holderFirstName ?? null,
      holderLast: card?.card.holderLastName ?? null,
      channel: (row.w.channelId === null ? undefined : channels.get(row.w.channelId)) ?? null,
    };
  });
}

/** A withdrawal with its bank, card and channel (or its crypto part) and player, as lists show it. */
export type WithdrawalView = Awaited<ReturnType<typeof withDetails>>[number];

export async function findWithdrawalView(db: Executor, userId: number, sn: string) {
  const rows = await rowQuery(db).where(and(eq(withdrawals.withdrawSn, sn), eq(withdrawals.userId, userId)));
  const [row] = await withDetails(db, rows);
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
  const rows = await rowQuery(db)
    .where(filterOf(filter))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return withDetails(db, rows);
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
  const [row] = await withDetails(db, await rowQuery(db).where(eq(withdrawals.withdrawSn, sn)));
  return row;
}
export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findForPayout>>>;

/** Withdrawals being paid out, with their channel's adapter (null for crypto ones). */
export async function listProcessing(db: Executor) {
  const rows = await db
    .select({ sn: withdrawals.withdrawSn, channelId: withdrawals.channelId })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'processing'));
  const channels = await channelsByIds(
    db,
    rows.flatMap((row) => (row.channelId === null ? [] : [row.channelId])),
  );
  return rows.map((row) => ({
    sn: row.sn,
    adapter: (row.channelId === null ? undefined : channels.get(row.channelId))?.adapter ?? null,
  }));
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
