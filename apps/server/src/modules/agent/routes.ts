// The agent centre's calls (SPEC.md section 7 "Agent") and the back office's agent review. Every
// player route is signed in; the team routes answer 403 to a player who is not an active agent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import {
  AdminAgent,
  AdminAgentListRequest,
  AdminAgentPage,
  AdminAgentTreeRequest,
  AgentApplyStatus,
  AgentCodeResponse,
  AgentDashboard,
  AgentRebatePage,
  MemberReportPage,
  MemberReportPageRequest,
  RebateDetailPage,
  RebateDetailRequest,
  TeamOrderPage,
  TeamOrderPageRequest,
  TeamReport,
  TeamReportRequest,
  AgentReviewRequest,
  AgentUpdateRequest,
  IsAgentResponse,
  MemberRateRequest,
  MemberTransferRequest,
  MemberTransferResult,
  PromoteMemberRequest,
  SubMember,
  SubMemberCreateRequest,
  SubMemberPage,
  SubMemberPageRequest,
} from '@hall/contracts/agent';
import { Paging } from '@hall/contracts/paging';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import {
  adminList,
  agentCode,
  applicationStatus,
  apply,
  requireActiveAgent,
  review,
  updateByOperator,
} from './application';
import { createMember, listMembers, promoteMember, setMemberRate } from './members';
import { isApprovedAgent } from './repo';
import { rebateDetail, rebateJobHandler, rebatePage, REBATE_JOB, scheduleRebates } from './rebates';
import { dashboard, memberReportPage, teamOrders, teamReport, type ReportContext } from './report';
import { takeBackFromMember, transferToMember } from './transfers';

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxDepth = app.config.AGENT_MAX_DEPTH;
  const deps = { db: app.db, store: app.store };
  const report: ReportContext = {
    db: app.db,
    store: app.store,
    zone: app.config.SITE_TIME_ZONE,
    publicUrl: app.config.PUBLIC_URL,
  };

  const rebates = {
    db: app.db,
    jobs: app.jobs,
    zone: app.config.SITE_TIME_ZONE,
    delayMinutes: app.config.REBATE_SETTLE_DELAY_MINUTES,
  };
  app.jobs.register(REBATE_JOB, rebateJobHandler(rebates));
  if (app.config.REBATE_SETTLEMENT === 'on') app.addHook('onReady', async () => scheduleRebates(rebates));

  // The helpers check each handler against its schemas; the response schema is passed on as a plain
  // zod type, which fastify's reply typing cannot resolve through a generic.

  // A team route answers 403 to a player who is not an active agent as the request arrives, before
  // its body is read: the route's `agent` rule, listed in the route inventory.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.agent) await requireActiveAgent(app.db, currentUserId(request));
  });

  /** A signed-in player's POST route: its body and data schemas, and what it answers. */
  function player<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    data: R,
    handle: (userId: number, body: z.infer<B>) => Promise<z.infer<R>>,
    access: { agent: boolean } = { agent: true },
  ) {
    postRoute(app, { url, tags: ['agent'], summary, body, data, auth: 'user', agent: access.agent }, (request, input) =>
      handle(currentUserId(request), input),
    );
  }

  player(
    '/v2/app/agent/is/agent',
    'Whether the signed-in player is an active agent',
    EmptyRequest,
    IsAgentResponse,
    (me) => isApprovedAgent(app.db, me),
    { agent: false },
  );
  player(
    '/v2/app/agent/apply',
    'Apply to become an agent (again, after a rejection)',
    EmptyRequest,
    AgentApplyStatus,
    (me) => apply(app.db, me),
    { agent: false },
  );
  player(
    '/v2/app/agent/apply/status',
    'The application: none, pending, rejected with the reason, approved or suspended',
    EmptyRequest,
    AgentApplyStatus,
    (me) => applicationStatus(app.db, me),
    { agent: false },
  );
  player('/v2/app/agent/code', "The agent's registration code and invite link", EmptyRequest, AgentCodeResponse, (me) =>
    agentCode(app.db, me, app.config.PUBLIC_URL),
  );
  player(
    '/v2/app/agent/sub/member/page',
    'Subordinates, direct or on all levels, searchable by account',
    SubMemberPageRequest,
    SubMemberPage,
    (me, body) => listMembers(app.db, me, body),
  );
  player(
    '/v2/app/agent/sub/member/create',
    'Create a player account under the agent (it chooses its own password at first sign-in)',
    SubMemberCreateRequest,
    SubMember,
    (me, body) => createMember(deps, me, body, maxDepth),
  );
  player(
    '/v2/app/agent/sub/member/promote',
    'Make a direct subordinate a sub-agent, at a rate no higher than your own',
    PromoteMemberRequest,
    SubMember,
    (me, body) => promoteMember(app.db, me, body, maxDepth),
  );
  player(
    '/v2/app/agent/sub/member/rate',
    "Change a direct sub-agent's rebate rate",
    MemberRateRequest,
    SubMember,
    (me, body) => setMemberRate(app.db, me, body),
  );
  player(
    '/v2/app/agent/type/member/transfer',
    'Transfer coins to a member of your team',
    MemberTransferRequest,
    MemberTransferResult,
    (me, body) => transferToMember(deps, me, body),
  );
  player(
    '/v2/app/agent/type/member/transfer/decrease',
    'Take back coins you transferred to a direct subordinate',
    MemberTransferRequest,
    MemberTransferResult,
    (me, body) => takeBackFromMember(deps, me, body),
  );

  player(
    '/v2/app/agent/data/statistics',
    "The agent centre's home: code, invite link, team size, today's figures, the last rebate",
    EmptyRequest,
    AgentDashboard,
    (me) => dashboard(report, me),
  );
  player(
    '/v2/app/agent/type/report/statistics',
    'Team report for a period, of the whole team or of one member’s subtree',
    TeamReportRequest,
    TeamReport,
    (me, body) => teamReport(report, me, body),
  );
  player(
    '/v2/app/agent/sub/member/report/page',
    'One report row per direct member (of the caller or of a member), each over its subtree',
    MemberReportPageRequest,
    MemberReportPage,
    (me, body) => memberReportPage(report, me, body),
  );
  player(
    '/v2/app/agent/sub/member/recharge/page',
    "The team's deposits, with the paid totals",
    TeamOrderPageRequest,
    TeamOrderPage,
    (me, body) => teamOrders(report, me, 'deposit', body),
  );
  player(
    '/v2/app/agent/sub/member/draw/page',
    "The team's withdrawals, with the paid totals",
    TeamOrderPageRequest,
    TeamOrderPage,
    (me, body) => teamOrders(report, me, 'withdrawal', body),
  );
  player('/v2/app/agent/rebate/page', 'Rebates per settled day', Paging, AgentRebatePage, (me, body) =>
    rebatePage(app.db, me, body),
  );
  player(
    '/v2/app/agent/rebate/detail',
    "One day's rebate per member whose bets earned it",
    RebateDetailRequest,
    RebateDetailPage,
    (me, body) => rebateDetail(app.db, me, body),
  );

  /** A back-office POST route for operators who look after agents. */
  function operator<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    data: R,
    handle: (actor: { operatorId: number; ip: string }, body: z.infer<B>) => Promise<z.infer<R>>,
  ) {
    postRoute(
      app,
      { url, tags: ['back office'], summary, body, data, auth: 'operator', roles: ['support'] },
      (request, input) => handle({ operatorId: currentOperator(request).operatorId, ip: request.ip }, input),
    );
  }

  operator(
    '/v2/admin/agent/list',
    'Agent applications and agents, by state',
    AdminAgentListRequest,
    AdminAgentPage,
    (_, body) => adminList(app.db, body),
  );
  operator(
    '/v2/admin/agent/review',
    'Approve an application with a rebate rate, or reject it with a reason',
    AgentReviewRequest,
    AdminAgent,
    (actor, body) => review(app.db, body, actor),
  );
  operator(
    '/v2/admin/agent/update',
    "Change an agent's rebate rate, suspend it or restore it",
    AgentUpdateRequest,
    AdminAgent,
    (actor, body) => updateByOperator(app.db, body, actor),
  );
  operator('/v2/admin/agent/tree', "One agent's direct subordinates", AdminAgentTreeRequest, SubMemberPage, (_, body) =>
    listMembers(
      app.db,
      body.userId,
      { page: body.page, pageSize: body.pageSize, scope: 'direct' },
      { asOperator: true },
    ),
  );
};

export default agentRoutes;
