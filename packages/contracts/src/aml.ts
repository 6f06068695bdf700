// Anti-money-laundering review (issue #15): what a player must do before withdrawing once their money
// crossed a rule, and the operators' queue of those flags with its review.
import { z } from 'zod';
import { text } from './fields';
import { KycStatus } from './kyc';
import { AmountOut } from './money';
import { Paging, pageOf } from './paging';

/**
 * single_deposit: one deposit at or above AML_SINGLE_DEPOSIT; daily_deposit / daily_withdraw: a
 * site-time-zone day's deposits / withdrawals at or above their threshold; low_turnover: a withdrawal
 * when the bets since the last deposit are under AML_TURNOVER_RATIO times that deposit.
 */
export const AmlRule = z.enum(['single_deposit', 'daily_deposit', 'daily_withdraw', 'low_turnover']);
export type AmlRule = z.infer<typeof AmlRule>;
/**
 * open: waiting for review; cleared: nothing wrong; reported: passed on as suspicious, the player's
 * withdrawals held until a second decision: released (the hold lifted) or account_closed.
 */
export const AmlFlagStatus = z.enum(['open', 'cleared', 'reported', 'released', 'account_closed']);
export type AmlFlagStatus = z.infer<typeof AmlFlagStatus>;

/** POST /v2/app/aml/status: whether the player must verify their identity before withdrawing. */
export const AmlStatus = z.object({
  /** An open flag and no approved identity check: withdrawals are refused until the identity is verified. */
  identityRequired: z.boolean(),
  /** The newest identity check's state (null before any), so the page can say "wait" instead of "send". */
  kyc: KycStatus.nullable(),
});
export type AmlStatus = z.infer<typeof AmlStatus>;

export const AmlFlag = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  rule: AmlRule,
  /** The site-time-zone day (YYYY-MM-DD) or the deposit the flag was raised for. */
  flagKey: z.string(),
  /** The coins that crossed the threshold, and the threshold then. */
  amount: AmountOut,
  threshold: AmountOut,
  detail: z.record(z.string(), z.unknown()).nullable(),
  status: AmlFlagStatus,
  /** Whether the player's identity is verified now. */
  kycApproved: z.boolean(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().datetime().nullable(),
  /** The second decision on a reported flag: its note, who made it and when. */
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
});
export type AmlFlag = z.infer<typeof AmlFlag>;

/** A flag waiting for review, as the withdrawal queue shows it beside the approval. */
export const AmlOpenFlag = z.object({
  id: z.number().int(),
  rule: AmlRule,
  amount: AmountOut,
  threshold: AmountOut,
  createdAt: z.string().datetime(),
});
export type AmlOpenFlag = z.infer<typeof AmlOpenFlag>;

/** POST /v2/admin/aml/list: newest first; by status, rule, player account or id. */
export const AdminAmlListRequest = Paging.extend({
  status: AmlFlagStatus.optional(),
  rule: AmlRule.optional(),
  account: text().trim().min(1).max(64).optional(),
  userId: z.number().int().positive().optional(),
});
export const AdminAmlListResponse = pageOf(AmlFlag);

/** POST /v2/admin/aml/review: an open flag cleared or reported, with the reviewer's note (audit-logged). */
export const AmlReviewRequest = z.object({
  id: z.number().int().positive(),
  decision: z.enum(['cleared', 'reported']),
  note: text({ multiline: true }).trim().min(1).max(500),
});
export type AmlReviewRequest = z.input<typeof AmlReviewRequest>;

/** POST /v2/admin/aml/resolve: a reported flag's hold lifted, or the account closed, with a note (audit-logged). */
export const AmlResolveRequest = z.object({
  id: z.number().int().positive(),
  decision: z.enum(['released', 'account_closed']),
  note: text({ multiline: true }).trim().min(1).max(500),
});
export type AmlResolveRequest = z.input<typeof AmlResolveRequest>;
