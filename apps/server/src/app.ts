// Builds the whole server as one Fastify instance: cross-cutting plugins first (locale, errors,
// security, database, redis, auth, openapi), then one plugin per module, then the web app.
// Plugins sit below the modules and import none: what a plugin reads from a module (a session, the
// job queue, the lobby's first screen) is handed to it here, as are the functions a module takes from
// another that imports it.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './lib/validation';
import type { Config } from './config';
import type { Database } from './db/client';
import localePlugin from './plugins/locale';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import securityPlugin from './plugins/security';
import databasePlugin from './plugins/database';
import redisPlugin from './plugins/redis';
import routeAccessPlugin from './plugins/route-access';
import authPlugin from './plugins/auth';
import openapiPlugin from './plugins/openapi';
import sitePlugin from './plugins/site';
import ephemeralPlugin from './plugins/ephemeral';
import mailPlugin from './modules/mail/plugin';
import jobsPlugin from './modules/jobs/plugin';
import { jobQueueStats } from './modules/jobs/repo';
import { resolveSession, sessionLive, type SessionPolicy } from './modules/session/service';
import { resolveOperatorSession } from './modules/operator/service';
import healthRoutes from './modules/health/routes';
import countryRoutes from './modules/country/routes';
import userRoutes from './modules/user/routes';
import playerAdminRoutes from './modules/players/routes';
import adjustmentRoutes from './modules/adjustments/routes';
import auditRoutes from './modules/audit/routes';
import dashboardRoutes from './modules/dashboard/routes';
import ledgerRoutes from './modules/ledger/routes';
import reportRoutes from './modules/reports/routes';
import agentRoutes from './modules/agent/routes';
import { isAgent } from './modules/agent/application';
import sandboxSettlementRoutes from './modules/agent/sandbox-settlement';
import captchaRoutes from './modules/captcha/routes';
import registerRoutes from './modules/register/routes';
import authRoutes from './modules/auth/routes';
import devMailboxRoutes from './modules/mail/dev-mailbox';
import operatorRoutes from './modules/operator/routes';
import payRoutes from './modules/pay/routes';
import sandboxCashierRoutes from './modules/pay/sandbox-cashier';
import { paidDepositExists } from './modules/pay/service';
import bankRoutes from './modules/bank/routes';
import withdrawalRoutes from './modules/withdrawal/routes';
import cryptoWithdrawalRoutes from './modules/withdrawal/crypto-routes';
import kycRoutes from './modules/kyc/routes';
import { approvedIdentityExists } from './modules/kyc/service';
import amlRoutes from './modules/aml/routes';
import gameRoutes from './modules/game/routes';
import { assertLossAllowed, assertMayPlay } from './modules/protection/service';
import { wireModules } from './wiring';
import { assertRealityChecked } from './modules/protection/reality-check';
import contentRoutes from './modules/content/routes';
import { readLobbyFirstPaint } from './modules/content/lobby-first-paint';
import mediaRoutes from './modules/media/routes';
import cryptoRoutes from './modules/crypto/routes';
import { createRateSource } from './modules/crypto/rates';
import sandboxChainRoutes from './modules/crypto/sandbox-chain';
import migrationRoutes from './modules/migration/routes';
import protectionRoutes from './modules/protection/routes';
import marketingRoutes from './modules/marketing/routes';
import { marketingAllowed, profilingAllowed } from './modules/marketing/service';
import operatorProtectionRoutes from './modules/protection/operator-routes';
import letterRoutes from './modules/letters/routes';
import { accountsOf, findUserByAccountOrEmail, findUserById, idOfAccount, playerIdsWhere } from './modules/user/repo';
import { sendPlayerLetter, unreadCount } from './modules/letters/service';
import bonusRoutes from './modules/bonus/routes';
import supportRoutes from './modules/support/routes';
import eventRoutes from './modules/events/routes';
import privacyRoutes from './modules/privacy/routes';
import { createSecretBox, localKeySpec, parseKeys, type SecretBox } from './lib/secret-box';
import processGuardPlugin from './plugins/process-guard';
import drainPlugin from './plugins/drain';
import metricsPlugin from './plugins/metrics';
import deploymentWarningsPlugin from './plugins/deployment-warnings';
import { parseAllowList } from './lib/allow-list';
import { redactUrl } from './lib/redact-url';
import { trustProxy } from './lib/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    sessionPolicy: SessionPolicy;
    operatorSessionPolicy: SessionPolicy;
    secretBox: SecretBox;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Whether closing the app closes the database too (true for the server process). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

// Both src/app.ts and the bundled dist/main.js sit two levels below apps/, so one relative path serves both.
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The log: the configured level, secrets kept out of the request lines (a ticket or sign-in code in
 * the URL, tokens in headers). A caller's options (a test's stream) add to these, or `false` silences it.
 */
