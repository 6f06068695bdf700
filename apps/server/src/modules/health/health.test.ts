import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok' });
  });

  it('reports the database (and Redis when configured) as ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ database: 'up', redis: process.env.REDIS_URL ? 'up' : 'disabled' });
  });

  it('reports not ready with 503 once the database is gone', async () => {
    const local = await createTestApp();
    await local.testDb.database.close();
    const res = await local.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data.database).toBe('down');
    await local.app.close();
    await local.testDb.dispose().catch(() => {});
  });
});
