// Deposits: a player picks a channel and an amount, gets an order and a page to pay on; the
// gateway's signed callback credits the coins exactly once. Operators can refund a paid order.

import type { Locale } from '@hall/contracts/locale';
import type { DepositOrder, PayChannel, PayListQuery, PaymentCallback } from '@hall/contracts/pay';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxesOn, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { depositOrders, paymentChannels } from '../../db/schema/pay';
import { createOnce } from '../../db/idempotent';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { serialNumber } from '../../lib/serial-number';
import { localized } from '../../lib/localized';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { writeAudit } from '../operator/service';
import { feeFor } from '@hall/contracts/money';
import { formatMinor, toCoins } from './money';
import {
  expireOrders,
  findChannel,
  findChannelByCode,
  findOrderByRequestKey,
  insertOrder,
  listEnabledChannels,
  listOrders,
  lockOrderBySn,
  orderTotals,
  updateOrder,
} from './repo';
import { verifySignature } from '../../lib/callback-signature';
import { recordCallback } from './callback-log';
import { admitMoneyIn } from '../protection/money-in';
import { amlOnDeposit } from '../aml/service';
import { bonusOnDeposit } from '../bonus/deposit-bonus';
import { forfeitGrantOf } from '../bonus/forfeit';

// Other modules reach this module's tables through these, never through its repository.
export { findChannel, findChannelByCode, paidDepositExists } from './repo';

type ChannelRow = typeof paymentChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

export interface PayDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export function coinsPerUnit(config: Config, currency: string): number {
  const rate = config.COIN_RATES[currency];
  if (!rate) throw new AppError(400, 'channel_unavailable', 'pay.channel_unavailable');
  return rate;
}

export function sandboxEnabled(config: Config): boolean {
  return sandboxesOn(config);
}

/** Channels a player can use now: enabled, with a coin rate, and (for the sandbox) the sandbox on. */
export async function channelsFor(
  deps: PayDeps,
  direction: 'deposit' | 'withdrawal',
  locale: Locale,
): Promise<PayChannel[]> {
  const rows = await listEnabledChannels(deps.db, direction);
  return rows.filter((c) => usable(deps.config, c)).map((c) => toChannel(deps.config, c, locale));
}

function usable(config: Config, channel: ChannelRow) {
  return (
    channel.enabled &&
    config.COIN_RATES[channel.currency] !== undefined &&
    (channel.adapter !== 'sandbox' || sandboxEnabled(config))
  );
}

export function toChannel(config: Config, c: ChannelRow, locale: Locale): PayChannel {
  return {
    id: c.id,
    code: c.code,
    name: localized(c, 'name', locale),
    currency: c.currency as PayChannel['currency'],
    minAmount: c.minAmount.toString(),
    maxAmount: c.maxAmount.toString(),
    feeBasisPoints: c.feeBasisPoints,
    feeFixed: c.feeFixed.toString(),
    coinsPerUnit: coinsPerUnit(config, c.currency),
  };
}

export function toOrder(order: OrderRow, channel: ChannelRow, locale: Locale): DepositOrder {
  // An unpaid order past its time reads as expired even before a sweep has marked it.
  const status = order.status === 'pending' && order.expiresAt <= new Date() ? 'expired' : order.status;
  return {
    orderSn: order.orderSn,
    channelName: localized(channel, 'name', locale),
    currency: order.currency as DepositOrder['currency'],
    amount: order.amount.toString(),
    fee: order.fee.toString(),
    coinAmount: order.coinAmount.toString(),
    status,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    bonus: bonusOfNote(order.bonusNote),
  };
}

/** `granted:<offer>:<coins>` or `<offer>:<why not>`, as the credit wrote it. */
function bonusOfNote(note: string | null): DepositOrder['bonus'] {
  if (!note) return null;
  const parts = note.split(':');
  return parts[0] === 'granted'
    ? { offer: parts[1]!, amount: parts[2]!, refusal: null }
    : { offer: parts[0]!, amount: null, refusal: parts[1]! };
}

export function payUrlFor(config: Config, channel: ChannelRow, orderSn: string): string {
  if (channel.adapter === 'sandbox') return `${config.PUBLIC_URL}/sandbox/cashier/${orderSn}`;
  throw new Error(`no pay page for adapter ${channel.adapter}`);
}

/** Where a pending order can still be paid (its page again); null once it is closed. */
function payUrlWhileOpen(config: Config, channel: ChannelRow, order: DepositOrder): string | null {
  if (order.status !== 'pending' || channel.adapter !== 'sandbox') return null;
  return payUrlFor(config, channel, order.orderSn);
}

