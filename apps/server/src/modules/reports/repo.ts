// Reports own no tables: these are their reads of paid deposits and withdrawals by channel (the pay
// and draw modules' tables), summed in the database by local period.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depositOrders, paymentChannels } from '../../db/schema/pay';
import { withdrawals } from '../../db/schema/withdrawals';
import { localPeriod, type PeriodFormat } from '../../db/local-period';

interface PeriodQuery {
  start: Date;
  end: Date;
  zone: string;
  format: PeriodFormat;
}

/** Paid deposits in [start, end) by local period, channel and currency. */
export async function paidDepositsByPeriod(db: Executor, q: PeriodQuery) {
  return (
    db
      .select({
        period: localPeriod(depositOrders.paidAt, q.zone, q.format),
        channel: paymentChannels.code,
        currency: depositOrders.currency,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${depositOrders.amount})::text`,
        coins: sql<string>`sum(${depositOrders.coinAmount})::text`,
      })
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      // A refunded order was paid in its period too; the refund is money going back, not a deposit undone.
      .where(
        and(
          sql`${depositOrders.status} in ('paid', 'refunding', 'refunded')`,
          gte(depositOrders.paidAt, q.start),
          lt(depositOrders.paidAt, q.end),
        ),
      )
      .groupBy(sql`1`, paymentChannels.code, depositOrders.currency)
  );
}

/** Withdrawals paid out in [start, end) by local period, channel and currency. */
export async function paidWithdrawalsByPeriod(db: Executor, q: PeriodQuery) {
  return db
    .select({
      period: localPeriod(withdrawals.completedAt, q.zone, q.format),
      channel: paymentChannels.code,
      currency: withdrawals.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${withdrawals.payoutAmount})::text`,
      coins: sql<string>`sum(${withdrawals.coinAmount})::text`,
    })
    .from(withdrawals)
    .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .where(
      and(eq(withdrawals.status, 'success'), gte(withdrawals.completedAt, q.start), lt(withdrawals.completedAt, q.end)),
    )
    .groupBy(sql`1`, paymentChannels.code, withdrawals.currency);
}
