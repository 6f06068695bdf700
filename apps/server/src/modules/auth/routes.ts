import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AuthProvidersResponse,
  CodeSentResponse,
  EmailConfirmCodeRequest,
  EmailConfirmRequest,
  EmailConfirmResponse,
  Done,
  FundPasswordUpdateRequest,
  LoginRequest,
  PasswordUpdateRequest,
  ResetCodeRequest,
  ResetPasswordRequest,
  ThirdPartyLoginRequest,
  TokenResponse,
} from '@hall/contracts/auth';
import { conversionReporter } from '../register/conversion';
import { confirmEmail, sendEmailConfirmCode } from './email-confirm';
import { signInWithIdentity } from '../oauth/service';
import { verifyGoogle, verifyLine } from '../oauth/verify';
import { consume } from '../../lib/rate-limit';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { higherMinimumAges } from '../protection/age';
import {
  changePassword,
  login,
  logout,
  resetPassword,
  sendFundPasswordCode,
  sendResetCode,
  setFundPassword,
  type AuthDeps,
  type ClientMeta,
} from './service';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  locale: request.locale,
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.db,
    store: app.store,
    mailer: app.mailer,
    policy: app.sessionPolicy,
    codesPerIpHour: app.config.CODES_PER_IP_HOUR,
    captcha: app.config.CAPTCHA === 'on',
  };
  const tags = ['auth'];
  const signedIn = { config: { auth: 'user' as const } };
  const done = { 200: envelope(Done) };

  postRoute(
    app,
    {
      url: '/v2/app/auth/login',
      tags,
      summary: 'Sign in with user name or e-mail, password and captcha',
      body: LoginRequest,
      data: TokenResponse,
    },
    (request, body) => login(deps, body, meta(request)),
  );

  const oauth = {
    db: app.db,
    policy: app.sessionPolicy,
    onRegistered: conversionReporter(app.config.CONVERSION_EVENT_URL, app.log),
    agentMaxDepth: app.config.AGENT_MAX_DEPTH,
  };
  postRoute(
    app,
    {
      url: '/v2/app/auth/login3',
      tags,
      summary: 'Sign in with Google (ID token) or Line (authorization code)',
      body: ThirdPartyLoginRequest,
      data: TokenResponse,
    },
    async (request, body) => {
      await consume(app.store, { key: `login3:ip:${request.ip}`, max: 30, windowSeconds: 900 });
      const { event, token, redirectUri, agentCode } = body;
      const who =
        event === 'google' ? await verifyGoogle(app.config, token) : await verifyLine(app.config, token, redirectUri);
      return await signInWithIdentity(oauth, who, { agentCode }, meta(request));
    },
  );

  app.post(
    '/v2/app/auth/logout',
    {
      ...signedIn,
      schema: { tags, summary: 'End this session', security: [{ token: [] }], body: EmptyRequest, response: done },
    },
    async (request) => {
      await logout(deps, request.auth!.sessionId);
      return ok(request, { done: true as const });
    },
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/send/email',
      tags,
      summary: 'Find password, step 1: mail a code to the account’s address',
      body: ResetCodeRequest,
      data: CodeSentResponse,
    },
    (request, body) => sendResetCode(deps, body, meta(request)),
  );

  app.post(
    '/v2/app/auth/reset/password',
    {
      schema: {
        tags,
        summary: 'Find password, step 2: set a new password with the e-mailed code',
        body: ResetPasswordRequest,
        response: done,
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, meta(request));
      return ok(request, { done: true as const });
    },
  );

  app.post(
    '/v2/app/auth/password/update',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the sign-in password',
        security: [{ token: [] }],
        body: PasswordUpdateRequest,
        response: done,
      },
    },
    async (request) => {
      await changePassword(deps, request.auth!, request.body);
      return ok(request, { done: true as const });
    },
  );

  app.post(
    '/v2/app/auth/send/email/payment',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mail a code for changing the fund password',
        security: [{ token: [] }],
        body: EmptyRequest,
        response: { 200: envelope(CodeSentResponse) },
      },
    },
    async (request) => ok(request, await sendFundPasswordCode(deps, currentUserId(request), meta(request))),
  );

  app.post(
    '/v2/app/auth/email/code',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mail a code that confirms an e-mail address as the player’s own',
        security: [{ token: [] }],
        body: EmailConfirmCodeRequest,
        response: { 200: envelope(CodeSentResponse) },
      },
    },
    async (request) =>
      ok(request, await sendEmailConfirmCode(deps, currentUserId(request), request.body.email, meta(request))),
  );

  app.post(
    '/v2/app/auth/email/confirm',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the mailed code; it becomes the player’s address',
        security: [{ token: [] }],
        body: EmailConfirmRequest,
        response: { 200: envelope(EmailConfirmResponse) },
      },
    },
    async (request) => ok(request, await confirmEmail(deps, currentUserId(request), request.body)),
  );

  app.post(
    '/v2/app/auth/password/update/payment',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Set or change the fund (payment) password',
        security: [{ token: [] }],
        body: FundPasswordUpdateRequest,
        response: done,
      },
    },
    async (request) => {
      await setFundPassword(deps, currentUserId(request), request.body);
      return ok(request, { done: true as const });
    },
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/providers',
      tags,
      summary: 'Which sign-in options are on (third-party buttons show only when configured)',
      body: EmptyRequest,
      data: AuthProvidersResponse,
    },
    async () => {
      const c = app.config;
      return {
        google: c.GOOGLE_CLIENT_ID ? { clientId: c.GOOGLE_CLIENT_ID } : null,
        line:
          c.LINE_CHANNEL_ID && c.LINE_CHANNEL_SECRET
            ? { clientId: c.LINE_CHANNEL_ID, authorizeUrl: c.LINE_AUTHORIZE_URL }
            : null,
        captcha: c.CAPTCHA === 'on',
        minimumAge: c.MINIMUM_AGE,
        minimumAgeByCountry: higherMinimumAges(c.MINIMUM_AGE),
      };
    },
  );
};

export default authRoutes;