export async function createDepositOrder(
  deps: PayDeps,
  userId: number,
  input: { channelId: number; amount: string; requestKey: string },
  locale: Locale,
) {
  const channel = await findChannel(deps.db, input.channelId);
  if (!channel || channel.direction !== 'deposit' || !usable(deps.config, channel)) {
    throw new AppError(400, 'channel_unavailable', 'pay.channel_unavailable');
  }
  const respond = (order: OrderRow) => ({
    ...toOrder(order, channel, locale),
    payUrl: payUrlFor(deps.config, channel, order.orderSn),
  });

  // Two concurrent requests with one key: the unique index lets one insert; the other reads it.
  const order = await createOnce(
    () => findOrderByRequestKey(deps.db, userId, input.requestKey),
    async () => {
      const amount = BigInt(input.amount);
      if (amount < channel.minAmount || amount > channel.maxAmount) {
        throw new AppError(400, 'amount_out_of_range', 'pay.amount_out_of_range', {
          min: formatMinor(channel.minAmount, channel.currency),
          max: formatMinor(channel.maxAmount, channel.currency),
        });
      }
      const coinAmount = toCoins(amount, channel.currency, coinsPerUnit(deps.config, channel.currency));
      // The player's own protections: no money in on a break or self-excluded, nor past a limit; the
      // check and the insert hold the player's protection lock, so parallel orders see each other.
      return inTransaction(deps.db, async (tx) => {
        await admitMoneyIn(tx, { userId, path: 'bank_deposit', coins: coinAmount });
        return insertOrder(tx, {
          orderSn: serialNumber('D'),
          userId,
          channelId: channel.id,
          requestKey: input.requestKey,
          currency: channel.currency,
          amount,
          fee: feeFor(amount, channel.feeBasisPoints, channel.feeFixed),
          coinAmount,
          expiresAt: new Date(Date.now() + deps.config.DEPOSIT_ORDER_MINUTES * 60_000),
        });
      });
    },
    (order) => order.channelId === channel.id && order.amount === BigInt(input.amount),
  );
  return respond(order);
}

export async function listDeposits(deps: PayDeps, userId: number, request: PayListQuery, locale: Locale) {
  await expireOrders(deps.db, userId);
  const { page, pageSize } = request;
  const filter = { userId, from: request.from, to: request.to, status: request.status };
  const [rows, totals] = await Promise.all([listOrders(deps.db, filter, page, pageSize), orderTotals(deps.db, filter)]);
  return {
    list: rows.map((r) => {
      const order = toOrder(r.order, r.channel, locale);
      return { ...order, payUrl: payUrlWhileOpen(deps.config, r.channel, order) };
    }),
    total: totals.count,
    page,
    pageSize,
    totals,
  };
}

/**
 * The player gives up an unpaid order of their own. The order row is locked as the callback locks it,
 * so a payment notice and the cancellation never both win: a notice that comes later finds the order
 * cancelled and is refused (409, kept in the callback log for the operators), and nothing is credited.
 */
export async function cancelDepositOrder(deps: PayDeps, userId: number, orderSn: string, locale: Locale) {
  const row = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrderBySn(tx, orderSn);
    // Another player's order reads as no order at all.
    if (!order || order.userId !== userId) throw new AppError(404, 'order_unknown', 'pay.order_unknown');
    if (order.status !== 'pending' || order.expiresAt <= new Date())
      throw new AppError(409, 'order_state', 'pay.order_state');
    await updateOrder(tx, order.id, { status: 'cancelled' });
    return { ...order, status: 'cancelled' as const };
  });
  const channel = (await findChannel(deps.db, row.channelId))!;
  return { ...toOrder(row, channel, locale), payUrl: null };
}

export function callbackSecret(config: Config, channel: ChannelRow): string {
  if (channel.adapter === 'sandbox') return config.PAYMENT_SANDBOX_SECRET;
  throw new AppError(400, 'callback_invalid', 'pay.callback_invalid');
}

export type CallbackOutcome = 'credited' | 'already_credited' | 'marked_failed' | 'already_closed';

/**
 * A gateway's notice about an order. Refused (and logged) unless the signature, the order, its
 * channel, amount, currency and state all agree. Crediting happens once: the order row is locked,
 * its state checked, and the ledger transfer carries the order's idempotency key.
 */
export async function handleDepositCallback(
  deps: PayDeps,
  channelCode: string,
  notice: PaymentCallback,
): Promise<CallbackOutcome> {
  let refusedBecause = 'error';
  try {
    const outcome = await judgeDepositCallback(deps, channelCode, notice, (why) => (refusedBecause = why));
    await recordCallback(deps.db, channelCode, notice, outcome);
    return outcome;
  } catch (error) {
    await recordCallback(deps.db, channelCode, notice, 'refused', refusedBecause);
    throw error;
  }
}

