// Finance reports: GGR and payments by day or month, and the same as CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportExportResponse, ReportRequest, ReportResponse } from '@hall/contracts/admin';
import { financeReport, reportCsv } from './service';
import { postRoute } from '../../lib/post-route';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'operator' as const, roles: ['finance' as const] };
  const tags = ['back office'];
  postRoute(
    app,
    {
      url: '/v2/admin/report',
      tags,
      summary: 'GGR, bonuses and rebates, and payments by channel and currency, by local day or month',
      body: ReportRequest,
      data: ReportResponse,
      ...config,
    },
    (_request, body) => financeReport(app.db, app.config.SITE_TIME_ZONE, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/report/export',
      tags,
      summary: 'The same report as CSV',
      body: ReportRequest,
      data: ReportExportResponse,
      ...config,
    },
    async (_request, body) => reportCsv(await financeReport(app.db, app.config.SITE_TIME_ZONE, body), body),
  );
};

export default reportRoutes;
