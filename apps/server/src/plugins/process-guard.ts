// Keeps one stray promise from taking the whole process down: a rejection nobody handled is logged
// (with the id of the request whose work started it), counted in the metrics, and the server goes
// on serving. Every other player's request would otherwise die with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unhandledRejections } from '../lib/process-metrics';

interface RequestContext {
  requestId: string;
  log: FastifyBaseLogger;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now, if any (also inside its timers and promises). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

// The loggers of the live app instances (one in the server process; several in a test process).
const loggers = new Set<FastifyBaseLogger>();

function onUnhandledRejection(reason: unknown) {
  unhandledRejections.inc();
  // Node keeps the async context of the promise for this event, so the request that started the
  // work is known even when the rejection comes long after its answer was sent.
  const context = requestContext.getStore();
  const targets = context ? [context.log] : loggers;
  for (const log of targets) {
    // A request's logger already carries its id as reqId, like every other line of that request.
    log.error({ err: reason }, 'unhandled promise rejection; still serving');
  }
}

async function processGuardPlugin(app: FastifyInstance) {
  // Callback style, so that the whole request (hooks, handler and everything they start) runs in it.
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id, log: request.log }, done);
  });
  if (loggers.size === 0) process.on('unhandledRejection', onUnhandledRejection);
  loggers.add(app.log);
  app.addHook('onClose', async () => {
    loggers.delete(app.log);
    if (loggers.size === 0) process.off('unhandledRejection', onUnhandledRejection);
  });
}

export default fp(processGuardPlugin, { name: 'process-guard' });
