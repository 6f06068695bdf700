// Withdrawals: the coins move to the withdrawal hold when asked for, and leave it either to the
// payout channel (paid) or back to the player (failed or rejected).
import { sql } from 'drizzle-orm';
import { WITHDRAWAL_STATUSES } from '@hall/contracts/withdrawal';
import {
  pgTable,
  pgEnum,
  bigint,
  varchar,
  timestamp,
  index,
  uniqueIndex,
  check,
  integer,
  numeric,
} from 'drizzle-orm/pg-core';
import { users } from './user';
import { paymentChannels } from './pay';
import { bankCards } from './bank';
import { operators } from './operator';

export const withdrawalStatus = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawSn: varchar('withdraw_sn', { length: 40 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The bank channel and card; both null for a crypto withdrawal (its details: crypto_withdrawals). */
    channelId: bigint('channel_id', { mode: 'number' }).references(() => paymentChannels.id),
    bankCardId: bigint('bank_card_id', { mode: 'number' }).references(() => bankCards.id),
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    /** Coins taken from the wallet (held until the payout settles). */
    coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
    /** Coins kept as the fee when paid. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /**
     * What reaches the bank account, in minor units of the currency; for a crypto withdrawal the yen
     * value of what is sent (currency JPY), the coin amount itself being in crypto_withdrawals.
     */
    payoutAmount: bigint('payout_amount', { mode: 'bigint' }).notNull(),
    status: withdrawalStatus('status').notNull().default('review'),
    reason: varchar('reason', { length: 500 }),
    /** The provider's reference of the payout; a crypto withdrawal's transaction id (0x + 64 digits). */
    providerRef: varchar('provider_ref', { length: 100 }),
    /**
     * Above FOUR_EYES_ABOVE a withdrawal needs two approvers: the first is kept here, and the second
     * (reviewed_by) must be someone else, which the check below holds even against a faulty caller.
     * Either of them may reject instead, so a rejection is exempt.
     */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(() => operators.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_check', sql`${t.coinAmount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.coinAmount}`),
    check('withdrawals_destination_check', sql`(${t.channelId} is null) = (${t.bankCardId} is null)`),
    check(
      'withdrawals_four_eyes_check',
      sql`${t.firstApprovedBy} is null or ${t.reviewedBy} is null or ${t.status} = 'rejected' or ${t.reviewedBy} <> ${t.firstApprovedBy}`,
    ),
    uniqueIndex('withdrawals_request_key').on(t.userId, t.requestKey),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    index('withdrawals_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'success'`),
  ],
);

/**
 * A crypto withdrawal's destination and amounts, beside its row in `withdrawals` (which holds the
 * coins, the review and the payout like a bank one's): the coin, network and address, the amount
 * asked for and the network fee in the coin's smallest unit, the JPY rate the coins were valued at,
 * and the transaction id and depth the custody reports.
 */
export const cryptoWithdrawals = pgTable('crypto_withdrawals', {
  withdrawalId: bigint('withdrawal_id', { mode: 'number' })
    .primaryKey()
    .references(() => withdrawals.id),
  coin: varchar('coin', { length: 8 }).notNull(),
  network: varchar('network', { length: 16 }).notNull(),
  address: varchar('address', { length: 128 }).notNull(),
  /** Asked for, fee included: the address receives amount − fee. */
  amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
  fee: numeric('fee', { precision: 78, scale: 0 }).notNull(),
  /** JPY per whole coin × 10^8 when asked for. */
  jpyRate: bigint('jpy_rate', { mode: 'bigint' }).notNull(),
  txid: varchar('txid', { length: 100 }),
  confirmations: integer('confirmations').notNull().default(0),
});
