// The ledger's part in the running app: the scheduled check (a durable job, every
// LEDGER_CHECK_MINUTES; 0 schedules none from this process). Operators read its latest result on
// the dashboard; money itself moves through the other modules' calls to post.ts.
import type { FastifyPluginAsync } from 'fastify';
import { LEDGER_CHECK_JOB, ledgerCheckHandler, scheduleLedgerCheck } from './scheduled-check';

const ledgerRoutes: FastifyPluginAsync = async (app) => {
  const minutes = app.config.LEDGER_CHECK_MINUTES;
  if (minutes === 0) return;
  const deps = { db: app.db, jobs: app.jobs, minutes, log: app.log.child({ module: 'ledger' }) };
  app.jobs.register(LEDGER_CHECK_JOB, ledgerCheckHandler(deps));
  app.addHook('onReady', async () => scheduleLedgerCheck(deps));
};

export default ledgerRoutes;
