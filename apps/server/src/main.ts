// Starts the server process: configuration, database and migrations, then listen. On SIGTERM or
// SIGINT it drains: it stops listening (a proxy sends new requests to the other processes), answers
// the requests that reached it, tells its event streams to reconnect elsewhere, closes the database
// and exits 0. If that takes longer than SHUTDOWN_GRACE_MS it exits 1: what was cut off rolls back
// (each money movement is one transaction), as after a crash.
import { buildApp } from './app';
import { ConfigError, listenUrl, loadConfig, sandboxDecision } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { currentRequestId } from './plugins/process-guard';

/** Longest drain: a request still running after this is cut off (its transaction rolls back). */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  const app = await buildApp({ config, database, ownsDatabase: true });
  // A stray rejection is logged and counted by the app (plugins/process-guard) and the process keeps
  // serving: the chain that rejected ran to its end in order. An uncaught exception is different: it
  // unwound a stack from the middle of some callback, which may have left a pool client, a stream or
  // a half-built state inconsistent, and Node cannot vouch for anything after it. So: log it with
  // the request it came from, and exit for the supervisor to start a clean process.
  process.on('uncaughtException', (err, origin) => {
    app.log.fatal({ err, origin, reqId: currentRequestId() }, 'uncaught exception; exiting');
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const began = Date.now();
    app.log.info({ signal }, 'shutting down: no new connections; finishing the requests in flight');
    const force = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long; exiting with requests unfinished');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      app.log.info({ signal, drainedMs: Date.now() - began }, 'drained; exiting');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const listening = app.server.address();
  const port = typeof listening === 'object' && listening ? listening.port : config.PORT;
  const site = config.PUBLIC_URL;
  const address = listenUrl(config.HOST, port);
  const sandboxes = sandboxDecision(config);
  app.log.info(
    {
      engine: database.engine,
      dataDir: database.engine === 'pglite' ? config.DATA_DIR : undefined,
      listening: address,
      url: site,
      sandboxes: sandboxes.on ? 'on' : 'off',
      mailbox: sandboxes.on ? `${site}/dev/mailbox` : undefined,
      sandboxCashier: sandboxes.on ? `${site}/sandbox/cashier/<order number>` : undefined,
    },
    startupMessage(site, address, sandboxes),
  );
}

/**
 * The start-up line a person reads: where the site is, whether the sandboxes are on and why, and
 * with them on, where its mail and cashier are.
 */
function startupMessage(site: string, listening: string, sandboxes: { on: boolean; why: string }): string {
  let message = `game hall ready on ${site}${site === listening ? '' : ` (listening on ${listening})`}`;
  if (sandboxes.on) {
    message +=
      `; sandboxes on (${sandboxes.why})` +
      `: sign-up and reset codes arrive in the dev mailbox at ${site}/dev/mailbox` +
      `; deposit orders are paid on the sandbox cashier at ${site}/sandbox/cashier/<order number>`;
  } else message += `; sandboxes off (${sandboxes.why})`;
  return message;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
