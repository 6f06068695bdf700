// The migration calls of SPEC.md section 7 (`/v2/app/jsy/transfer/...`, signed in), the player's
// own list, and the back office's list of every migration. The provider is the HTTP one when
// JSY_BASE_URL and JSY_SECRET are set, else the sandbox one while sandboxes are on, else none (every
// call then answers "not available").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
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

  const tags = ['migration'];
  const base = '/v2/app/jsy/transfer';
  // Steps 1 to 4 each answer the session as it stands after the step.
  const step = <B extends z.ZodType>(url: string, summary: string, body: B) => ({
    url: `${base}/${url}`,
    tags,
    summary,
    body,
    data: MigrationSession,
    auth: 'user' as const,
  });

  postRoute(
    app,
    {
      url: `${base}/session`,
      tags,
      summary: 'The unfinished migration session, to resume it (null when none)',
      body: EmptyRequest,
      data: MigrationSession.nullable(),
      auth: 'user',
    },
    (request) => currentSession(deps, currentUserId(request)),
  );
  postRoute(
    app,
    step('validate', 'Step 1: the account at the provider exists and may migrate', MigrationValidateRequest),
    (request, body) => validateAccount(deps, currentUserId(request), body, request.ip),
  );
  postRoute(
    app,
    step('validate/card', "Step 2: the card bound at the provider, in the player's real name", MigrationCardRequest),
    (request, body) => validateCard(deps, currentUserId(request), body, request.ip),
  );
  postRoute(
    app,
    step('resend/validate/code', 'Step 3: the provider sends a one-time code (again after 60 seconds)', EmptyRequest),
    (request) => sendCode(deps, currentUserId(request), request.ip),
  );
  postRoute(
    app,
    step(
      'login',
      'Step 4: sign in to the provider with its password and the code; shows the balance',
      MigrationLoginRequest,
    ),
    (request, body) => login(deps, currentUserId(request), body, request.ip),
  );
  postRoute(
    app,
    {
      url: `${base}/confirm`,
      tags,
      summary: 'Step 5: move the balance, once (the same request key gives the same migration)',
      body: MigrationConfirmRequest,
      data: Migration,
      auth: 'user',
    },
    (request, body) => confirm(deps, currentUserId(request), body.requestKey, request.ip),
  );
  postRoute(
    app,
    {
      url: `${base}/list`,
      tags,
      summary: "The player's migrations, newest first",
      body: MigrationListRequest,
      data: MigrationPage,
      auth: 'user',
    },
    async (request, body) => {
      const { list, ...page } = await listMigrations(app.db, { userId: currentUserId(request) }, body);
      return { ...page, list: list.map(({ userId: _u, playerAccount: _a, ...m }) => m) };
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
