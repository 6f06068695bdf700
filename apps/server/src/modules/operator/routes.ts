import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { OperatorInfo, OperatorLoginRequest, OperatorLoginResponse } from '@hall/contracts/admin';
import { Done } from '@hall/contracts/auth';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { operatorInfo, operatorLogin, operatorLogout } from './service';

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
      await operatorLogout(app.db, operator.operatorId, request.operator!.sessionId, request.ip);
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
      return ok(request, await operatorInfo(app.db, operatorId));
    },
  );
};

export default operatorRoutes;
