// The migration calls of SPEC.md section 7 (`/v2/app/jsy/transfer/...`, signed in), the player's
// own list, and the back office's list of every migration. The provider is the HTTP one when
// JSY_BASE_URL and JSY_SECRET are set, else the sandbox one while sandboxes are on, else none (every
// call then answers "not available").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AdminMigrationListRequest,
  AdminMigrationPage,
  Migration,
  MigrationCardRequest,
  MigrationConfirmRequest,
  MigrationListRequest,
  MigrationLoginRequest,
  MigrationPage,
  MigrationSession,
  MigrationValidateRequest,
} from '@hall/contracts/migration';
import { sandboxesOn } from '../../config';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import type { JobHandler } from '../jobs/queue';
import { httpProvider } from './http-provider';
import type { MigrationProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import {
  confirm,
  currentSession,
  finishMigration,
  listMigrations,
  login,
  MIGRATION_JOB,
  sendCode,
  validateAccount,
  validateCard,
  type MigrationDeps,
} from './service';

const migrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  let provider: MigrationProvider | null = null;
  if (config.JSY_BASE_URL && config.JSY_SECRET) provider = httpProvider(config.JSY_BASE_URL, config.JSY_SECRET);
  else if (sandboxesOn(config))
    provider = sandboxProvider({
      db: app.db,
      store: app.store,
      mailer: app.mailer,
      lateMs: config.JSY_TIMEOUT_MS + 1000,
    });
  const deps: MigrationDeps = { db: app.db, store: app.store, config, jobs: app.jobs, log: app.log, provider };
  app.jobs.register(MIGRATION_JOB, finishJob(deps));

  const player = { config: { auth: 'user' as const } };
  const tags = ['migration'];
  const security = [{ token: [] }];
  const base = '/v2/app/jsy/transfer';
  const step = <T>(summary: string, body: T) => ({
    ...player,
    schema: { tags, summary, security, body, response: { 200: envelope(MigrationSession) } },
  });

  app.post(
    `${base}/session`,
    {
      ...player,
      schema: {
        tags,
        summary: 'The unfinished migration session, to resume it (null when none)',
        security,
        body: EmptyRequest,
        response: { 200: envelope(MigrationSession.nullable()) },
      },
    },
    async (request) => ok(request, await currentSession(deps, currentUserId(request))),
  );
  app.post(
    `${base}/validate`,
    step('Step 1: the account at the provider exists and may migrate', MigrationValidateRequest),
    async (request) => ok(request, await validateAccount(deps, currentUserId(request), request.body, request.ip)),
  );
  app.post(
    `${base}/validate/card`,
    step("Step 2: the card bound at the provider, in the player's real name", MigrationCardRequest),
    async (request) => ok(request, await validateCard(deps, currentUserId(request), request.body, request.ip)),
  );
  app.post(
    `${base}/resend/validate/code`,
    step('Step 3: the provider sends a one-time code (again after 60 seconds)', EmptyRequest),
    async (request) => ok(request, await sendCode(deps, currentUserId(request), request.ip)),
  );
  app.post(
    `${base}/login`,
    step('Step 4: sign in to the provider with its password and the code; shows the balance', MigrationLoginRequest),
    async (request) => ok(request, await login(deps, currentUserId(request), request.body, request.ip)),
  );
  app.post(
    `${base}/confirm`,
    {
      ...player,
      schema: {
        tags,
        summary: 'Step 5: move the balance, once (the same request key gives the same migration)',
        security,
        body: MigrationConfirmRequest,
        response: { 200: envelope(Migration) },
      },
    },
    async (request) => ok(request, await confirm(deps, currentUserId(request), request.body.requestKey, request.ip)),
  );
  app.post(
    `${base}/list`,
    {
      ...player,
      schema: {
        tags,
        summary: "The player's migrations, newest first",
        security,
        body: MigrationListRequest,
        response: { 200: envelope(MigrationPage) },
      },
    },
    async (request) => {
      const { list, ...page } = await listMigrations(app.db, { userId: currentUserId(request) }, request.body);
      return ok(request, { ...page, list: list.map(({ userId: _u, playerAccount: _a, ...m }) => m) });
    },
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['finance', 'support'],
      url: '/v2/admin/migration/list',
      tags: ['back office'],
      summary: 'Every migration, newest first, by state or account (ours or the provider’s)',
      body: AdminMigrationListRequest,
      data: AdminMigrationPage,
    },
    async (_request, body) => {
      const { page, pageSize, ...filter } = body;
      return await listMigrations(app.db, filter, { page, pageSize });
    },
  );
};

/**
 * Finishes a migration the confirming request did not (it crashed, or the provider had not
 * answered): asks the provider under our number, never anew, until it is completed or failed.
 */
function finishJob(deps: MigrationDeps): JobHandler {
  return {
    backoffSeconds: 30,
    maxBackoffSeconds: 900,
    async run(job) {
      const row = await finishMigration(deps, String(job.payload.migrationSn));
      if (row.status === 'pending') return { againInSeconds: 60 };
    },
  };
}

export default migrationRoutes;
