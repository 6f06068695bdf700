// The player's rights over their data and account (privacy notice, "Your rights"), and the back
// office's erasure of a closed account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  AccountCloseRequest,
  DataExport,
  DataExportDownloadRequest,
  DataExportFile,
  DataExportList,
  PlayerEraseRequest,
} from '@hall/contracts/privacy';
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
import { postRoute } from '../../lib/post-route';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log, jobs: app.jobs, secretBox: app.secretBox };
  app.jobs.register(EXPORT_JOB, exportJobHandler(deps));
  app.jobs.register(EXPORT_EXPIRY_JOB, exportExpiryJobHandler(app.db));
  app.jobs.register(ERASE_FILES_JOB, eraseFilesJobHandler(app.config));

  postRoute(
    app,
    {
      url: '/v2/app/user/data-export',
      tags: ['account'],
      summary: 'Ask for a copy of your data; it is prepared in the background and a letter says when it is ready',
      body: EmptyRequest,
      data: DataExport,
      auth: 'user',
    },
    (request) => requestExport(deps, currentUserId(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/app/user/data-export/list',
      tags: ['account'],
      summary: 'Your copies of your data, newest first',
      body: EmptyRequest,
      data: DataExportList,
      auth: 'user',
    },
    (request) => listExports(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/app/user/data-export/download',
      tags: ['account'],
      summary: 'A ready copy of your data as a JSON document',
      body: DataExportDownloadRequest,
      data: DataExportFile,
      auth: 'user',
    },
    async (request, body) => {
      const { json, createdAt } = await downloadExport(deps, currentUserId(request), body.id);
      return { filename: `game-hall-data-${createdAt.toISOString().slice(0, 10)}.json`, json };
    },
  );
  postRoute(
    app,
    {
      url: '/v2/app/user/close',
      tags: ['account'],
      summary: 'Close your account (password needed): the wallet must be empty and no payment open',
      body: AccountCloseRequest,
      data: Done,
      auth: 'user',
    },
    async (request, body) => {
      await closeAccount({ db: app.db, store: app.store }, currentUserId(request), body.password, request.ip);
      return { done: true as const };
    },
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/erase',
      tags: ['back office'],
      summary: "Erase a closed account's personal data after the retention period (the ledger keeps its entries)",
      body: PlayerEraseRequest,
      data: Done,
      auth: 'operator',
      roles: ['support'],
    },
    async (request, body) => {
      await eraseClosedAccount({ db: app.db, jobs: app.jobs }, currentOperator(request).operatorId, body, request.ip);
      return { done: true as const };
    },
  );
};

export default privacyRoutes;
