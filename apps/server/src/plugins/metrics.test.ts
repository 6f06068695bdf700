// GET /metrics: Prometheus text with requests by route pattern, spins, ledger postings, the job
// queue and the pool; only for the bearer of METRICS_TOKEN when one is set; never in the API document.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createSignedInUser } from '../test/factories';
import { depositThroughSandbox, requestKey } from '../test/money';
import { expectLedgerVerified } from '../test/ledger';
import { jobs } from '../db/schema/jobs';
import { eq } from 'drizzle-orm';
import type { App } from '../app';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(app: App, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return { text: response.body, samples: parse(response.body) };
}

/** The value of one series (0 when it does not exist yet). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('counts requests and their latency by route pattern and status, never by the raw address', async () => {
    await post(t.app, '/v2/app/auth/login', { account: 'nobody-here', password: 'wrong' });
    await t.app.inject({ method: 'GET', url: '/sandbox/cashier/D-SECRET-ORDER-123' });
    await t.app.inject({ method: 'GET', url: '/v2/no/such/route-xyz' });
    const { text, samples } = await scrape(t.app);

    expect(
      value(samples, 'hall_http_requests_total', {
        method: 'GET',
        route: '/sandbox/cashier/:orderSn',
        status_code: '404',
      }),
    ).toBe(1);
    expect(value(samples, 'hall_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('D-SECRET-ORDER-123');
    expect(text).not.toContain('route-xyz');
    const login = samples.find((s) => s.name === 'hall_http_requests_total' && s.labels.route === '/v2/app/auth/login');
    expect(login?.value).toBe(1);
    expect(login?.labels.status_code).toMatch(/^4\d\d$/);
    expect(
      value(samples, 'hall_http_request_duration_seconds_count', {
        route: '/v2/app/auth/login',
        status_code: login!.labels.status_code!,
      }),
    ).toBe(1);
    // The default process metrics come along.
    expect(samples.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('counts spins and ledger postings by kind', async () => {
    const { token } = await createSignedInUser(t.db);
    const before = (await scrape(t.app)).samples;
    await depositThroughSandbox(t.app, token, '1000');
    for (let i = 0; i < 3; i++) {
      const spin = await post(t.app, '/v2/app/game/spin', { machineId: 'S-001', requestKey: requestKey() }, { token });
      expect(spin.status).toBe(200);
    }
    const after = (await scrape(t.app)).samples;
    expect(value(after, 'hall_spins_total') - value(before, 'hall_spins_total')).toBe(3);
    const delta = (kind: string) =>
      value(after, 'hall_ledger_postings_total', { kind }) - value(before, 'hall_ledger_postings_total', { kind });
    expect(delta('bet')).toBe(3);
    expect(delta('deposit')).toBe(1);
  });

  it('shows the job queue depth and failures by kind', async () => {
    // A kind no worker handles stays queued, so the depth is exactly what was added.
    await t.app.jobs.enqueue(t.db, { kind: 'metrics-probe', dedupeKey: 'metrics-probe-1' });
    const second = await t.app.jobs.enqueue(t.db, { kind: 'metrics-probe', dedupeKey: 'metrics-probe-2' });
    let { samples } = await scrape(t.app);
    expect(value(samples, 'hall_jobs', { kind: 'metrics-probe', state: 'queued' })).toBe(2);
    expect(value(samples, 'hall_jobs', { kind: 'metrics-probe', state: 'failed' })).toBe(0);
    // A job that gave up for good shows as a failure.
    await t.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, second.id));
    ({ samples } = await scrape(t.app));
    expect(value(samples, 'hall_jobs', { kind: 'metrics-probe', state: 'queued' })).toBe(1);
    expect(value(samples, 'hall_jobs', { kind: 'metrics-probe', state: 'failed' })).toBe(1);
  });

  it.runIf(testEngine() === 'postgres')('shows the PostgreSQL pool', async () => {
    const { samples } = await scrape(t.app);
    expect(value(samples, 'hall_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'hall_db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
  });

  it('is not in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-long-metrics-token-0123456789';
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => guarded.close());

  it('answers only the bearer of the token; anyone else gets the 401 envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token]) {
      const response = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'accept-language': 'en-US', ...(authorization ? { authorization } : {}) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, data: { reason: 'metrics_token_required' } });
      expect(response.body).not.toContain('hall_http_requests_total');
    }
    const { samples } = await scrape(guarded.app, { authorization: `Bearer ${token}` });
    expect(samples.some((s) => s.name === 'hall_http_requests_total')).toBe(true);
  });
});
