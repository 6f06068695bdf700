// Queries on payment channels and deposit orders. Every read of an order for a player names the
// player in the query itself, so one player can never read another's order.
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Currency } from '@hall/contracts/money';
import { inPeriod } from '../../db/filters';
import { coinsSum } from '../../db/sums';
import type { Executor } from '../../db/client';
import { depositOrders, paymentCallbacks, paymentChannels } from '../../db/schema/pay';
import { accountIs, accountOf } from '../user/account-columns';
import { noteOrder } from '../../db/live-notes';

export async function listEnabledChannels(db: Executor, direction: 'deposit' | 'withdrawal') {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.direction, direction), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function findChannel(db: Executor, id: number) {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
}

/** The channels with these ids, by id: what another module's list shows of the channel it went through. */
export async function channelsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof paymentChannels.$inferSelect>();
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(inArray(paymentChannels.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findChannelByCode(db: Executor, code: string) {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.code, code));
  return row;
}

/** The player `userId` (a column or a value) has a paid deposit: for one query over many players. */
export function paidDepositExists(userId: SQLWrapper | number): SQL {
  return sql`exists (select 1 from ${depositOrders} d where d.user_id = ${userId} and d.status = 'paid')`;
}

export async function findOrderByRequestKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.requestKey, requestKey)));
  return row;
}

export async function insertOrder(db: Executor, values: typeof depositOrders.$inferInsert) {
  const [row] = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return row;
}

/** An order with its channel, found by number alone (the sandbox cashier's page has no player). */
export async function findOrderWithChannel(db: Executor, orderSn: string) {
  const [row] = await db
    .select({ order: depositOrders, channel: paymentChannels })
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .where(eq(depositOrders.orderSn, orderSn));
  return row;
}

export async function lockOrderBySn(db: Executor, orderSn: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn)).for('update');
  return row;
}

export async function findOrderBySn(db: Executor, orderSn: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn));
  return row;
}

export async function updateOrder(db: Executor, id: number, values: Partial<typeof depositOrders.$inferInsert>) {
  const [row] = await db
    .update(depositOrders)
    .set(values)
    .where(eq(depositOrders.id, id))
    .returning({ userId: depositOrders.userId, sn: depositOrders.orderSn, status: depositOrders.status });
  // A new status reaches the player's open pages once it commits (the live stream).
  if (row && values.status) noteOrder(db, row.userId, { kind: 'deposit', id: row.sn, status: row.status });
}

/** Unpaid orders past their time become expired (run before a player reads their list). */
export async function expireOrders(db: Executor, userId: number) {
  const expired = await db
    .update(depositOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(depositOrders.userId, userId),
        eq(depositOrders.status, 'pending'),
        lt(depositOrders.expiresAt, sql`now()`),
      ),
    )
    .returning({ sn: depositOrders.orderSn });
  for (const order of expired) noteOrder(db, userId, { kind: 'deposit', id: order.sn, status: 'expired' });
}

export interface OrderFilter {
  userId: number;
  from?: string | undefined;
  to?: string | undefined;
  status?: (typeof depositOrders.$inferSelect)['status'] | undefined;
}

function where(filter: OrderFilter) {
  return and(
    eq(depositOrders.userId, filter.userId),
    inPeriod(depositOrders.createdAt, filter.from, filter.to),
    filter.status ? eq(depositOrders.status, filter.status) : undefined,
  );
}

export async function listOrders(db: Executor, filter: OrderFilter, page: number, pageSize: number) {
  return db
    .select({ order: depositOrders, channel: paymentChannels })
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .where(where(filter))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Count and sums over the whole filter; money is summed over paid orders, per currency. */
export async function orderTotals(db: Executor, filter: OrderFilter) {
  const rows = await db
    .select({
      currency: depositOrders.currency,
      count: count(),
      paidCount: sql<number>`count(*) filter (where ${depositOrders.status} = 'paid')`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${depositOrders.amount}) filter (where ${depositOrders.status} = 'paid'), 0)`,
      coinAmount: sql<string>`coalesce(sum(${depositOrders.coinAmount}) filter (where ${depositOrders.status} = 'paid'), 0)`,
      fee: sql<string>`coalesce(sum(${depositOrders.fee}) filter (where ${depositOrders.status} = 'paid'), 0)`,
    })
    .from(depositOrders)
    .where(where(filter))
    .groupBy(depositOrders.currency)
    .orderBy(depositOrders.currency);
  return {
    count: rows.reduce((n, r) => n + r.count, 0),
    paidCount: rows.reduce((n, r) => n + r.paidCount, 0),
    coinAmount: rows.reduce((n, r) => n + BigInt(r.coinAmount), 0n).toString(),
    byCurrency: rows
      .filter((r) => r.paidCount > 0)
      .map((r) => ({ currency: r.currency as Currency, amount: String(r.amount), fee: String(r.fee) })),
  };
}

export async function insertCallback(db: Executor, values: typeof paymentCallbacks.$inferInsert) {
  await db.insert(paymentCallbacks).values(values);
}

/** An order's gateway notices as received, oldest first. */
export async function callbacksOfOrder(db: Executor, orderSn: string) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderSn, orderSn))
    .orderBy(asc(paymentCallbacks.createdAt), asc(paymentCallbacks.id))
    .limit(200);
}

/** Every channel, in the back office's order: direction, then display order. */
export async function allChannels(db: Executor) {
  return db
    .select()
    .from(paymentChannels)
    .orderBy(asc(paymentChannels.direction), asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function lockChannel(tx: Executor, id: number) {
  const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update');
  return row;
}

export async function updateChannelRow(tx: Executor, id: number, values: Partial<typeof paymentChannels.$inferInsert>) {
  const [row] = await tx.update(paymentChannels).set(values).where(eq(paymentChannels.id, id)).returning();
  return row!;
}

export interface AdminDepositFilter {
  status?: (typeof depositOrders.$inferSelect)['status'] | undefined;
  orderSn?: string | undefined;
  account?: string | undefined;
  channelId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function adminDepositWhere(q: AdminDepositFilter): SQL | undefined {
  return and(
    q.status ? eq(depositOrders.status, q.status) : undefined,
    q.orderSn ? eq(depositOrders.orderSn, q.orderSn) : undefined,
    q.account ? accountIs(depositOrders.userId, q.account) : undefined,
    q.channelId ? eq(depositOrders.channelId, q.channelId) : undefined,
    inPeriod(depositOrders.createdAt, q.from, q.to),
  );
}

/** Every player's orders for the back office, newest first, with channel and account, and the count. */
export async function adminDepositsPage(db: Executor, q: AdminDepositFilter, limit: number, offset: number) {
  const where = adminDepositWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: depositOrders, channel: paymentChannels, account: accountOf(depositOrders.userId) })
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Deposit orders the player could still pay, which would credit the wallet after it closed. */
export async function depositOpen(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        or(
          and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)),
          eq(depositOrders.status, 'refunding'),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The coins of the player's bank orders opened after `since` that are on their way in or came in
 * (awaiting payment, or paid): counted from the moment an order opens, so parallel orders cannot each
 * pass the same deposit limit (protection's money in).
 */
export async function orderedCoinsSince(db: Executor, userId: number, since: Date) {
  return coinsSum(
    db,
    depositOrders,
    depositOrders.coinAmount,
    and(
      eq(depositOrders.userId, userId),
      inArray(depositOrders.status, ['pending', 'paid']),
      gt(depositOrders.createdAt, since),
    ),
  );
}
