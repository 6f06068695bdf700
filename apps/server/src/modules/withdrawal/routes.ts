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
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  const finance = { config: { auth: 'operator' as const, roles: ['finance' as const] } };
  const Decision = envelope(WithdrawalDecision);

  app.post(
    '/v2/app/draw/channels',
    {
      ...player,
      schema: {
        tags,
        summary: 'Withdrawal channels (bounds and fees in coins)',
        security,
        body: EmptyRequest,
        response: { 200: envelope(PayQueryResponse) },
      },
    },
    async (request) =>
      ok(request, await channelsFor({ db: app.db, config: app.config, log: app.log }, 'withdrawal', request.locale)),
  );

  app.post(
    '/v2/app/draw/withdraw',
    {
      ...player,
      schema: {
        tags,
        summary: 'Ask to withdraw coins to a bound bank card (held at once)',
        security,
        body: WithdrawRequest,
        response: { 200: envelope(Withdrawal) },
      },
    },
    async (request) => ok(request, await requestWithdrawal(deps, currentUserId(request), request.body, request.locale)),
  );
  app.post(
    '/v2/app/draw/cancel',
    {
      ...player,
      schema: {
        tags,
        summary:
          'Take back a withdrawal of the player’s own still in review, before any approval: the coins return at once',
        security,
        body: CancelWithdrawalRequest,
        response: { 200: envelope(Withdrawal) },
      },
    },
    async (request) =>
      ok(request, await cancelWithdrawal(deps, currentUserId(request), request.body.withdrawSn, request.locale)),
  );
  app.post(
    '/v2/app/draw/list',
    {
      ...player,
      schema: {
        tags,
        summary: 'The player’s withdrawals with totals',
        security,
        body: WithdrawalListRequest,
        response: { 200: envelope(WithdrawalListResponse) },
      },
    },
    async (request) => ok(request, await listWithdrawals(app.db, currentUserId(request), request.body, request.locale)),
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
  app.post(
    '/v2/admin/draw/list',
    {
      ...finance,
      schema: {
        tags: ['back office'],
        summary: 'Withdrawals by status',
        security,
        body: AdminDrawListRequest,
        response: { 200: envelope(AdminDrawListResponse) },
      },
    },
    async (request) => ok(request, await adminListWithdrawals(app.db, app.config, request.body)),
  );
  app.post(
    '/v2/admin/draw/approve',
    {
      ...finance,
      schema: {
        tags: ['back office'],
        summary: 'Approve a withdrawal: its payout is queued and goes out from the job queue',
        security,
        body: ApproveWithdrawalRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(
        request,
        await approveWithdrawal(deps, currentOperator(request).operatorId, request.body.withdrawSn, request.ip),
      ),
  );
  app.post(
    '/v2/admin/draw/reject',
    {
      ...finance,
      schema: {
        tags: ['back office'],
        summary: 'Reject a withdrawal: the coins go back',
        security,
        body: RejectWithdrawalRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(
        request,
        await rejectWithdrawal(
          deps,
          currentOperator(request).operatorId,
          request.body.withdrawSn,
          request.body.reason,
          request.ip,
        ),
      ),
  );
  app.post(
    '/v2/admin/draw/payout/retry',
    {
      ...finance,
      schema: {
        tags: ['back office'],
        summary: 'Run a stalled or given-up payout again now (the provider is asked first, so nothing is paid twice)',
        security,
        body: RetryPayoutRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(request, await retryPayout(deps, currentOperator(request).operatorId, request.body.withdrawSn, request.ip)),
  );
  app.post(
    '/v2/admin/draw/complete',
    {
      ...finance,
      schema: {
        tags: ['back office'],
        summary: 'Settle a manual-mode payout by hand',
        security,
        body: CompleteWithdrawalRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(request, await completeManually(deps, currentOperator(request).operatorId, request.body, request.ip)),
  );
};

export default drawRoutes;
