// The player's rights over their data and account (privacy notice, "Your rights"), and the back
// office's erasure of a closed account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  AccountCloseRequest,
  DataExport,
  DataExportDownloadRequest,
  DataExportFile,
  DataExportList,
  PlayerEraseRequest,
} from '@hall/contracts/privacy';
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { closeAccount } from './closure';
import { ERASE_FILES_JOB, eraseClosedAccount, eraseFilesJobHandler } from './erasure';
import {
  downloadExport,
  EXPORT_EXPIRY_JOB,
  EXPORT_JOB,
  exportExpiryJobHandler,
  exportJobHandler,
  listExports,
  requestExport,
} from './exports';

const player = { config: { auth: 'user' as const } };
const schema = <B, R extends z.ZodType>(summary: string, body: B, data: R) => ({
  schema: { tags: ['account'], summary, security: [{ token: [] }], body, response: { 200: envelope(data) } },
});

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log, jobs: app.jobs, secretBox: app.secretBox };
  app.jobs.register(EXPORT_JOB, exportJobHandler(deps));
  app.jobs.register(EXPORT_EXPIRY_JOB, exportExpiryJobHandler(app.db));
  app.jobs.register(ERASE_FILES_JOB, eraseFilesJobHandler(app.config));

  app.post(
    '/v2/app/user/data-export',
    {
      ...player,
      ...schema(
        'Ask for a copy of your data; it is prepared in the background and a letter says when it is ready',
        EmptyRequest,
        DataExport,
      ),
    },
    async (request) => ok(request, await requestExport(deps, currentUserId(request))),
  );
  app.post(
    '/v2/app/user/data-export/list',
    { ...player, ...schema('Your copies of your data, newest first', EmptyRequest, DataExportList) },
    async (request) => ok(request, await listExports(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/user/data-export/download',
    {
      ...player,
      ...schema('A ready copy of your data as a JSON document', DataExportDownloadRequest, DataExportFile),
    },
    async (request) => {
      const { json, createdAt } = await downloadExport(deps, currentUserId(request), request.body.id);
      return ok(request, { filename: `game-hall-data-${createdAt.toISOString().slice(0, 10)}.json`, json });
    },
  );
  app.post(
    '/v2/app/user/close',
    {
      ...player,
      ...schema(
        'Close your account (password needed): the wallet must be empty and no payment open',
        AccountCloseRequest,
        Done,
      ),
    },
    async (request) => {
      await closeAccount({ db: app.db, store: app.store }, currentUserId(request), request.body.password, request.ip);
      return ok(request, { done: true as const });
    },
  );
  app.post(
    '/v2/admin/player/erase',
    {
      config: { auth: 'operator', roles: ['support'] },
      schema: {
        tags: ['back office'],
        summary: "Erase a closed account's personal data after the retention period (the ledger keeps its entries)",
        body: PlayerEraseRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await eraseClosedAccount(
        { db: app.db, jobs: app.jobs },
        currentOperator(request).operatorId,
        request.body,
        request.ip,
      );
      return ok(request, { done: true as const });
    },
  );
};

export default privacyRoutes;
