import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodeSentResponse, Done, TokenResponse } from '@hall/contracts/auth';
import { RegisterUserRequest, RegisterValidRequest, SendEmailCodeRequest } from '@hall/contracts/register';
import { postRoute } from '../../lib/post-route';
import { conversionReporter } from './conversion';
import { registerUser, sendRegisterCode, verifyRegisterCode, type RegisterDeps } from './service';

const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RegisterDeps = {
    db: app.db,
    store: app.store,
    mailer: app.mailer,
    policy: app.sessionPolicy,
    codesPerIpHour: app.config.CODES_PER_IP_HOUR,
    onRegistered: conversionReporter(app.config.CONVERSION_EVENT_URL, app.log),
    agentMaxDepth: app.config.AGENT_MAX_DEPTH,
  };
  const tags = ['registration'];

  postRoute(
    app,
    {
      url: '/v2/app/register/send/email/code',
      tags,
      summary: 'Send a 6-digit registration code to an e-mail address',
      body: SendEmailCodeRequest,
      data: CodeSentResponse,
    },
    (request, body) => sendRegisterCode(deps, body.email, request.locale, request.ip),
  );

  postRoute(
    app,
    {
      url: '/v2/app/register/valid',
      tags,
      summary: 'Step 1: check the e-mail code and the accepted terms',
      body: RegisterValidRequest,
      data: Done,
    },
    async (_request, body) => {
      await verifyRegisterCode(deps, body.email, body.code);
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/app/register/user',
      tags,
      summary: 'Step 2: create the account and sign in',
      body: RegisterUserRequest,
      data: TokenResponse,
    },
    (request, body) =>
      registerUser(deps, body, {
        locale: request.locale,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};

export default registerRoutes;
