// GET /metrics in the Prometheus text format: requests and their latency by route pattern and
// status, spins, ledger postings, the job queue, stray rejections, the database pool, and the
// default process metrics. With METRICS_TOKEN set it answers only that bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error';
import { processRegistry, startDefaultMetrics } from '../lib/process-metrics';

const SPIN_ROUTE = '/v2/app/game/spin';
// Requests that matched no route share one label, so scanners cannot grow the series without bound.
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(token));
}

/** Background jobs not yet done, of one kind. */
export interface JobKindStats {
  kind: string;
  queued: number;
  running: number;
  failed: number;
}

interface MetricsOptions {
  token?: string | undefined;
  /** The job queue's depth, read when scraped; the jobs module answers (this plugin sits below the modules). */
  jobQueueStats: () => Promise<JobKindStats[]>;
}

async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  startDefaultMetrics();
  // One registry per app: tests build many apps in one process, each with its own counts.
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'hall_http_requests_total',
    help: 'Requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hall_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const spins = new Counter({
    name: 'hall_spins_total',
    help: 'Spins answered successfully.',
    registers: [registry],
  });
  new Gauge({
    name: 'hall_jobs',
    help: 'Background jobs not yet done, by kind and state (queued, running, failed).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await options.jobQueueStats()) {
        this.set({ kind: row.kind, state: 'queued' }, row.queued);
        this.set({ kind: row.kind, state: 'running' }, row.running);
        this.set({ kind: row.kind, state: 'failed' }, row.failed);
      }
    },
  });
  new Gauge({
    name: 'hall_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (none on PGlite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      // Read when scraped: this plugin loads before the database plugin, to time every request.
      const pool = app.database.raw;
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (labels.route === SPIN_ROUTE && reply.statusCode === 200) spins.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token && !bearerMatches(request, options.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'metrics_token_required', 'error.not_signed_in');
    }
    const text = (await registry.metrics()) + (await processRegistry.metrics());
    reply.type(registry.contentType).header('cache-control', 'no-store');
    return text;
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
