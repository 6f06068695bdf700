// Payment channels (for deposits and for withdrawals) and deposit orders.
import { sql } from 'drizzle-orm';
import { DEPOSIT_STATUSES } from '@hall/contracts/pay';
import {
  pgTable,
  pgEnum,
  bigint,
  integer,
  boolean,
  varchar,
  timestamp,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { localizedNames } from './columns';
import { users } from './user';

export const channelDirection = pgEnum('channel_direction', ['deposit', 'withdrawal']);
export const depositStatus = pgEnum('deposit_status', DEPOSIT_STATUSES);

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    direction: channelDirection('direction').notNull(),
    /** Which adapter talks to the gateway: `sandbox` (built in) or `manual` (paid by hand). */
    adapter: varchar('adapter', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    ...localizedNames(64),
    /** Bounds in minor units of the currency (for withdrawals: in coins). */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    feeFixed: bigint('fee_fixed', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
  },
  (t) => [
    check('payment_channels_bounds_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_fee_check', sql`${t.feeBasisPoints} between 0 and 10000 and ${t.feeFixed} >= 0`),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderSn: varchar('order_sn', { length: 40 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    /** The client's key for this request: a retried request returns the same order. */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
    status: depositStatus('status').notNull().default('pending'),
    providerRef: varchar('provider_ref', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundReason: varchar('refund_reason', { length: 500 }),
    /** What the credit did about deposit bonuses: `granted:<offer>` or why none was paid. */
    bonusNote: varchar('bonus_note', { length: 64 }),
  },
  (t) => [
    check('deposit_orders_amount_check', sql`${t.amount} > 0 and ${t.coinAmount} > 0 and ${t.fee} >= 0`),
    index('deposit_orders_user_idx').on(t.userId, t.createdAt),
    index('deposit_orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex('deposit_orders_request_key').on(t.userId, t.requestKey),
  ],
);

/**
 * Every notice a payment gateway sent, accepted or refused, with what came of it: the back office's
 * callback history of an order, and the trail when a gateway and the books disagree.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    /** What the gateway said: paid or failed. */
    noticeStatus: varchar('notice_status', { length: 16 }).notNull(),
    amount: varchar('amount', { length: 20 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    providerRef: varchar('provider_ref', { length: 64 }).notNull(),
    /** credited, already_credited, marked_failed, already_closed, or refused. */
    outcome: varchar('outcome', { length: 32 }).notNull(),
    /** Why a refused notice was refused (bad signature, amount mismatch, ...). */
    detail: varchar('detail', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_order_idx').on(t.orderSn, t.createdAt)],
);
