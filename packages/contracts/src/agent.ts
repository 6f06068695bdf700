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
  /** One member of the caller's subtree, on any level; anyone else is not found. */
  userId: UserId.optional(),
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

/** A calendar day in the site's time zone, YYYY-MM-DD. */
export const Day = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= '2000-01-01' && value < '2100-01-01', {
    error: 'validation.invalid',
  });

/** The longest custom range a team report covers. */
export const REPORT_MAX_DAYS = 92;

/** Report periods, in the site's time zone: `week` and `month` run from their first day to today. */
export const ReportPeriod = z.enum(['today', 'yesterday', 'week', 'month', 'custom']);
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** A period, with `from` and `to` (both days included) when it is `custom`. */
const periodFields = {
  period: ReportPeriod.default('today'),
  from: Day.optional(),
  to: Day.optional(),
};
function checkCustomRange(value: { period?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.period !== 'custom') return;
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
  if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
  if (value.from && value.to) {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0 || days >= REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], input: value.to, message: 'validation.invalid' });
  }
}

/** POST /v2/app/agent/type/report/statistics: the whole team, or the subtree of one member. */
export const TeamReportRequest = z.object({ ...periodFields, userId: UserId.optional() }).superRefine(checkCustomRange);
export type TeamReportRequest = z.input<typeof TeamReportRequest>;

/**
 * SPEC.md section 3 "Team": every figure comes from the ledger, the rounds and the orders. A team is
 * everyone below its owner (not the owner: their own money is `userBalance`, their own play their
 * own records). A member's row in its owner's report covers the member and the member's team, so
 * the rows of a report add up to its summary, figure by figure.
 */
export const TeamFigures = z.object({
  /** People who bet or deposited in the period, each counted once. */
  activeUsers: z.number().int(),
  /** People who joined in the period. */
  registrations: z.number().int(),
  /** Deposits paid in the period, and their coins. */
  rechargeCount: z.number().int(),
  rechargeAmount: AmountOut,
  /** Withdrawals paid out in the period, and the coins that left the wallets (before fees). */
  withdrawalCount: z.number().int(),
  withdrawalAmount: AmountOut,
  /** Rounds played in the period and their stakes; voided rounds are left out. */
  betCount: z.number().int(),
  betAmount: AmountOut,
  winAmount: AmountOut,
  /** The team's result: wins minus bets (negative when the team lost). */
  profitLoss: AmountOut,
  /** Rebates paid to agents of the team for the days of the period. */
  rebateAmount: AmountOut,
  /**
   * Bonus money that became the players' own: a bonus without wagering when paid, a wagered one when
   * its wagering completed. A forfeited or expired bonus gave nothing.
   */
  giftAmount: AmountOut,
  /** Coins the team's members received from their agents, less what the agents took back. */
  transferAmount: AmountOut,
});
export type TeamFigures = z.infer<typeof TeamFigures>;

export const TeamDay = z.object({
  day: z.string(),
  registrations: z.number().int(),
  rechargeAmount: AmountOut,
  betAmount: AmountOut,
});

export const TeamReport = TeamFigures.extend({
  /** The team's owner: the caller, or the member whose subtree was asked for. */
  userId: z.number().int(),
  teamName: z.string(),
  agentAccount: z.string(),
  /** The owner's own balance, and the balances of everyone below it. */
  userBalance: AmountOut,
  teamBalance: AmountOut,
  teamSize: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** One entry per day of the period, for the chart. */
  days: z.array(TeamDay),
});
export type TeamReport = z.infer<typeof TeamReport>;

/** POST /v2/app/agent/data/statistics: the agent centre's home figures (today, in the site's zone). */
export const AgentDashboard = z.object({
  code: z.string(),
  inviteUrl: z.string(),
  rebateRateBp: z.number().int(),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  today: TeamFigures,
  /** The last settled rebate, if any. */
  lastRebate: z.object({ day: z.string(), amount: AmountOut, status: z.enum(['pending', 'paid']) }).nullable(),
});
export type AgentDashboard = z.infer<typeof AgentDashboard>;

/** POST /v2/app/agent/sub/member/report/page: one row per direct member, its subtree's figures. */
export const MemberReportPageRequest = Paging.extend({ ...periodFields, userId: UserId.optional() }).superRefine(
  checkCustomRange,
);
export type MemberReportPageRequest = z.input<typeof MemberReportPageRequest>;
export const MemberReportRow = TeamFigures.extend({
  userId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
});
export type MemberReportRow = z.infer<typeof MemberReportRow>;
export const MemberReportPage = pageOf(MemberReportRow);

/** POST /v2/app/agent/sub/member/recharge/page and .../draw/page: the team's orders, newest first. */
export const TeamOrderPageRequest = Paging.extend({
  ...periodFields,
  account: text().trim().max(32, { error: 'validation.too_long' }).optional(),
  /** The orders of one member of the caller's subtree and of its own team; anyone else is not found. */
  userId: UserId.optional(),
}).superRefine(checkCustomRange);
export type TeamOrderPageRequest = z.input<typeof TeamOrderPageRequest>;
export const TeamOrder = z.object({
  sn: z.string(),
  userId: z.number().int(),
  account: z.string(),
  /** Coins credited (deposits) or taken (withdrawals). */
  coinAmount: AmountOut,
  currency: z.string(),
  /** The deposit or withdrawal status, as the player's own records show it. */
  status: z.string(),
  createdAt: z.string(),
  /** When it was paid (deposits) or completed (withdrawals). */
  settledAt: z.string().nullable(),
});
export type TeamOrder = z.infer<typeof TeamOrder>;
export const TeamOrderPage = pageOf(TeamOrder).extend({
  /** Over every row of the filter, not just this page: settled orders only. */
  settledCount: z.number().int(),
  settledAmount: AmountOut,
});

/** POST /v2/app/agent/rebate/page: the agent's rebate per settled day. */
export const RebateStatus = z.enum(['pending', 'paid']);
export const AgentRebate = z.object({
  day: z.string(),
  /** The agent's own rate on that day. */
  rateBp: z.number().int(),
  /** The team's bets the rebate was counted on. */
  betAmount: AmountOut,
  amount: AmountOut,
  status: RebateStatus,
  paidAt: z.string().nullable(),
});
export type AgentRebate = z.infer<typeof AgentRebate>;
export const AgentRebatePage = pageOf(AgentRebate);

/** POST /v2/app/agent/rebate/detail: one day's rebate per member whose bets earned it. */
export const RebateDetailRequest = Paging.extend({ day: Day });
export const RebateLine = z.object({
  userId: z.number().int(),
  account: z.string(),
  betAmount: AmountOut,
  /** What this agent earned on the member's bets: its rate minus the rate of the sub-agent between. */
  rateBp: z.number().int(),
  amount: AmountOut,
});
export type RebateLine = z.infer<typeof RebateLine>;
export const RebateDetailPage = pageOf(RebateLine);
