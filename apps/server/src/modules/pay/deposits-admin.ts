// The back office's view of deposits: every player's orders with filters, and each order's gateway
// notices as received (the callback history), recorded whether they were accepted or refused.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@hall/contracts/locale';
import type { AdminDepositListRequest } from '@hall/contracts/pay';
import type { Executor } from '../../db/client';
import { inPeriod } from '../../db/filters';
import { depositOrders, paymentCallbacks, paymentChannels, users } from '../../db/schema/index';
import { toOrder } from './service';

type ListQuery = z.output<typeof AdminDepositListRequest>;

function whereOf(q: ListQuery): SQL | undefined {
  return and(
    q.status ? eq(depositOrders.status, q.status) : undefined,
    q.orderSn ? eq(depositOrders.orderSn, q.orderSn) : undefined,
    q.account ? sql`lower(${users.account}) = ${q.account.toLowerCase()}` : undefined,
    q.channelId ? eq(depositOrders.channelId, q.channelId) : undefined,
    inPeriod(depositOrders.createdAt, q.from, q.to),
  );
}

export async function adminListDeposits(db: Executor, q: ListQuery, locale: Locale) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: depositOrders, channel: paymentChannels, account: users.account })
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .innerJoin(users, eq(users.id, depositOrders.userId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(depositOrders).innerJoin(users, eq(users.id, depositOrders.userId)).where(where),
  ]);
  return {
    list: rows.map(({ order, channel, account }) => ({
      ...toOrder(order, channel, locale),
      userId: order.userId,
      account,
      channelCode: channel.code,
      providerRef: order.providerRef,
      refundReason: order.refundReason,
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function depositCallbacks(db: Executor, orderSn: string) {
  const rows = await db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderSn, orderSn))
    .orderBy(asc(paymentCallbacks.createdAt), asc(paymentCallbacks.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
