import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { PayQueryResponse } from '@hall/contracts/pay';
import { channelsFor } from '../pay/service';
import {
  AdminDrawListRequest,
  WithdrawalDecision,
  AdminDrawListResponse,
  ApproveWithdrawalRequest,
  CancelWithdrawalRequest,
  CompleteWithdrawalRequest,
  WithdrawalListRequest,
  WithdrawalListResponse,
  PayoutCallback,
  RejectWithdrawalRequest,
  RetryPayoutRequest,
  Withdrawal,
  WithdrawRequest,
} from '@hall/contracts/withdrawal';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { handlePayoutCallback, PAYOUT_JOB, payoutJobHandler, requeueStrandedPayouts } from './payout-job';
import {
  adminListWithdrawals,
  approveWithdrawal,
  cancelWithdrawal,
  completeManually,
  listWithdrawals,
  rejectWithdrawal,
  retryPayout,
  requestWithdrawal,
  type WithdrawalDeps,
} from './service';
import { SANDBOX_PAYOUT_NOTICE_JOB } from './payout';
import { noticeHandler } from '../jobs/notice';

const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WithdrawalDeps = {
    db: app.db,
    store: app.store,
    config: app.config,
    log: app.log,
    jobs: app.jobs,
  };
  app.jobs.register(PAYOUT_JOB, payoutJobHandler(deps));
  app.jobs.register(SANDBOX_PAYOUT_NOTICE_JOB, noticeHandler(app));
  app.addHook('onReady', async () => requeueStrandedPayouts(deps));
  const tags = ['finance'];
  const player = { auth: 'user' as const };
  const finance = { auth: 'operator' as const, roles: ['finance' as const] };

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/draw/channels',
      tags,
      summary: 'Withdrawal channels (bounds and fees in coins)',
      body: EmptyRequest,
      data: PayQueryResponse,
    },
    (request) => channelsFor({ db: app.db, config: app.config, log: app.log }, 'withdrawal', request.locale),
  );

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/draw/withdraw',
      tags,
      summary: 'Ask to withdraw coins to a bound bank card (held at once)',
      body: WithdrawRequest,
      data: Withdrawal,
    },
    (request, body) => requestWithdrawal(deps, currentUserId(request), body, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/draw/cancel',
      tags,
      summary:
        'Take back a withdrawal of the player’s own still in review, before any approval: the coins return at once',
      body: CancelWithdrawalRequest,
      data: Withdrawal,
    },
    (request, body) => cancelWithdrawal(deps, currentUserId(request), body.withdrawSn, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/draw/list',
      tags,
      summary: 'The player’s withdrawals with totals',
      body: WithdrawalListRequest,
      data: WithdrawalListResponse,
    },
    (request, body) => listWithdrawals(app.db, currentUserId(request), body, request.locale),
  );
  app.post(
    '/v2/pay/payout-callback/:channel',
    {
      schema: {
        tags: ['gateway'],
        summary: 'Payout provider notice, signed like deposit callbacks',
        params: z.object({ channel: z.string().max(32) }),
        body: PayoutCallback,
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => ok(request, { outcome: await handlePayoutCallback(deps, request.params.channel, request.body) }),
  );
  postRoute(
    app,
    {
      ...finance,
      url: '/v2/admin/draw/list',
      tags: ['back office'],
      summary: 'Withdrawals by status',
      body: AdminDrawListRequest,
      data: AdminDrawListResponse,
    },
    (_request, body) => adminListWithdrawals(app.db, app.config, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/draw/approve',
      tags: ['back office'],
      summary: 'Approve a withdrawal: its payout is queued and goes out from the job queue',
      body: ApproveWithdrawalRequest,
      data: WithdrawalDecision,
      ...finance,
    },
    (request, body) =>
      approveWithdrawal(deps, currentOperator(request).operatorId, body.withdrawSn, request.ip, body.flagsSeen),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/draw/reject',
      tags: ['back office'],
      summary: 'Reject a withdrawal: the coins go back',
      body: RejectWithdrawalRequest,
      data: WithdrawalDecision,
      ...finance,
    },
    (request, body) =>
      rejectWithdrawal(deps, currentOperator(request).operatorId, body.withdrawSn, body.reason, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/draw/payout/retry',
      tags: ['back office'],
      summary: 'Run a stalled or given-up payout again now (the provider is asked first, so nothing is paid twice)',
      body: RetryPayoutRequest,
      data: WithdrawalDecision,
      ...finance,
    },
    (request, body) => retryPayout(deps, currentOperator(request).operatorId, body.withdrawSn, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/draw/complete',
      tags: ['back office'],
      summary: 'Settle a manual-mode payout by hand',
      body: CompleteWithdrawalRequest,
      data: WithdrawalDecision,
      ...finance,
    },
    (request, body) => completeManually(deps, currentOperator(request).operatorId, body, request.ip),
  );
};

export default drawRoutes;
