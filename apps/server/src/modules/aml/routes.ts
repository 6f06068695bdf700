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
import { EmptyRequest } from '@hall/contracts/envelope';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminListFlags, amlStatus, resolveFlag, reviewFlag } from './service';

const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const player = { auth: 'user' as const };
  const reviewers = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/aml/status',
      tags: ['identity verification'],
      summary: 'Whether identity verification is needed before the next withdrawal',
      body: EmptyRequest,
      data: AmlStatus,
    },
    (request) => amlStatus(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...reviewers,
      url: '/v2/admin/aml/list',
      tags: ['back office'],
      summary: 'AML flags by status, rule or player, newest first',
      body: AdminAmlListRequest,
      data: AdminAmlListResponse,
    },
    (_request, body) => adminListFlags(app.db, body),
  );
  postRoute(
    app,
    {
      ...reviewers,
      url: '/v2/admin/aml/review',
      tags: ['back office'],
      summary: 'Clear an open AML flag or report it as suspicious, with a note',
      body: AmlReviewRequest,
      data: AmlFlag,
    },
    (request, body) => reviewFlag(app.db, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      ...reviewers,
      url: '/v2/admin/aml/resolve',
      tags: ['back office'],
      summary: 'Lift the withdrawal hold of a reported AML flag, or close the account, with a note',
      body: AmlResolveRequest,
      data: AmlFlag,
    },
    (request, body) => resolveFlag(app.db, currentOperator(request).operatorId, body, request.ip),
  );
};

export default amlRoutes;
