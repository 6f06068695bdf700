import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { OperatorInfo, OperatorLoginRequest, OperatorLoginResponse } from '@hall/contracts/admin';
import { Done } from '@hall/contracts/auth';
import { eq } from 'drizzle-orm';
import { operators } from '../../db/schema/index';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { operatorLogin } from './service';
import { revokeOperatorSession, writeAudit } from './repo';

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const signedIn = { config: { auth: 'operator' as const } };

  app.post(
    '/v2/admin/auth/login',
    {
      schema: {
        tags,
        summary: 'Operator sign-in',
        body: OperatorLoginRequest,
        response: { 200: envelope(OperatorLoginResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await operatorLogin({ db: app.db, store: app.store, policy: app.sessionPolicy }, request.body, request.ip),
      ),
  );

  app.post(
    '/v2/admin/auth/logout',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'End this operator session',
        security: [{ token: [] }],
        body: EmptyRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      await revokeOperatorSession(app.db, request.operator!.sessionId, new Date());
      await writeAudit(app.db, {
        operatorId: operator.operatorId,
        action: 'operator.logout',
        targetType: 'operator',
        targetId: operator.operatorId,
        ip: request.ip,
      });
      return ok(request, { done: true as const });
    },
  );

  app.post(
    '/v2/admin/auth/me',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed-in operator',
        security: [{ token: [] }],
        body: EmptyRequest,
        response: { 200: envelope(OperatorInfo) },
      },
    },
    async (request) => {
      const { operatorId } = currentOperator(request);
      const [row] = await app.db.select().from(operators).where(eq(operators.id, operatorId));
      return ok(request, { id: row!.id, username: row!.username, role: row!.role });
    },
  );
};

export default operatorRoutes;
