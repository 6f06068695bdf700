// The back office's calls on balance adjustments: support and finance propose, finance decides.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdjustmentApproveRequest,
  AdjustmentListRequest,
  AdjustmentListResponse,
  AdjustmentProposeRequest,
  AdjustmentRejectRequest,
  AdjustmentStatus,
} from '@hall/contracts/admin';
import { currentOperator } from '../../plugins/auth';
import { approveAdjustment, listAdjustments, proposeAdjustment, rejectAdjustment } from './service';
import { postRoute } from '../../lib/post-route';

const Decision = z.object({ id: z.number().int(), status: AdjustmentStatus, balance: z.string().optional() });

const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const makers = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };
  const checkers = { auth: 'operator' as const, roles: ['finance' as const] };
  postRoute(
    app,
    {
      url: '/v2/admin/adjustment/list',
      tags: ['back office'],
      summary: 'Balance adjustments, newest first',
      body: AdjustmentListRequest,
      data: AdjustmentListResponse,
      ...makers,
    },
    (_request, body) => listAdjustments(app.db, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/adjustment/propose',
      tags: ['back office'],
      summary: 'Propose a balance adjustment; it waits for a different operator to approve it',
      body: AdjustmentProposeRequest,
      data: Decision,
      ...makers,
    },
    (request, body) => proposeAdjustment(app.db, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/adjustment/approve',
      tags: ['back office'],
      summary: 'Approve a proposed adjustment (never one’s own): the coins move on the ledger',
      body: AdjustmentApproveRequest,
      data: Decision,
      ...checkers,
    },
    (request, body) => approveAdjustment(app.db, currentOperator(request).operatorId, body.id, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/adjustment/reject',
      tags: ['back office'],
      summary: 'Reject a proposed adjustment: nothing moves',
      body: AdjustmentRejectRequest,
      data: Decision,
      ...checkers,
    },
    (request, body) => rejectAdjustment(app.db, currentOperator(request).operatorId, body, request.ip),
  );
};

export default adjustmentRoutes;
