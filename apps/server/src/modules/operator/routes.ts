import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  OperatorInfo,
  OperatorLoginRequest,
  OperatorCreateRequest,
  OperatorListRequest,
  OperatorListResponse,
  OperatorLoginResponse,
  OperatorUpdateRequest,
  OperatorSession,
  OperatorTotpLoginRequest,
  TotpEnableRequest,
  TotpEnableResponse,
  TotpResetRequest,
  TotpSetupResponse,
} from '@hall/contracts/admin';
import { Done } from '@hall/contracts/auth';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentOperator } from '../../plugins/auth';
import { operatorInfo, operatorLogin, operatorLogout, operatorTotpLogin } from './service';
import { enableTotp, resetTotp, setupTotp, upgradeLegacyRecoveryCodes } from './two-factor';
import { addOperator, listOperators, updateOperator } from './management';

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
  const signedIn = { config: { auth: 'operator' as const } };
  app.addHook('onReady', async () => upgradeLegacyRecoveryCodes(app.db, app.secretBox));

  postRoute(
    app,
    {
      url: '/v2/admin/auth/login',
      tags,
      summary: 'Operator sign-in',
      body: OperatorLoginRequest,
      data: OperatorLoginResponse,
    },
    (request, body) =>
      operatorLogin({ db: app.db, store: app.store, policy: app.operatorSessionPolicy }, body, request.ip),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/auth/login/totp',
      tags,
      summary: 'Operator sign-in, second step: the authenticator code (or a recovery code)',
      body: OperatorTotpLoginRequest,
      data: OperatorSession,
    },
    (request, body) =>
      operatorTotpLogin(
        { db: app.db, store: app.store, policy: app.operatorSessionPolicy, box: app.secretBox },
        body,
        request.ip,
      ),
  );

  const twoFactor = { db: app.db, store: app.store, box: app.secretBox };
  app.post(
    '/v2/admin/auth/totp/setup',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A new authenticator secret to scan (until one is enabled)',
        body: EmptyRequest,
        response: { 200: envelope(TotpSetupResponse) },
      },
    },
    async (request) => ok(request, await setupTotp(twoFactor, currentOperator(request).operatorId)),
  );

  app.post(
    '/v2/admin/auth/totp/enable',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Enable the authenticator with its first code; returns the recovery codes once',
        body: TotpEnableRequest,
        response: { 200: envelope(TotpEnableResponse) },
      },
    },
    async (request) =>
      ok(request, await enableTotp(twoFactor, currentOperator(request).operatorId, request.body.code, request.ip)),
  );

  const adminOnly = { config: { auth: 'operator' as const, roles: ['admin' as const] } };
  app.post(
    '/v2/admin/operator/list',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Operators, newest first, searchable by user name',
        body: OperatorListRequest,
        response: { 200: envelope(OperatorListResponse) },
      },
    },
    async (request) => ok(request, await listOperators(app.db, request.body)),
  );

  app.post(
    '/v2/admin/operator/create',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'A new operator (it enrols an authenticator at its first sign-in if its role needs one)',
        body: OperatorCreateRequest,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, await addOperator(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );

  app.post(
    '/v2/admin/operator/update',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Another operator's role or status; its sessions end",
        body: OperatorUpdateRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await updateOperator(app.db, currentOperator(request).operatorId, request.body, request.ip);
      return ok(request, { done: true as const });
    },
  );

  app.post(
    '/v2/admin/operator/totp/reset',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Clear another operator's authenticator (a lost phone); it enrols again",
        body: TotpResetRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await resetTotp(app.db, currentOperator(request).operatorId, request.body.operatorId, request.ip);
      return ok(request, { done: true as const });
    },
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
