// Finance reports: GGR and payments by day or month, and the same as CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportExportResponse, ReportRequest, ReportResponse } from '@hall/contracts/admin';
import { envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { financeReport, reportCsv } from './service';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'operator' as const, roles: ['finance' as const] };
  const tags = ['back office'];
  app.post(
    '/v2/admin/report',
    {
      config,
      schema: {
        tags,
        summary: 'GGR, bonuses and rebates, and payments by channel and currency, by local day or month',
        body: ReportRequest,
        response: { 200: envelope(ReportResponse) },
      },
    },
    async (request) => ok(request, await financeReport(app.db, app.config.SITE_TIME_ZONE, request.body)),
  );
  app.post(
    '/v2/admin/report/export',
    {
      config,
      schema: {
        tags,
        summary: 'The same report as CSV',
        body: ReportRequest,
        response: { 200: envelope(ReportExportResponse) },
      },
    },
    async (request) =>
      ok(request, reportCsv(await financeReport(app.db, app.config.SITE_TIME_ZONE, request.body), request.body)),
  );
};

export default reportRoutes;
