import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { EmptyRequest } from '@hall/contracts/envelope';
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
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { higherMinimumAges } from '../../lib/minimum-age';
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

  postRoute(
    app,
    {
      url: '/v2/app/auth/logout',
      tags,
      summary: 'End this session',
      body: EmptyRequest,
      data: Done,
      auth: 'user',
    },
    async (request) => {
      await logout(deps, request.auth!.sessionId);
      return { done: true as const };
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

  postRoute(
    app,
    {
      url: '/v2/app/auth/reset/password',
      tags,
      summary: 'Find password, step 2: set a new password with the e-mailed code',
      body: ResetPasswordRequest,
      data: Done,
    },
    async (request, body) => {
      await resetPassword(deps, body, meta(request));
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/password/update',
      tags,
      summary: 'Change the sign-in password',
      body: PasswordUpdateRequest,
      data: Done,
      auth: 'user',
    },
    async (request, body) => {
      await changePassword(deps, request.auth!, body);
      return { done: true as const };
    },
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/send/email/payment',
      tags,
      summary: 'Mail a code for changing the fund password',
      body: EmptyRequest,
      data: CodeSentResponse,
      auth: 'user',
    },
    (request) => sendFundPasswordCode(deps, currentUserId(request), meta(request)),
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/email/code',
      tags,
      summary: 'Mail a code that confirms an e-mail address as the player’s own',
      body: EmailConfirmCodeRequest,
      data: CodeSentResponse,
      auth: 'user',
    },
    (request, body) => sendEmailConfirmCode(deps, currentUserId(request), body.email, meta(request)),
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/email/confirm',
      tags,
      summary: 'Confirm an e-mail address with the mailed code; it becomes the player’s address',
      body: EmailConfirmRequest,
      data: EmailConfirmResponse,
      auth: 'user',
    },
    (request, body) => confirmEmail(deps, currentUserId(request), body),
  );

  postRoute(
    app,
    {
      url: '/v2/app/auth/password/update/payment',
      tags,
      summary: 'Set or change the fund (payment) password',
      body: FundPasswordUpdateRequest,
      data: Done,
      auth: 'user',
    },
    async (request, body) => {
      await setFundPassword(deps, currentUserId(request), body);
      return { done: true as const };
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
