// The back office's audit log: search and CSV export, for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditExportResponse, AuditFilter, AuditListRequest, AuditListResponse } from '@hall/contracts/admin';
import { exportAudit, listAudit } from './service';
import { postRoute } from '../../lib/post-route';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'operator' as const, roles: ['admin' as const] };
  postRoute(
    app,
    {
      url: '/v2/admin/audit/list',
      tags: ['back office'],
      summary: 'Operator actions, newest first',
      body: AuditListRequest,
      data: AuditListResponse,
      ...config,
    },
    (_request, body) => listAudit(app.db, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/audit/export',
      tags: ['back office'],
      summary: 'Operator actions as CSV',
      body: AuditFilter,
      data: AuditExportResponse,
      ...config,
    },
    (_request, body) => exportAudit(app.db, body),
  );
};

export default auditRoutes;
