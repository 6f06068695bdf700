// The ledger's part in the running app: the player's coin balance (SPEC's path under /user), and the
// scheduled check (a durable job, every LEDGER_CHECK_MINUTES; 0 schedules none from this process).
// Operators read the check's latest result on the dashboard; money itself moves through the other
// modules' calls to post.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { BalanceResponse } from '@hall/contracts/user';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { walletBalance } from './accounts';
import { LEDGER_CHECK_JOB, ledgerCheckHandler, scheduleLedgerCheck } from './scheduled-check';

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  postRoute(
    app,
    {
      url: '/v2/app/user/balance',
      tags: ['account'],
      summary: 'The signed-in player’s coin balance',
      body: EmptyRequest,
      data: BalanceResponse,
      auth: 'user',
    },
    async (request) => ({ coins: (await walletBalance(app.db, currentUserId(request))).toString() }),
  );

  const minutes = app.config.LEDGER_CHECK_MINUTES;
  if (minutes === 0) return;
  const deps = { db: app.db, jobs: app.jobs, minutes, log: app.log.child({ module: 'ledger' }) };
  app.jobs.register(LEDGER_CHECK_JOB, ledgerCheckHandler(deps));
  app.addHook('onReady', async () => scheduleLedgerCheck(deps));
};

export default ledgerRoutes;
