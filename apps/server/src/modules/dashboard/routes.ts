// The back office's front page: any signed-in operator sees the figures, the waiting queues and
// whether the ledger's latest scheduled check found it right.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponse } from '@hall/contracts/admin';
import { EmptyRequest } from '@hall/contracts/envelope';
import { dashboard } from './service';
import { postRoute } from '../../lib/post-route';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  postRoute(
    app,
    {
      url: '/v2/admin/dashboard',
      tags: ['back office'],
      summary:
        'Thirty days of figures by local day (today last), today by local hour, the queues waiting for a decision and the latest ledger check',
      body: EmptyRequest,
      data: DashboardResponse,
      auth: 'operator',
    },
    () => dashboard(app.db, app.config.SITE_TIME_ZONE),
  );
};

export default dashboardRoutes;
