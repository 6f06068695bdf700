// Every /v2/app and /v2/admin route either demands sign-in or is on the one public list in
// plugins/route-access.ts, and every access rule (public, player, agent, operator role, the back
// office's address allow-list) holds whether the path comes plainly or percent-encoded, as the
// router decodes it. Proven by calling each route, so a route that ends up open by mistake fails here.
import type { OperatorRole } from '@hall/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../modules/operator/service';
import { PUBLIC_ROUTES } from '../plugins/route-access';
import { createTestApp, nextIp, post, type TestApp } from './app';
import { createSignedInUser } from './factories';
import { signedInOperator } from './operators';

let t: TestApp;
let routes: Array<{ method: string; url: string }>;

/**
 * The same path with a letter percent-encoded in its area segment (`/v2/%61dmin/...`) and in its
 * last segment: the router decodes both, so the route and its rules must be the same.
 */
function encoded(url: string): string {
  const parts = url.split('/');
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  parts[2] = hex(parts[2]![0]!) + parts[2]!.slice(1);
  const last = parts.at(-1)!;
  parts[parts.length - 1] = last.slice(0, -1) + hex(last.at(-1)!).toUpperCase();
  return parts.join('/');
}
const spellings = (url: string) => [url, encoded(url)];

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

  it('every route registered has a rule in the inventory, the metrics and documentation routes too', () => {
    const urls = new Set(t.app.routeInventory.map((r) => r.url));
    for (const url of ['/metrics', '/healthz', '/readyz', '/v2/docs/json', '/v2/pay/callback/:channel'])
      expect(urls.has(url), url).toBe(true);
    for (const r of t.app.routeInventory) {
      expect(r.backOffice, r.url).toBe(r.url.startsWith('/v2/admin/'));
      if (r.backOffice && !isPublic(r.url)) expect(r.auth, r.url).toBe('operator');
      if (r.url.startsWith('/v2/app/') && !isPublic(r.url)) expect(r.auth, r.url).toBe('user');
    }
  });

  it('a percent-encoded path meets the same sign-in rule as the plain one', async () => {
    const closed = routes.filter((r) => !isPublic(r.url));
    for (const route of closed) {
      const url = encoded(route.url);
      const res = await t.app.inject({ method: route.method as 'POST', url, remoteAddress: nextIp() });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  it('team routes answer 403 to a signed-in player who is not an active agent, plain or encoded', async () => {
    const teamRoutes = t.app.routeInventory.filter((r) => r.agent);
    const open = ['/v2/app/agent/is/agent', '/v2/app/agent/apply', '/v2/app/agent/apply/status'];
    expect(teamRoutes.map((r) => r.url).sort()).toEqual(
      routes
        .filter((r) => r.url.startsWith('/v2/app/agent/') && !open.includes(r.url))
        .map((r) => r.url)
        .sort(),
    );
    const { token } = await createSignedInUser(t.db);
    for (const route of teamRoutes) {
      for (const url of spellings(route.url)) {
        const res = await post(t.app, url, {}, { token }, nextIp());
        expect(res.status, url).toBe(403);
        expect(res.body.data.reason, url).toBe('not_agent');
      }
    }
    for (const url of open) expect((await post(t.app, url, {}, { token }, nextIp())).status, url).toBe(200);
  });

  it("an operator outside a route's roles gets 403 on it, plain or encoded", async () => {
    const narrowed = t.app.routeInventory.filter((r) => r.roles && r.method === 'POST');
    expect(narrowed.length).toBeGreaterThan(30);
    const operators = new Map<OperatorRole, Record<string, string>>();
    for (const role of ['support', 'content', 'finance'] as const)
      operators.set(role, (await signedInOperator(t.app, role)).headers);
    for (const route of narrowed) {
      const outsider = (['support', 'content', 'finance'] as const).find((role) => !route.roles!.includes(role));
      if (!outsider) continue;
      for (const url of spellings(route.url)) {
        const res = await post(t.app, url, {}, operators.get(outsider)!, nextIp());
        expect(res.status, `${outsider} ${url}`).toBe(403);
        expect(res.body.data.reason, url).toBe('forbidden');
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

  it('every back-office answer is marked no-store, errors and encoded paths included', async () => {
    for (const route of routes.filter((r) => r.url.startsWith('/v2/admin/'))) {
      for (const url of spellings(route.url)) {
        const res = await post(t.app, url, {}, {}, nextIp());
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
    const missing = await post(t.app, '/v2/%61dmin/no/such/route', {}, {}, nextIp());
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('the API reference marks exactly the signed-in routes as needing the TOKEN header', () => {
    for (const route of routes) {
      const operation = documented.get(`${route.method} ${route.url}`);
      if (!operation) continue;
      expect(Boolean(operation.security?.length), route.url).toBe(!isPublic(route.url));
    }
  });
});

describe('the back office behind CONSOLE_ALLOWED_IPS', () => {
  let fenced: TestApp;
  beforeAll(async () => {
    fenced = await createTestApp({ CONSOLE_ALLOWED_IPS: '10.1.0.0/16' });
  });
  afterAll(() => fenced.close());

  it('refuses every back-office route, sign-in included, to another address however the path is spelled', async () => {
    const backOffice = routes.filter((r) => r.url.startsWith('/v2/admin/'));
    expect(backOffice.length).toBeGreaterThan(40);
    for (const route of backOffice) {
      for (const url of spellings(route.url)) {
        const res = await fenced.app.inject({ method: route.method as 'POST', url, remoteAddress: '10.2.0.1' });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().data.reason, url).toBe('ip_not_allowed');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
    // A path no route has gets the same answer: a refused address cannot map the back office.
    for (const url of ['/v2/admin/no/such/route', '/v2/%61dmin/no/such/route']) {
      const res = await post(fenced.app, url, {}, {}, '10.2.0.1');
      expect(res.body.data.reason, url).toBe('ip_not_allowed');
    }
  });

  it('an encoded sign-in from a refused address signs nobody in; the allowed address still can', async () => {
    await createOperator(fenced.db, { username: 'fence', password: 'correct horse battery', role: 'support' });
    const credentials = { username: 'fence', password: 'correct horse battery' };
    for (const url of ['/v2/%61dmin/auth/login', '/v2/admin/auth/logi%6E', '/v2/%61%64%6D%69%6E/auth/login']) {
      const res = await post(fenced.app, url, credentials, {}, '10.2.0.1');
      expect(res.status, url).toBe(403);
      expect(res.body.data, url).toMatchObject({ reason: 'ip_not_allowed' });
    }
    const inside = await post(fenced.app, '/v2/%61dmin/auth/login', credentials, {}, '10.1.3.4');
    expect(inside.status).toBe(200);
    expect(typeof inside.body.data.token).toBe('string');
  });

  it('leaves player routes open to every address', async () => {
    const res = await post(fenced.app, '/v2/%61pp/notice/query', { page: 1, pageSize: 5 }, {}, '10.2.0.1');
    expect(res.status).toBe(200);
  });
});