function loggerOptions(config: Config, given: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(typeof given === 'object' ? given : {}),
  };
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config),
    // A caller's request id is kept when it looks sane, so a trace can follow one request across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // While closing, a request that still reaches this process (on a connection opened before) is
    // served, not refused with a 503 that a proxy would hand to the player; plugins/drain.ts closes
    // the connections. Idle ones are closed at once; those in flight finish.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  wireModules();
  app.decorate('config', config);
  const cardKeys = parseKeys(config.CARD_KEYS ?? localKeySpec(config.DATA_DIR));
  app.decorate('secretBox', createSecretBox(cardKeys, config.CARD_KEY_ID ?? cardKeys.keys().next().value!));
  app.decorate('sessionPolicy', { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS });
  app.decorate('operatorSessionPolicy', {
    idleMinutes: config.OPERATOR_SESSION_IDLE_MINUTES,
    maxHours: config.OPERATOR_SESSION_MAX_HOURS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Every call is POST with a JSON body; a bodiless POST means "no parameters", like {}. Fastify
  // also parses text/plain by default, which would hand a string to the JSON schemas (a 400):
  // without it, any body that is not JSON is a 415, as the contract says.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  // First, so that every route (the metrics and documentation routes too) gets its access rule.
  await app.register(routeAccessPlugin);
  await app.register(localePlugin);
  await app.register(errorsPlugin, { bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(processGuardPlugin);
  await app.register(drainPlugin);
  // The queue is read when scraped, after the database plugin below has decorated app.db.
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, jobQueueStats: () => jobQueueStats(app.db) });
  await app.register(deploymentWarningsPlugin);
  await app.register(securityPlugin, {
    production: config.NODE_ENV === 'production',
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    imageOrigins: config.CONTENT_IMAGE_ORIGINS,
  });
  await app.register(databasePlugin, { database: options.database, closeOnShutdown: options.ownsDatabase ?? false });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(ephemeralPlugin);
  await app.register(jobsPlugin, { leaseSeconds: config.JOB_LEASE_SECONDS, pollMs: config.JOB_POLL_MS });
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(authPlugin, {
    resolvePlayer: (token) => resolveSession(app.db, token, app.sessionPolicy),
    resolveOperator: (token) => resolveOperatorSession(app.db, token, app.operatorSessionPolicy),
    consoleAllowList: config.CONSOLE_ALLOWED_IPS ? parseAllowList(config.CONSOLE_ALLOWED_IPS) : null,
  });
  await app.register(openapiPlugin, { publicUrl: config.PUBLIC_URL });

  await app.register(healthRoutes);
  await app.register(countryRoutes);
  await app.register(userRoutes);
  await app.register(playerAdminRoutes);
  await app.register(adjustmentRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(ledgerRoutes);
  await app.register(reportRoutes);
  await app.register(agentRoutes);
  await app.register(sandboxSettlementRoutes);
  await app.register(captchaRoutes);
  await app.register(registerRoutes);
  await app.register(authRoutes);
  await app.register(devMailboxRoutes);
  await app.register(operatorRoutes);
  await app.register(payRoutes);
  await app.register(sandboxCashierRoutes);
  await app.register(bankRoutes);
  await app.register(withdrawalRoutes);
  await app.register(kycRoutes);
  await app.register(amlRoutes);
  await app.register(gameRoutes, { guards: { assertMayPlay, assertLossAllowed, assertRealityChecked } });
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  // One rate source for the coin list and the withdrawal quote, so both show the same rate.
  const cryptoRates = createRateSource(config, {
    onWarning: (message, detail) => app.log.warn({ err: detail }, message),
  });
  await app.register(cryptoRoutes, { rates: cryptoRates });
  await app.register(cryptoWithdrawalRoutes, { rates: cryptoRates });
  await app.register(sandboxChainRoutes);
  await app.register(migrationRoutes);
  await app.register(protectionRoutes, { findPlayer: findUserById });
  await app.register(marketingRoutes, { sendPlayerLetter });
  await app.register(operatorProtectionRoutes, { findPlayer: findUserById });
  await app.register(bonusRoutes);
  await app.register(letterRoutes, {
    players: {
      find: findUserByAccountOrEmail,
      idOfAccount,
      accountsOf,
      idsWhere: playerIdsWhere,
      isAgent,
      identityApproved: approvedIdentityExists,
      depositPaid: paidDepositExists,
      marketingAllowed,
      profilingAllowed,
    },
  });
  await app.register(supportRoutes);
  await app.register(eventRoutes, {
    unreadCount: (userId) => unreadCount(app.db, userId),
    sessionLive: (sessionId) => sessionLive(app.db, sessionId, app.sessionPolicy),
  });
  await app.register(privacyRoutes);

  await app.register(sitePlugin, {
    distDir: config.WEB_DIST_DIR ?? defaultWebDist(),
    readLobbyFirstPaint: () => readLobbyFirstPaint(app.db),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
