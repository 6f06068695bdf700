import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hall/contracts/envelope';
import { CodeSentResponse, Done, TokenResponse } from '@hall/contracts/auth';
import { RegisterUserRequest, RegisterValidRequest, SendEmailCodeRequest } from '@hall/contracts/register';
import { ok } from '../../lib/reply';
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

  app.post(
    '/v2/app/register/send/email/code',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit registration code to an e-mail address',
        body: SendEmailCodeRequest,
        response: { 200: envelope(CodeSentResponse) },
      },
    },
    async (request) => ok(request, await sendRegisterCode(deps, request.body.email, request.locale, request.ip)),
  );

  app.post(
    '/v2/app/register/valid',
    {
      schema: {
        tags,
        summary: 'Step 1: check the e-mail code and the accepted terms',
        body: RegisterValidRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await verifyRegisterCode(deps, request.body.email, request.body.code);
      return ok(request, { done: true as const });
    },
  );

  app.post(
    '/v2/app/register/user',
    {
      schema: {
        tags,
        summary: 'Step 2: create the account and sign in',
        body: RegisterUserRequest,
        response: { 200: envelope(TokenResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await registerUser(deps, request.body, {
          locale: request.locale,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );
};

export default registerRoutes;
