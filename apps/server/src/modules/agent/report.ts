// Team reports for an agent: its whole team or the subtree of one member, per period in the site's
// time zone, with a day-by-day series for the chart; per-member rows; the team's deposits and
// withdrawals; the agent centre's home figures. A member outside the caller's subtree is a 404.
import type {
  AgentDashboard,
  MemberReportRow,
  ReportPeriod,
  TeamFigures,
  TeamOrder,
  TeamReport,
} from '@hall/contracts/agent';
import type { Executor } from '../../db/client';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { AppError } from '../../lib/app-error';
import { agentCode, requireActiveAgent } from './application';
import { memberPage } from './team-repo';
import { dayRange, periodRange } from './periods';
import { teamFigures, teamOwner, teamPeriod, type Figures } from './report-repo';
import { latestRebate } from './rebate-repo';
import { teamOrderPage } from './team-orders-repo';

export interface ReportContext {
  db: Executor;
  /** Keeps the closed days' active counts (they never change once rolled up). */
  store?: EphemeralStore;
  zone: string;
  publicUrl: string;
  now?: Date;
}

interface PeriodInput {
  period?: ReportPeriod | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The live spans of a report are whole days of the site's zone. */
const spanIn = (zone: string) => (from: string, to: string) => dayRange(from, to, zone);

function view(f: Figures): TeamFigures {
  return {
    activeUsers: f.activeUsers,
    registrations: f.registrations,
    rechargeCount: f.rechargeCount,
    rechargeAmount: String(f.rechargeAmount),
    withdrawalCount: f.withdrawalCount,
    withdrawalAmount: String(f.withdrawalAmount),
    betCount: f.betCount,
    betAmount: String(f.betAmount),
    winAmount: String(f.winAmount),
    profitLoss: String(f.winAmount - f.betAmount),
    rebateAmount: String(f.rebateAmount),
    giftAmount: String(f.giftAmount),
    transferAmount: String(f.transferAmount),
  };
}

export async function teamReport(
  ctx: ReportContext,
  callerId: number,
  input: PeriodInput & { userId?: number | undefined },
): Promise<TeamReport> {
  await requireActiveAgent(ctx.db, callerId);
  const root = input.userId ?? callerId;
  const range = periodRange(input, ctx.zone, ctx.now);
  // The owner is read through the caller's closure rows before any figure: someone else's member
  // and a user that does not exist are the same 404, and neither team is added up.
  const owner = await teamOwner(ctx.db, callerId, root);
  if (!owner) throw AppError.notFound();
  const { figures, days } = await teamPeriod(ctx.db, root, range, spanIn(ctx.zone), ctx.store);
  return {
    ...view(figures),
    userId: root,
    teamName: owner.nickname || owner.account,
    agentAccount: owner.account,
    userBalance: owner.own,
    teamBalance: owner.team,
    teamSize: owner.size,
    registeredAt: new Date(owner.created_at).toISOString(),
    lastLoginAt: owner.last_login_at ? new Date(owner.last_login_at).toISOString() : null,
    from: range.from,
    to: range.to,
    timeZone: ctx.zone,
    days: days.map((d) => ({
      day: d.day,
      registrations: d.registrations,
      rechargeAmount: String(d.rechargeAmount),
      betAmount: String(d.betAmount),
    })),
  };
}

/**
 * One row per direct member of the team's owner: the member and its team. The rows of every page add
 * up to the owner's team figures (teamReport), which are everyone below the owner.
 */
export async function memberReportPage(
  ctx: ReportContext,
  callerId: number,
  input: PeriodInput & { userId?: number | undefined; page: number; pageSize: number },
) {
  await requireActiveAgent(ctx.db, callerId);
  const root = input.userId ?? callerId;
  const range = periodRange(input, ctx.zone, ctx.now);
  // A member's rows are read through the caller's closure rows, in the page's own queries.
  const { rows, total, scoped } = await memberPage(
    ctx.db,
    root,
    { direct: true, within: root === callerId ? undefined : callerId },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  if (!scoped) throw AppError.notFound();
  const figures = await teamFigures(
    ctx.db,
    rows.map((r) => r.userId),
    range,
    spanIn(ctx.zone),
    'subtree',
    ctx.store,
  );
  const sizes = await Promise.all(rows.map((r) => teamOwner(ctx.db, callerId, r.userId)));
  const list: MemberReportRow[] = rows.map((r, i) => ({
    ...view(figures.get(r.userId)!),
    userId: r.userId,
    account: r.account,
    isAgent: r.agentStatus === 'approved',
    teamSize: sizes[i]?.size ?? 0,
  }));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

export async function teamOrders(
  ctx: ReportContext,
  callerId: number,
  kind: 'deposit' | 'withdrawal',
  input: PeriodInput & {
    account?: string | undefined;
    userId?: number | undefined;
    page: number;
    pageSize: number;
  },
) {
  await requireActiveAgent(ctx.db, callerId);
  const range = periodRange(input, ctx.zone, ctx.now);
  const found = await teamOrderPage(
    ctx.db,
    kind,
    callerId,
    { account: input.account, memberId: input.userId, range },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  // Someone else's member and a user that does not exist: the same 404.
  if (!found.scoped) throw AppError.notFound();
  const list: TeamOrder[] = found.rows.map((r) => ({
    sn: r.sn,
    userId: Number(r.user_id),
    account: r.account,
    coinAmount: r.coin_amount,
    currency: r.currency,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
  }));
  return {
    list,
    total: found.total,
    page: input.page,
    pageSize: input.pageSize,
    settledCount: found.settledCount,
    settledAmount: found.settledAmount,
  };
}

/** The agent centre's home: code and link, team size, today's figures, the last rebate. */
export async function dashboard(ctx: ReportContext, callerId: number): Promise<AgentDashboard> {
  const { code, inviteUrl, rebateRateBp } = await agentCode(ctx.db, callerId, ctx.publicUrl);
  const range = periodRange({ period: 'today' }, ctx.zone, ctx.now);
  const [figures, owner, direct, last] = await Promise.all([
    teamFigures(ctx.db, [callerId], range, spanIn(ctx.zone), 'team', ctx.store),
    teamOwner(ctx.db, callerId, callerId),
    memberPage(ctx.db, callerId, { direct: true }, { limit: 1, offset: 0 }),
    latestRebate(ctx.db, callerId),
  ]);
  return {
    code,
    inviteUrl,
    rebateRateBp,
    teamSize: owner?.size ?? 0,
    directMembers: direct.total,
    today: view(figures.get(callerId)!),
    lastRebate: last ? { day: last.day, amount: String(last.amount), status: last.status } : null,
  };
}
