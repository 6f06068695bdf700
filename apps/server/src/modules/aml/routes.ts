// The player's AML standing (`/v2/app/aml/status`) and the operators' review queue (support and
// finance, as for identity checks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAmlListRequest,
  AdminAmlListResponse,
  AmlFlag,
  AmlResolveRequest,
  AmlReviewRequest,
  AmlStatus,
} from '@hall/contracts/aml';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminListFlags, amlStatus, resolveFlag, reviewFlag } from './service';

const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  const reviewers = { config: { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] } };

  app.post(
    '/v2/app/aml/status',
    {
      ...player,
      schema: {
        tags: ['identity verification'],
        summary: 'Whether identity verification is needed before the next withdrawal',
        security,
        body: EmptyRequest,
        response: { 200: envelope(AmlStatus) },
      },
    },
    async (request) => ok(request, await amlStatus(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/admin/aml/list',
    {
      ...reviewers,
      schema: {
        tags: ['back office'],
        summary: 'AML flags by status, rule or player, newest first',
        security,
        body: AdminAmlListRequest,
        response: { 200: envelope(AdminAmlListResponse) },
      },
    },
    async (request) => ok(request, await adminListFlags(app.db, request.body)),
  );
  app.post(
    '/v2/admin/aml/review',
    {
      ...reviewers,
      schema: {
        tags: ['back office'],
        summary: 'Clear an open AML flag or report it as suspicious, with a note',
        security,
        body: AmlReviewRequest,
        response: { 200: envelope(AmlFlag) },
      },
    },
    async (request) =>
      ok(request, await reviewFlag(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
  app.post(
    '/v2/admin/aml/resolve',
    {
      ...reviewers,
      schema: {
        tags: ['back office'],
        summary: 'Lift the withdrawal hold of a reported AML flag, or close the account, with a note',
        security,
        body: AmlResolveRequest,
        response: { 200: envelope(AmlFlag) },
      },
    },
    async (request) =>
      ok(request, await resolveFlag(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
};

export default amlRoutes;
