import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import {
  OperatorInfo,
  OperatorLoginRequest,
  OperatorCreateRequest,
  OperatorListRequest,
  OperatorListResponse,
  OperatorLoginResponse,
  OperatorPasswordRequest,
  OperatorUpdateRequest,
  OperatorSession,
  OperatorTotpLoginRequest,
  TotpEnableRequest,
  TotpEnableResponse,
  TotpResetRequest,
  TotpSetupResponse,
} from '@hall/contracts/admin';
import { Done } from '@hall/contracts/auth';
import { postRoute } from '../../lib/post-route';
import { currentOperator } from '../../plugins/auth';
import { changeOperatorPassword, operatorInfo, operatorLogin, operatorLogout, operatorTotpLogin } from './service';
import { enableTotp, resetTotp, setupTotp, upgradeLegacyRecoveryCodes } from './two-factor';
import { addOperator, listOperators, updateOperator } from './management';

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['back office'];
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
  postRoute(
    app,
    {
      url: '/v2/admin/auth/totp/setup',
      tags,
      summary: 'A new authenticator secret to scan (until one is enabled)',
      body: EmptyRequest,
      data: TotpSetupResponse,
      auth: 'operator',
    },
    (request) => setupTotp(twoFactor, currentOperator(request).operatorId),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/auth/totp/enable',
      tags,
      summary: 'Enable the authenticator with its first code; returns the recovery codes once',
      body: TotpEnableRequest,
      data: TotpEnableResponse,
      auth: 'operator',
    },
    (request, body) => enableTotp(twoFactor, currentOperator(request).operatorId, body.code, request.ip),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/operator/list',
      tags,
      summary: 'Operators, newest first, searchable by user name',
      body: OperatorListRequest,
      data: OperatorListResponse,
      auth: 'operator',
      roles: ['admin'],
    },
    (_request, body) => listOperators(app.db, body),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/operator/create',
      tags,
      summary: 'A new operator (it enrols an authenticator at its first sign-in if its role needs one)',
      body: OperatorCreateRequest,
      data: z.object({ id: z.number().int() }),
      auth: 'operator',
      roles: ['admin'],
    },
    (request, body) => addOperator(app.db, currentOperator(request).operatorId, body, request.ip),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/operator/update',
      tags,
      summary: "Another operator's role or status; its sessions end",
      body: OperatorUpdateRequest,
      data: Done,
      auth: 'operator',
      roles: ['admin'],
    },
    async (request, body) => {
      await updateOperator(app.db, currentOperator(request).operatorId, body, request.ip);
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/admin/operator/totp/reset',
      tags,
      summary: "Clear another operator's authenticator (a lost phone); it enrols again",
      body: TotpResetRequest,
      data: Done,
      auth: 'operator',
      roles: ['admin'],
    },
    async (request, body) => {
      await resetTotp(app.db, currentOperator(request).operatorId, body.operatorId, request.ip);
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/admin/auth/logout',
      tags,
      summary: 'End this operator session',
      body: EmptyRequest,
      data: Done,
      auth: 'operator',
    },
    async (request) => {
      const operator = currentOperator(request);
      await operatorLogout(app.db, operator.operatorId, request.operator!.sessionId, request.ip);
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/admin/auth/password',
      tags,
      summary: 'The operator chooses its own password (first of all when an admin made it); its other sessions end',
      body: OperatorPasswordRequest,
      data: z.object({ passwordChange: z.literal(false) }),
      auth: 'operator',
    },
    (request, body) =>
      changeOperatorPassword(
        { db: app.db, store: app.store },
        { operatorId: currentOperator(request).operatorId, sessionId: request.operator!.sessionId },
        body,
        request.ip,
      ),
  );

  postRoute(
    app,
    {
      url: '/v2/admin/auth/me',
      tags,
      summary: 'The signed-in operator',
      body: EmptyRequest,
      data: OperatorInfo,
      auth: 'operator',
    },
    async (request) => {
      const { operatorId } = currentOperator(request);
      return await operatorInfo(app.db, operatorId);
    },
  );
};

export default operatorRoutes;
