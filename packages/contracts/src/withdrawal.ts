// Withdrawals (SPEC.md sections 3, 4 and 5): the player's request, records, and the operator's review.
import { z } from 'zod';
import { Amount, AmountOut, Currency, RequestKey } from './money';
import { FundPassword, text } from './fields';
import { Paging, pageOf, withDateRange } from './paging';
import { AmlOpenFlag } from './aml';
import { CryptoWithdrawalDetails } from './crypto';

/**
 * review = "withdrawal review", processing = "withdrawing", success, failed; rejected reads as failed;
 * cancelled = the player took it back while still in review.
 */
/** A withdrawal's states, in the order the pages list them: the one list the database enum, the API and the pages use. */
export const WITHDRAWAL_STATUSES = ['review', 'processing', 'success', 'failed', 'rejected', 'cancelled'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/** POST /v2/app/draw/withdraw: amount in coins. */
export const WithdrawRequest = z.object({
  channelId: z.number({ error: 'validation.required' }).int().positive(),
  bankCardId: z.number({ error: 'validation.bank_card_required' }).int().positive(),
  amount: Amount,
  fundPassword: FundPassword,
  requestKey: RequestKey,
  /** The player has agreed to give up an active bonus (refused with `bonus_active` otherwise). */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawRequest = z.input<typeof WithdrawRequest>;

export const Withdrawal = z.object({
  withdrawSn: z.string(),
  coinAmount: AmountOut,
  fee: AmountOut,
  currency: Currency,
  payoutAmount: AmountOut,
  status: WithdrawalStatus,
  reason: z.string().nullable(),
  /** The bank, card and channel of a bank withdrawal; null for a crypto one, which has `crypto`. */
  bankName: z.string().nullable(),
  cardLast4: z.string().nullable(),
  channelName: z.string().nullable(),
  crypto: CryptoWithdrawalDetails.nullable(),
  createdAt: z.string().datetime(),
  completedAt: z.string().datetime().nullable(),
  /** The player may still take it back: in review, and no operator has approved it yet. */
  cancellable: z.boolean().optional(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** POST /v2/app/draw/cancel: the player takes back a withdrawal of their own still in review. */
export const CancelWithdrawalRequest = z.object({ withdrawSn: text().trim().min(1).max(40) });
export type CancelWithdrawalRequest = z.input<typeof CancelWithdrawalRequest>;

/** POST /v2/app/draw/list */
export const WithdrawalListRequest = withDateRange(Paging.extend({ status: WithdrawalStatus.optional() }));
export type WithdrawalListRequest = z.input<typeof WithdrawalListRequest>;
export type WithdrawalListQuery = z.infer<typeof WithdrawalListRequest>;

export const WithdrawalListResponse = pageOf(Withdrawal).extend({
  totals: z.object({ count: z.number().int(), successCount: z.number().int(), coinAmount: AmountOut, fee: AmountOut }),
});

/** POST /v2/admin/draw/list */
export const AdminDrawListRequest = Paging.extend({
  status: WithdrawalStatus.optional(),
  /** One player's withdrawals (the player page). */
  userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
/** Where the payout job of an approved withdrawal stands (provider channels only). */
export const PayoutJob = z.object({
  /** `failed`: out of tries; an operator may retry it (the job asks the provider before sending). */
  state: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When a queued job next runs. */
  nextRunAt: z.string().datetime().nullable(),
});
export type PayoutJob = z.infer<typeof PayoutJob>;

export const AdminWithdrawal = Withdrawal.extend({
  userId: z.number().int(),
  account: z.string(),
  /** The card holder of a bank withdrawal; null for a crypto one. */
  holderName: z.string().nullable(),
  /** Approvals this withdrawal needs (2 above the four-eyes amount) and who gave the first, if any. */
  approvalsNeeded: z.number().int(),
  firstApprovedBy: z.string().nullable(),
  /** The payout job, once approved on a provider channel; null before approval and for manual channels. */
  payout: PayoutJob.nullable(),
  /** The player has an AML flag waiting for review (the AML queue has it): look before approving. */
  amlReview: z.boolean(),
  /** Those flags: the approval names them (`flagsSeen`), so nobody approves past one unseen. */
  openFlags: z.array(AmlOpenFlag),
});
export const AdminDrawListResponse = pageOf(AdminWithdrawal);

/**
 * POST /v2/admin/draw/approve. Above the four-eyes amount the first approval leaves the withdrawal in
 * `review` with one approval; a second operator's approval sends the payout.
 */
export const WithdrawalDecision = z.object({
  withdrawSn: z.string(),
  status: WithdrawalStatus,
  approvals: z.number().int().optional(),
});
export const ApproveWithdrawalRequest = z.object({
  withdrawSn: text().max(40),
  /**
   * The player's open AML flags the approver was shown (ids from the queue's `openFlags`). An open
   * flag not named refuses the approval (409 aml_flags_unseen, with the flags in `flags`).
   */
  flagsSeen: z.array(z.number().int().positive()).max(100).optional(),
});
/** POST /v2/admin/draw/reject */
export const RejectWithdrawalRequest = z.object({
  withdrawSn: text().max(40),
  reason: text({ multiline: true }).trim().min(1).max(500),
});
/** POST /v2/admin/draw/payout/retry: runs a stalled or given-up payout job again, now. */
export const RetryPayoutRequest = z.object({ withdrawSn: text().max(40) });
/** POST /v2/admin/draw/complete: settles a manual-mode payout by hand. */
export const CompleteWithdrawalRequest = z.object({
  withdrawSn: text().max(40),
  success: z.boolean(),
  reason: text({ multiline: true }).trim().max(500).optional(),
});

/** What a payout gateway posts to /v2/pay/payout-callback/:channel, signed like deposit callbacks. */
export const PayoutCallback = z.object({
  withdrawSn: text().max(40),
  amount: text().max(20),
  currency: text().max(8),
  status: z.enum(['success', 'failed']),
  providerRef: text().max(64),
  reason: text().max(200).optional(),
  timestamp: text().max(20),
  nonce: text().max(64),
  sign: text().max(128),
});
export type PayoutCallback = z.infer<typeof PayoutCallback>;
