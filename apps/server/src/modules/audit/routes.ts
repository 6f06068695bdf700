// The back office's audit log: search and CSV export, for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditExportResponse, AuditFilter, AuditListRequest, AuditListResponse } from '@hall/contracts/admin';
import { envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { exportAudit, listAudit } from './service';

const doc = { tags: ['back office'], security: [{ token: [] }] };

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'operator' as const, roles: ['admin' as const] };
  app.post(
    '/v2/admin/audit/list',
    {
      config,
      schema: {
        ...doc,
        summary: 'Operator actions, newest first',
        body: AuditListRequest,
        response: { 200: envelope(AuditListResponse) },
      },
    },
    async (request) => ok(request, await listAudit(app.db, request.body)),
  );
  app.post(
    '/v2/admin/audit/export',
    {
      config,
      schema: {
        ...doc,
        summary: 'Operator actions as CSV',
        body: AuditFilter,
        response: { 200: envelope(AuditExportResponse) },
      },
    },
    async (request) => ok(request, await exportAudit(app.db, request.body)),
  );
};

export default auditRoutes;
