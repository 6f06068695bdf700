// The callback history: every notice a gateway sent, kept with what came of it, in its own insert
// so that a refusal (which rolls its transaction back) is kept too.
import type { PaymentCallback } from '@hall/contracts/pay';
import type { Executor } from '../../db/client';
import { insertCallback } from './repo';

/** Keeps one notice; a refused one with why. Fields are clipped to their columns: a gateway may send more. */
export async function recordCallback(
  db: Executor,
  channelCode: string,
  notice: PaymentCallback,
  outcome: string,
  detail?: string,
) {
  await insertCallback(db, {
    channelCode: channelCode.slice(0, 32),
    orderSn: notice.orderSn.slice(0, 40),
    noticeStatus: notice.status,
    amount: notice.amount.slice(0, 20),
    currency: notice.currency.slice(0, 8),
    providerRef: notice.providerRef.slice(0, 64),
    outcome,
    detail: detail?.slice(0, 200) ?? null,
  });
}
