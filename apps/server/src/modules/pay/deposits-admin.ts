// The back office's view of deposits: every player's orders with filters, and each order's gateway
// notices as received (the callback history), recorded whether they were accepted or refused.
import type { z } from 'zod';
import type { Locale } from '@hall/contracts/locale';
import type { AdminDepositListRequest } from '@hall/contracts/pay';
import type { Executor } from '../../db/client';
import { adminDepositsPage, callbacksOfOrder } from './repo';
import { toOrder } from './service';

type ListQuery = z.output<typeof AdminDepositListRequest>;

export async function adminListDeposits(db: Executor, q: ListQuery, locale: Locale) {
  const { rows, total } = await adminDepositsPage(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    list: rows.map(({ order, channel, account }) => ({
      ...toOrder(order, channel, locale),
      userId: order.userId,
      account,
      channelCode: channel.code,
      providerRef: order.providerRef,
      refundReason: order.refundReason,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function depositCallbacks(db: Executor, orderSn: string) {
  const rows = await callbacksOfOrder(db, orderSn);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
