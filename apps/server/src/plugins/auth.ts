// Reads the TOKEN header on API requests. Routes with `config: { auth: 'user' }` demand a signed-in
// player, `config: { auth: 'operator', roles }` a signed-in operator with one of the roles (admin
// always passes): no or unknown token gives 401, an ended session 402, a wrong role 403.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
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
}

async function authPlugin(app: FastifyInstance, options: { policy: SessionPolicy }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (request.routeOptions.config.auth === 'operator') {
      if (!token) throw AppError.notSignedIn();
      const found = await resolveOperatorSession(app.db, token, options.policy);
      if (found.state !== 'active') throw found.state === 'ended' ? AppError.sessionEnded() : AppError.notSignedIn();
      const roles = request.routeOptions.config.roles;
      if (roles && found.role !== 'admin' && !roles.includes(found.role)) throw AppError.forbidden();
      request.operator = { operatorId: found.operatorId, sessionId: found.sessionId, role: found.role };
      return;
    }
    const required = request.routeOptions.config.auth === 'user';
    if (!token) {
      if (required) throw AppError.notSignedIn();
      return;
    }
    const session = await resolveSession(app.db, token, options.policy);
    if (session.state === 'active') {
      request.auth = { userId: session.userId, sessionId: session.sessionId };
      return;
    }
    // On public routes a stale token is simply ignored: the visitor is served as anonymous.
    if (!required) return;
    throw session.state === 'ended' ? AppError.sessionEnded() : AppError.notSignedIn();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

/** The signed-in player's id on a route declared with `config: { auth: 'user' }`. */
export function currentUserId(request: { auth: { userId: number } | null }): number {
  if (!request.auth) throw AppError.notSignedIn();
  return request.auth.userId;
}

/** The signed-in operator on a route declared with `config: { auth: 'operator' }`. */
export function currentOperator(request: { operator: { operatorId: number; role: OperatorRole } | null }) {
  if (!request.operator) throw AppError.notSignedIn();
  return request.operator;
}