async function judgeDepositCallback(
  deps: PayDeps,
  channelCode: string,
  notice: PaymentCallback,
  noteRefusal: (why: string) => void,
): Promise<CallbackOutcome> {
  const refuse = (
    why: string,
    status = 400,
    reason = 'callback_invalid',
    key: 'pay.callback_invalid' | 'pay.order_unknown' | 'pay.order_state' = 'pay.callback_invalid',
  ) => {
    deps.log.warn({ channelCode, orderSn: notice.orderSn, why }, 'payment callback refused');
    noteRefusal(why);
    return new AppError(status, reason, key);
  };
  const channel = await findChannelByCode(deps.db, channelCode);
  if (!channel || channel.direction !== 'deposit')
    throw refuse('unknown channel', 404, 'order_unknown', 'pay.order_unknown');
  if (channel.adapter === 'sandbox' && !sandboxEnabled(deps.config)) throw refuse('sandbox off');
  if (!verifySignature(notice, callbackSecret(deps.config, channel))) throw refuse('bad signature');

  const result = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrderBySn(tx, notice.orderSn);
    if (!order || order.channelId !== channel.id)
      throw refuse('unknown order', 404, 'order_unknown', 'pay.order_unknown');
    if (notice.amount !== order.amount.toString() || notice.currency !== order.currency)
      throw refuse('amount or currency mismatch');

    if (notice.status === 'failed') {
      if (order.status !== 'pending') return 'already_closed' as const;
      await updateOrder(tx, order.id, { status: 'failed', providerRef: notice.providerRef });
      return 'marked_failed' as const;
    }
    if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') {
      if (order.providerRef === notice.providerRef) return 'already_credited' as const;
      throw refuse('paid twice with another reference', 409, 'order_state', 'pay.order_state');
    }
    if (order.status !== 'pending') throw refuse(`order is ${order.status}`, 409, 'order_state', 'pay.order_state');
    if (order.expiresAt <= new Date()) return 'expired' as const;

    await creditDeposit(tx, order, channel);
    await amlOnDeposit(tx, deps.config, order.userId, order.coinAmount, `order:${order.orderSn}`);
    // An automatic deposit bonus, in the credit's transaction; the order keeps what became of it.
    const bonusNote = await bonusOnDeposit(tx, {
      userId: order.userId,
      coins: order.coinAmount,
      sourceRef: `order:${order.orderSn}`,
      depositReference: `order:${order.orderSn}`,
      zone: deps.config.SITE_TIME_ZONE,
    });
    await updateOrder(tx, order.id, { status: 'paid', paidAt: new Date(), providerRef: notice.providerRef, bonusNote });
    return 'credited' as const;
  });
  if (result === 'expired') {
    // Marked in its own transaction so the refusal below does not roll the mark back.
    await inTransaction(deps.db, async (tx) => {
      const order = await lockOrderBySn(tx, notice.orderSn);
      if (order?.status === 'pending') await updateOrder(tx, order.id, { status: 'expired' });
    });
    throw refuse('order expired', 409, 'order_state', 'pay.order_state');
  }
  return result;
}

async function creditDeposit(tx: Parameters<typeof postTransfer>[0], order: OrderRow, channel: ChannelRow) {
  const clearing = await systemAccount(tx, SYSTEM_ACCOUNTS.paymentClearing(channel.code));
  const wallet = await walletAccount(tx, order.userId);
  await postTransfer(tx, {
    debitAccountId: clearing,
    creditAccountId: wallet,
    amount: order.coinAmount,
    kind: 'deposit',
    reference: `order:${order.orderSn}`,
    idempotencyKey: `deposit:${order.orderSn}`,
    metadata: { currency: order.currency, amount: order.amount.toString() },
  });
}

/** An operator refunds a paid order: the coins go back to the channel's clearing account. */
export async function refundDeposit(
  deps: PayDeps,
  operator: { operatorId: number },
  input: { orderSn: string; reason: string },
  ip: string,
) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrderBySn(tx, input.orderSn);
    if (!order) throw new AppError(404, 'order_unknown', 'pay.order_unknown');
    if (order.status !== 'paid') throw new AppError(409, 'order_state', 'pay.order_state');
    const channel = (await findChannel(tx, order.channelId))!;
    const clearing = await systemAccount(tx, SYSTEM_ACCOUNTS.paymentClearing(channel.code));
    const wallet = await walletAccount(tx, order.userId);
    // A bonus this deposit earned and that is still being wagered goes back with it.
    await forfeitGrantOf(tx, order.userId, `order:${order.orderSn}`);
    await postTransfer(tx, {
      debitAccountId: wallet,
      creditAccountId: clearing,
      amount: order.coinAmount,
      kind: 'deposit_refund',
      reference: `order:${order.orderSn}`,
      idempotencyKey: `deposit-refund:${order.orderSn}`,
      metadata: { reason: input.reason, operatorId: operator.operatorId },
    });
    // The sandbox gateway confirms refunds at once; a real one would call back to finish it.
    const finalStatus = channel.adapter === 'sandbox' ? 'refunded' : 'refunding';
    await updateOrder(tx, order.id, { status: finalStatus, refundReason: input.reason });
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'deposit.refund',
      targetType: 'deposit_order',
      targetId: order.orderSn,
      before: { status: order.status },
      after: { status: finalStatus, reason: input.reason },
      ip,
    });
    return { orderSn: order.orderSn, status: finalStatus };
  });
}
