// Deposits (SPEC.md sections 3, 4 and 7): channels, orders and the player's deposit records.
import { z } from 'zod';
import { Amount, AmountOut, Currency, RequestKey } from './money';
import { text } from './fields';
import { Paging, pageOf, withDateRange } from './paging';

/** A deposit order's states, in the order the pages list them: the one list the database enum, the API and the pages use. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunding', 'refunded', 'cancelled'] as const;
export const DepositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const PayChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: Currency,
  minAmount: AmountOut,
  maxAmount: AmountOut,
  /** Fee in basis points of the amount (100 = 1%): on top of a deposit, taken from a withdrawal. */
  feeBasisPoints: z.number().int(),
  feeFixed: AmountOut,
  /** Coins credited per whole unit of the currency (1 JPY = 1 coin; 1 CNY = 20 coins). */
  coinsPerUnit: z.number().int(),
});
export type PayChannel = z.infer<typeof PayChannel>;

/** POST /v2/app/pay/query */
export const PayQueryResponse = z.array(PayChannel);

/** POST /v2/app/pay/order */
export const PayOrderRequest = z.object({
  channelId: z.number({ error: 'validation.required' }).int().positive(),
  amount: Amount,
  requestKey: RequestKey,
});
export type PayOrderRequest = z.input<typeof PayOrderRequest>;

export const DepositOrder = z.object({
  orderSn: z.string(),
  channelName: z.string(),
  currency: Currency,
  amount: AmountOut,
  fee: AmountOut,
  coinAmount: AmountOut,
  status: DepositStatus,
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  /**
   * What the credit did about deposit bonuses: the offer and the bonus paid, or the offer and why
   * none was (`kyc_required`, `below_minimum`, ...). Null before payment, or when no offer runs.
   */
  bonus: z
    .object({ offer: z.string(), amount: AmountOut.nullable(), refusal: z.string().nullable() })
    .nullable()
    .optional(),
  /** In the player's list: the page to go on paying a pending order on (null once it is closed). */
  payUrl: z.string().nullable().optional(),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

export const PayOrderResponse = DepositOrder.extend({ payUrl: z.string() });
export type PayOrderResponse = z.infer<typeof PayOrderResponse>;

/** POST /v2/app/pay/order/cancel: the player gives up an unpaid order of their own. */
export const CancelDepositRequest = z.object({ orderSn: text().trim().min(1).max(40) });
export type CancelDepositRequest = z.input<typeof CancelDepositRequest>;

/** POST /v2/app/pay/list */
export const PayListRequest = withDateRange(Paging.extend({ status: DepositStatus.optional() }));
export type PayListRequest = z.input<typeof PayListRequest>;
export type PayListQuery = z.infer<typeof PayListRequest>;

export const PayListResponse = pageOf(DepositOrder).extend({
  /** Over the whole filter: every order counted, money summed over paid orders, per currency. */
  totals: z.object({
    count: z.number().int(),
    paidCount: z.number().int(),
    coinAmount: AmountOut,
    byCurrency: z.array(z.object({ currency: Currency, amount: AmountOut, fee: AmountOut })),
  }),
});
export type PayListResponse = z.infer<typeof PayListResponse>;

/** POST /v2/admin/pay/refund */
export const RefundRequest = z.object({
  orderSn: text().max(40),
  reason: text({ multiline: true }).trim().min(1).max(500),
});

/** What a payment gateway posts to /v2/pay/callback/:channel, signed with HMAC-SHA256. */
export const PaymentCallback = z.object({
  orderSn: text().max(40),
  amount: text().max(20),
  currency: text().max(8),
  status: z.enum(['paid', 'failed']),
  providerRef: text().max(64),
  timestamp: text().max(20),
  nonce: text().max(64),
  sign: text().max(128),
});
export type PaymentCallback = z.infer<typeof PaymentCallback>;

/** POST /v2/admin/deposit/list (finance, support): every player's orders, newest first. */
export const AdminDepositListRequest = withDateRange(
  Paging.extend({
    status: DepositStatus.optional(),
    /** An order number, exactly. */
    orderSn: text().trim().max(40, { error: 'validation.too_long' }).optional(),
    /** A player's account, exactly (any case). */
    account: text().trim().max(32, { error: 'validation.too_long' }).optional(),
    channelId: z.number().int().positive().optional(),
  }),
);
export const AdminDeposit = DepositOrder.extend({
  userId: z.number().int(),
  account: z.string(),
  channelCode: z.string(),
  providerRef: z.string().nullable(),
  refundReason: z.string().nullable(),
});
export const AdminDepositPage = pageOf(AdminDeposit);

/** POST /v2/admin/deposit/callbacks (finance, support): every gateway notice about one order, oldest first. */
export const DepositCallbacksRequest = z.object({ orderSn: text().trim().min(1).max(40) });
export const DepositCallback = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  noticeStatus: z.string(),
  amount: z.string(),
  currency: z.string(),
  providerRef: z.string(),
  outcome: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export const DepositCallbacksResponse = z.array(DepositCallback);

/** POST /v2/admin/channel/list (finance): every payment channel, both directions, in display order. */
export const AdminChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  adapter: z.string(),
  currency: z.string(),
  name: z.string(),
  /** Bounds and the fixed fee in minor units of the currency (withdrawals: in coins), as digits. */
  minAmount: z.string(),
  maxAmount: z.string(),
  feeBasisPoints: z.number().int(),
  feeFixed: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export const AdminChannelList = z.array(AdminChannel);
const minorUnits = (pattern: RegExp) => text().trim().regex(pattern, { error: 'validation.invalid' });
const MinorUnits = minorUnits(/^\d{1,15}$/);
/** POST /v2/admin/channel/update (finance): only the fields sent change; audited with before and after. */
export const ChannelUpdateRequest = z.object({
  id: z.number().int().positive(),
  enabled: z.boolean().optional(),
  // A channel's minimum is at least one unit: the database refuses zero too.
  minAmount: minorUnits(/^[1-9]\d{0,14}$/).optional(),
  maxAmount: MinorUnits.optional(),
  feeBasisPoints: z.number().int().min(0).max(10_000).optional(),
  feeFixed: MinorUnits.optional(),
  sortOrder: z.number().int().min(-100_000).max(100_000).optional(),
});
