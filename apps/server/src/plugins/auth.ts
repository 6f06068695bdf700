// Reads the TOKEN header on API requests and enforces each route's access rule, which the route
// table wrote into the route's config (plugins/route-access: sign-in by default under /v2/app and
// /v2/admin, the one PUBLIC_ROUTES list, roles, the back office's address allow-list). Admin always
// passes a role. No or unknown token gives 401, an ended session 402, a wrong role or address 403,
// all decided when the request arrives, before its body is read or validated.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isAllowed, type AllowList } from '../lib/allow-list';
import type { OperatorRole } from '@hall/contracts/admin';
import { isBackOfficePath } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of this request, or null. */
    auth: { userId: number; sessionId: number } | null;
    /** The signed-in operator of this request (back-office routes only), or null. */
    operator: { operatorId: number; sessionId: number; role: OperatorRole } | null;
  }
}

/** What a player who must first change its password may still call (besides the public routes). */
export const PASSWORD_CHANGE_ROUTES: readonly string[] = [
  '/v2/app/user/info',
  '/v2/app/user/get/info',
  '/v2/app/auth/password/update',
  '/v2/app/auth/logout',
];

/** What an operator still on an admin's password may call: choosing its own, and leaving. */
export const OPERATOR_PASSWORD_ROUTES: readonly string[] = [
  '/v2/admin/auth/me',
  '/v2/admin/auth/logout',
  '/v2/admin/auth/password',
];

/** What an operator whose role needs an authenticator may call before it has one. */
export const ENROLMENT_ROUTES: readonly string[] = [
  '/v2/admin/auth/me',
  '/v2/admin/auth/logout',
  '/v2/admin/auth/totp/setup',
  '/v2/admin/auth/totp/enable',
];

/** What a token says about a player: the session module answers (this plugin sits below the modules). */
export type PlayerSessionLookup =
  | { state: 'active'; sessionId: number; userId: number; passwordChangeRequired: boolean }
  | { state: 'ended' }
  | { state: 'unknown' };

/** What a token says about an operator: the operator module answers. */
export type OperatorSessionLookup =
  | {
      state: 'active';
      operatorId: number;
      sessionId: number;
      role: OperatorRole;
      enrolOnly: boolean;
      /** An operator an admin made, still on the admin's password: it may only choose its own. */
      passwordOnly: boolean;
    }
  | { state: 'ended' }
  | { state: 'unknown' };

interface AuthOptions {
  resolvePlayer: (token: string) => Promise<PlayerSessionLookup>;
  resolveOperator: (token: string) => Promise<OperatorSessionLookup>;
  /** CONSOLE_ALLOWED_IPS: when set, the back-office API (its sign-in too) answers these addresses only. */
  consoleAllowList: AllowList | null;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  // onRequest runs before the body is parsed or validated: a caller who may not call a route learns
  // nothing about what it takes.
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const backOffice = request.is404 ? isBackOfficePath(request.url) : config.backOffice === true;
    // Back-office answers carry player data: no browser or proxy may keep a copy, errors included.
    if (backOffice) reply.header('cache-control', 'no-store');
    if (backOffice && options.consoleAllowList && !isAllowed(options.consoleAllowList, request.ip))
      throw new AppError(403, 'ip_not_allowed', 'auth.ip_not_allowed');
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const required = config.auth;
    if (required === 'operator') {
      if (!token) throw AppError.notSignedIn();
      const found = await options.resolveOperator(token);
      if (found.state !== 'active') throw found.state === 'ended' ? AppError.sessionEnded() : AppError.notSignedIn();
      if (found.passwordOnly && !OPERATOR_PASSWORD_ROUTES.includes(request.routeOptions.url ?? ''))
        throw new AppError(403, 'password_change_required', 'auth.operator_password_change_required');
      if (found.enrolOnly && !found.passwordOnly && !ENROLMENT_ROUTES.includes(request.routeOptions.url ?? ''))
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
    const session = await options.resolvePlayer(token);
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

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'route-access'] });

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
