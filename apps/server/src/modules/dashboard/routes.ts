// The back office's front page: any signed-in operator sees the figures, the waiting queues and
// whether the ledger's latest scheduled check found it right.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponse } from '@hall/contracts/admin';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { dashboard } from './service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/admin/dashboard',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['back office'],
        summary:
          'Thirty days of figures by local day (today last), today by local hour, the queues waiting for a decision and the latest ledger check',
        body: EmptyRequest,
        response: { 200: envelope(DashboardResponse) },
      },
    },
    async (request) => ok(request, await dashboard(app.db, app.config.SITE_TIME_ZONE)),
  );
};

export default dashboardRoutes;
