// Reads the TOKEN header on API requests. Sign-in is the default: every /v2/app route demands a
// signed-in player and every /v2/admin route a signed-in operator, except the routes on the one
// PUBLIC_ROUTES list below. `config: { auth: 'operator', roles }` narrows an operator route to
// roles (admin always passes). No or unknown token gives 401, an ended session 402, a wrong role
// 403, and all of it is decided when the request arrives, before its body is read or validated.
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isAllowed, type AllowList } from '../lib/allow-list';
import { resolveSession, type SessionPolicy } from '../modules/session/service';
import { resolveOperatorSession } from '../modules/operator/service';
import type { OperatorRole } from '@hall/contracts/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'user' | 'operator';
    roles?: OperatorRole[];
  }
  interface FastifyRequest {
    /** The signed-in player of this request, or null. */
    auth: { userId: number; sessionId: number } | null;
    /** The signed-in operator of this request (back-office routes only), or null. */
    operator: { operatorId: number; sessionId: number; role: OperatorRole } | null;
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
  schema?: FastifySchema;
}

/** What a player who must first change its password may still call (besides the public routes). */
export const PASSWORD_CHANGE_ROUTES: readonly string[] = [
  '/v2/app/user/info',
  '/v2/app/user/get/info',
  '/v2/app/auth/password/update',
  '/v2/app/auth/logout',
];

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

/** What an operator whose role needs an authenticator may call before it has one. */
export const ENROLMENT_ROUTES: readonly string[] = [
  '/v2/admin/auth/me',
  '/v2/admin/auth/logout',
  '/v2/admin/auth/totp/setup',
  '/v2/admin/auth/totp/enable',
];
const PUBLIC = new Set(PUBLIC_ROUTES);

/** Who must be signed in for a route, from its path and what it declares. */
function requiredAuth(url: string, declared: 'user' | 'operator' | undefined): InventoryRoute['auth'] {
  const area = url.startsWith('/v2/admin/') ? 'operator' : url.startsWith('/v2/app/') ? 'user' : undefined;
  if (PUBLIC.has(url)) {
    if (declared) throw new Error(`${url} is on the public list but declares auth '${declared}'`);
    return 'public';
  }
  // Outside the API areas (callbacks, health, the site) a route signs in only when it says so.
  return declared ?? area ?? 'public';
}

interface AuthOptions {
  policy: SessionPolicy;
  operatorPolicy: SessionPolicy;
  /** CONSOLE_ALLOWED_IPS: when set, the back-office API (its sign-in too) answers these addresses only. */
  consoleAllowList: AllowList | null;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  const inventory: InventoryRoute[] = [];
  app.decorate('routeInventory', inventory);

  app.addHook('onRoute', (route) => {
    const auth = requiredAuth(route.url, route.config?.auth);
    if (auth !== 'public') {
      route.config = { ...route.config, auth };
      if (route.schema && !route.schema.hide) route.schema.security ??= [{ token: [] }];
    }
    for (const method of [route.method].flat()) inventory.push({ method, url: route.url, auth, schema: route.schema });
  });

  // A public route that was renamed or removed must leave the list too, or the list stops meaning anything.
  app.addHook('onReady', async () => {
    const missing = PUBLIC_ROUTES.filter((url) => !inventory.some((route) => route.url === url));
    if (missing.length > 0) throw new Error(`public routes not registered: ${missing.join(', ')}`);
  });

  // onRequest runs before the body is parsed or validated: a caller who may not call a route learns
  // nothing about what it takes.
  app.addHook('onRequest', async (request, reply) => {
    // Back-office answers carry player data: no browser or proxy may keep a copy, errors included.
    if (request.url.startsWith('/v2/admin/')) reply.header('cache-control', 'no-store');
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const required = request.routeOptions.config.auth;
    if (
      options.consoleAllowList &&
      request.url.startsWith('/v2/admin/') &&
      !isAllowed(options.consoleAllowList, request.ip)
    )
      throw new AppError(403, 'ip_not_allowed', 'auth.ip_not_allowed');
    if (required === 'operator') {
      if (!token) throw AppError.notSignedIn();
      const found = await resolveOperatorSession(app.db, token, options.operatorPolicy);
      if (found.state !== 'active') throw found.state === 'ended' ? AppError.sessionEnded() : AppError.notSignedIn();
      if (found.enrolOnly && !ENROLMENT_ROUTES.includes(request.routeOptions.url ?? ''))
        throw new AppError(403, 'two_factor_required', 'auth.two_factor_required');
      const roles = request.routeOptions.config.roles;
      if (roles && found.role !== 'admin' && !roles.includes(found.role)) throw AppError.forbidden();
      request.operator = { operatorId: found.operatorId, sessionId: found.sessionId, role: found.role };
      return;
    }
    if (!token) {
      if (required === 'user') throw AppError.notSignedIn();
      return;
    }
    const session = await resolveSession(app.db, token, options.policy);
    if (session.state === 'active') {
      request.auth = { userId: session.userId, sessionId: session.sessionId };
      // An account an agent created signs in with the agent's password: until the player picks
      // its own, it may read who it is, change the password and sign out, nothing else.
      if (
        session.passwordChangeRequired &&
        required === 'user' &&
        !PASSWORD_CHANGE_ROUTES.includes(request.routeOptions.url ?? '')
      )
        throw new AppError(403, 'password_change_required', 'auth.password_change_required');
      return;
    }
    // On public routes a stale token is simply ignored: the visitor is served as anonymous.
    if (required !== 'user') return;
    throw session.state === 'ended' ? AppError.sessionEnded() : AppError.notSignedIn();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

/** The signed-in player's id on a route that requires a player. */
export function currentUserId(request: { auth: { userId: number } | null }): number {
  if (!request.auth) throw AppError.notSignedIn();
  return request.auth.userId;
}

/** The signed-in operator on a route that requires an operator. */
export function currentOperator(request: { operator: { operatorId: number; role: OperatorRole } | null }) {
  if (!request.operator) throw AppError.notSignedIn();
  return request.operator;
}
