// Who may call each route, as a property of the route: when a route is registered, its pattern in
// the route table decides its rule (public, player, agent, operator with roles, back office), which
// is written into the route's config and listed in the route inventory. Checks at request time
// (plugins/auth) read that config, never the request's raw URL: the router matches the decoded
// path, so `/v2/%61dmin/...` reaches the same route and meets the same rules. Registered first.
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
// The OpenAPI plugin's additions to a route schema (hide, security), named here because this file is
// also compiled on its own, from the end-to-end suite's imports.
import type {} from '@fastify/swagger';
import type { OperatorRole } from '@hall/contracts/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'user' | 'operator';
    roles?: OperatorRole[];
    /** A player route for active agents only: the agent module checks it when the request arrives. */
    agent?: boolean;
    /**
     * Set by the route table, never by a route: the route is the back office's (its pattern is under
     * /v2/admin), so it answers CONSOLE_ALLOWED_IPS only and is never cached.
     */
    backOffice?: boolean;
  }
  interface FastifyInstance {
    /** Every route as registered, with who may call it and its schemas. */
    routeInventory: InventoryRoute[];
  }
}

export interface InventoryRoute {
  method: string;
  url: string;
  /** Who must be signed in: 'public' for PUBLIC_ROUTES and for routes outside /v2/app and /v2/admin that declare nothing. */
  auth: 'user' | 'operator' | 'public';
  /** The operator roles a route is narrowed to (admin always passes); undefined: any operator. */
  roles?: OperatorRole[];
  /** A player route for active agents only. */
  agent: boolean;
  /** A back-office route: closed to addresses outside CONSOLE_ALLOWED_IPS. */
  backOffice: boolean;
  schema?: FastifySchema;
}

/**
 * The API routes anyone may call without signing in. A public route still sees the player when a
 * live token comes along (a stale one is ignored). Anything not listed here needs sign-in, so a
 * route that forgets to say so is closed, not open.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/v2/app/auth/get',
  '/v2/app/auth/login',
  '/v2/app/auth/login3',
  '/v2/app/auth/providers',
  '/v2/app/auth/send/email',
  '/v2/app/auth/reset/password',
  '/v2/app/register/send/email/code',
  '/v2/app/register/valid',
  '/v2/app/register/user',
  '/v2/app/country',
  '/v2/app/notice/query',
  '/v2/app/notice/get',
  '/v2/app/banner/query',
  '/v2/app/favorable/query',
  '/v2/app/favorable/get',
  '/v2/app/game/query/pop/new',
  '/v2/app/game/query/latest/new',
  '/v2/app/bonus/offers',
  '/v2/app/support/contact',
  '/v2/app/site/operator',
  // The live event stream: EventSource sends no TOKEN, so its single-use ticket (from the signed-in
  // POST /v2/app/events/ticket) is the credential, checked by the route itself.
  '/v2/app/events',
  '/v2/admin/auth/login',
  '/v2/admin/auth/login/totp',
];

const PUBLIC = new Set(PUBLIC_ROUTES);

const BACK_OFFICE = '/v2/admin/';
const isBackOffice = (pattern: string) => pattern.startsWith(BACK_OFFICE);

/**
 * A path no route matched, decoded as the router decodes it: a refused address gets the same 403
 * for `/v2/%61dmin/nothing` as for a real back-office route, and learns nothing from 404s.
 */
export function isBackOfficePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  try {
    return isBackOffice(decodeURIComponent(path));
  } catch {
    return isBackOffice(path);
  }
}

/** Who must be signed in for a route, from its pattern and what it declares. */
function requiredAuth(url: string, declared: 'user' | 'operator' | undefined): InventoryRoute['auth'] {
  const area = isBackOffice(url) ? 'operator' : url.startsWith('/v2/app/') ? 'user' : undefined;
  if (PUBLIC.has(url)) {
    if (declared) throw new Error(`${url} is on the public list but declares auth '${declared}'`);
    return 'public';
  }
  // Outside the API areas (callbacks, health, the site) a route signs in only when it says so.
  return declared ?? area ?? 'public';
}

async function routeAccessPlugin(app: FastifyInstance) {
  const inventory: InventoryRoute[] = [];
  app.decorate('routeInventory', inventory);

  app.addHook('onRoute', (route) => {
    const auth = requiredAuth(route.url, route.config?.auth);
    const backOffice = isBackOffice(route.url);
    if (route.config?.backOffice !== undefined) throw new Error(`${route.url}: backOffice is decided by its path`);
    if (route.config?.agent && auth !== 'user') throw new Error(`${route.url}: an agent route is a player route`);
    route.config = { ...route.config, backOffice, ...(auth === 'public' ? {} : { auth }) };
    if (auth !== 'public' && route.schema && !route.schema.hide) route.schema.security ??= [{ token: [] }];
    const { roles, agent = false } = route.config;
    for (const method of [route.method].flat())
      inventory.push({ method, url: route.url, auth, roles, agent, backOffice, schema: route.schema });
  });

  // A public route that was renamed or removed must leave the list too, or the list stops meaning anything.
  app.addHook('onReady', async () => {
    const missing = PUBLIC_ROUTES.filter((url) => !inventory.some((route) => route.url === url));
    if (missing.length > 0) throw new Error(`public routes not registered: ${missing.join(', ')}`);
  });
}

export default fp(routeAccessPlugin, { name: 'route-access' });
