// Every /v2/app and /v2/admin route either demands sign-in or is on the one public list in
// plugins/auth.ts. Proven by calling each without a token (and each back-office route with a
// player's token), so a route that ends up open by mistake fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../plugins/auth';
import { createTestApp, nextIp, post, type TestApp } from './app';
import { createSignedInUser } from './factories';

let t: TestApp;
let routes: Array<{ method: string; url: string }>;
let documented: Map<string, { security?: unknown[] }>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  documented = new Map();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }
  // The registered routes as the router sees them, and the documented ones, so neither can hide one.
  const all = new Map<string, { method: string; url: string }>();
  for (const r of t.app.routeInventory) {
    if (r.url.startsWith('/v2/app/') || r.url.startsWith('/v2/admin/')) all.set(`${r.method} ${r.url}`, r);
  }
  for (const key of documented.keys()) {
    const [method, url] = key.split(' ') as [string, string];
    if (url.startsWith('/v2/app/') || url.startsWith('/v2/admin/')) all.set(key, { method, url });
  }
  routes = [...all.values()].filter((r) => r.method !== 'HEAD');
});
afterAll(() => t.close());

const isPublic = (url: string) => PUBLIC_ROUTES.includes(url);

describe('route inventory', () => {
  it('finds the API routes and every public one is registered', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const url of PUBLIC_ROUTES)
      expect(
        routes.some((r) => r.url === url),
        url,
      ).toBe(true);
  });

  it('every route not on the public list answers 401 without a token, before looking at the body', async () => {
    const closed = routes.filter((r) => !isPublic(r.url));
    expect(closed.length).toBeGreaterThan(60);
    for (const route of closed) {
      for (const payload of [undefined, '{}', '{"x":', '[]']) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${payload}`).toBe(401);
        expect(res.json(), route.url).toMatchObject({ code: 401, data: { reason: 'not_signed_in' } });
      }
    }
  });

  it('a player token opens no back-office route', async () => {
    const { token } = await createSignedInUser(t.db);
    for (const route of routes.filter((r) => r.url.startsWith('/v2/admin/') && !isPublic(r.url))) {
      const res = await post(t.app, route.url, {}, { token }, nextIp());
      expect(res.status, route.url).toBe(401);
    }
  });

  it('public routes serve a visitor (whatever else they say, never 401)', async () => {
    for (const url of PUBLIC_ROUTES) {
      const res = await post(t.app, url, {}, {}, nextIp());
      expect(res.status, url).not.toBe(401);
      expect(res.status, url).toBeLessThan(500);
    }
  });

  it('the API reference marks exactly the signed-in routes as needing the TOKEN header', () => {
    for (const route of routes) {
      const operation = documented.get(`${route.method} ${route.url}`);
      if (!operation) continue;
      expect(Boolean(operation.security?.length), route.url).toBe(!isPublic(route.url));
    }
  });
});
