// Agent calls (SPEC.md sections 3 "Team", 4 "Agent application", 7 "Agent"): applying, the agent's
// code and invite link, its subordinates, transfers to and from them, and the operator's review.
import { z } from 'zod';
import { Account, Email, FundPassword, Password, text } from './fields';
import { Amount, AmountOut, RequestKey } from './money';
import { Paging, pageOf } from './paging';

/** POST /v2/app/agent/is/agent: data is true for an approved agent that is not suspended. */
export const IsAgentResponse = z.boolean();

/** The most an operator may grant, in basis points of the subtree's bets (300 = 3 %). */
export const REBATE_RATE_MAX_BP = 300;
/** A rebate rate in basis points: 100 is 1 % of the bets. */
export const RebateRate = z.number({ error: 'validation.required' }).int().min(0).max(REBATE_RATE_MAX_BP);

/** A user named in a request: a positive id inside the range every engine stores exactly. */
export const UserId = z.number({ error: 'validation.required' }).int().positive().max(Number.MAX_SAFE_INTEGER);

/** `none` until the first application; `suspended` is an approved agent an operator has stopped. */
export const AgentApplicationStatus = z.enum(['none', 'pending', 'rejected', 'approved', 'suspended']);
export type AgentApplicationStatus = z.infer<typeof AgentApplicationStatus>;

/** POST /v2/app/agent/apply/status (and the answer to /apply) */
export const AgentApplyStatus = z.object({
  status: AgentApplicationStatus,
  /** Why an operator rejected the application; null otherwise. */
  reason: z.string().nullable(),
  appliedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AgentApplyStatus = z.infer<typeof AgentApplyStatus>;

/** POST /v2/app/agent/code */
export const AgentCodeResponse = z.object({
  code: z.string(),
  /** PUBLIC_URL/?agentCode=CODE: opens registration with the code filled in. */
  inviteUrl: z.string(),
  rebateRateBp: z.number().int(),
});
export type AgentCodeResponse = z.infer<typeof AgentCodeResponse>;

/** Direct subordinates only, or the whole subtree. */
export const MemberScope = z.enum(['direct', 'all']);

/** POST /v2/app/agent/sub/member/page */
export const SubMemberPageRequest = Paging.extend({
  account: text().trim().max(32, { error: 'validation.too_long' }).optional(),
  scope: MemberScope.default('direct'),
});
export type SubMemberPageRequest = z.input<typeof SubMemberPageRequest>;

export const SubMember = z.object({
  userId: z.number().int(),
  account: z.string(),
  /** 1 for a direct subordinate, 2 for its subordinates, and so on. */
  depth: z.number().int(),
  parentAccount: z.string().nullable(),
  /** The member's own rebate rate when it is an agent; null for a player. */
  rebateRateBp: z.number().int().nullable(),
  isAgent: z.boolean(),
  balance: AmountOut,
  /** What its agent has transferred to it and may still take back (direct subordinates only). */
  takeBackLimit: AmountOut,
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type SubMember = z.infer<typeof SubMember>;
export const SubMemberPage = pageOf(SubMember);

/** POST /v2/app/agent/sub/member/create: the new player chooses its own password at first sign-in. */
export const SubMemberCreateRequest = z.object({
  account: Account,
  password: Password,
  email: Email.optional(),
});
export type SubMemberCreateRequest = z.input<typeof SubMemberCreateRequest>;

/** POST /v2/app/agent/sub/member/promote: a direct subordinate becomes a sub-agent. */
export const PromoteMemberRequest = z.object({ userId: UserId, rebateRateBp: RebateRate });
/** POST /v2/app/agent/sub/member/rate: a sub-agent's rate, at most the caller's own. */
export const MemberRateRequest = PromoteMemberRequest;
export type PromoteMemberRequest = z.input<typeof PromoteMemberRequest>;

/** POST /v2/app/agent/type/member/transfer and .../transfer/decrease */
export const MemberTransferRequest = z.object({
  userId: UserId,
  amount: Amount,
  fundPassword: FundPassword,
  requestKey: RequestKey,
});
export type MemberTransferRequest = z.input<typeof MemberTransferRequest>;

export const MemberTransferResult = z.object({
  transferId: z.number().int(),
  /** The agent's balance after the transfer. */
  balance: AmountOut,
  /** What the agent may still take back from this member. */
  takeBackLimit: AmountOut,
});
export type MemberTransferResult = z.infer<typeof MemberTransferResult>;

/** POST /v2/admin/agent/application/list */
export const AdminAgentListRequest = Paging.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'suspended']).optional(),
});
export const AdminAgent = z.object({
  userId: z.number().int(),
  account: z.string(),
  code: z.string(),
  status: AgentApplicationStatus,
  rebateRateBp: z.number().int(),
  reason: z.string().nullable(),
  parentAccount: z.string().nullable(),
  teamSize: z.number().int(),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const AdminAgentPage = pageOf(AdminAgent);

/** POST /v2/admin/agent/application/review */
export const AgentReviewRequest = z.discriminatedUnion('approve', [
  z.object({ userId: UserId, approve: z.literal(true), rebateRateBp: RebateRate }),
  z.object({
    userId: UserId,
    approve: z.literal(false),
    reason: text({ multiline: true }).trim().min(1, { error: 'validation.required' }).max(500),
  }),
]);
export type AgentReviewRequest = z.input<typeof AgentReviewRequest>;

/** POST /v2/admin/agent/update: change an approved agent's rate, or suspend and restore it. */
export const AgentUpdateRequest = z.object({
  userId: UserId,
  rebateRateBp: RebateRate.optional(),
  suspended: z.boolean().optional(),
});

/** POST /v2/admin/agent/tree: one agent's direct subordinates (open a member to go down). */
export const AdminAgentTreeRequest = Paging.extend({ userId: UserId });
