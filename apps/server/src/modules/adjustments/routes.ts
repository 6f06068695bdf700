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
import { envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { approveAdjustment, listAdjustments, proposeAdjustment, rejectAdjustment } from './service';

const Decision = envelope(z.object({ id: z.number().int(), status: AdjustmentStatus, balance: z.string().optional() }));
const doc = { tags: ['back office'], security: [{ token: [] }] };

const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const makers = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };
  const checkers = { auth: 'operator' as const, roles: ['finance' as const] };
  app.post(
    '/v2/admin/adjustment/list',
    {
      config: makers,
      schema: {
        ...doc,
        summary: 'Balance adjustments, newest first',
        body: AdjustmentListRequest,
        response: { 200: envelope(AdjustmentListResponse) },
      },
    },
    async (request) => ok(request, await listAdjustments(app.db, request.body)),
  );
  app.post(
    '/v2/admin/adjustment/propose',
    {
      config: makers,
      schema: {
        ...doc,
        summary: 'Propose a balance adjustment; it waits for a different operator to approve it',
        body: AdjustmentProposeRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(request, await proposeAdjustment(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
  app.post(
    '/v2/admin/adjustment/approve',
    {
      config: checkers,
      schema: {
        ...doc,
        summary: 'Approve a proposed adjustment (never one’s own): the coins move on the ledger',
        body: AdjustmentApproveRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(request, await approveAdjustment(app.db, currentOperator(request).operatorId, request.body.id, request.ip)),
  );
  app.post(
    '/v2/admin/adjustment/reject',
    {
      config: checkers,
      schema: {
        ...doc,
        summary: 'Reject a proposed adjustment: nothing moves',
        body: AdjustmentRejectRequest,
        response: { 200: Decision },
      },
    },
    async (request) =>
      ok(request, await rejectAdjustment(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
};

export default adjustmentRoutes;
