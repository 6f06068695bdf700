// The back office acting on a player's protections (customer service, `/v2/admin/protection/set`) and
// seeing where an account's identity is a self-excluded player's (`.../identity-matches`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hall/contracts/envelope';
import { AdminProtection } from '@hall/contracts/protection';
import {
  IdentityMatches,
  IdentityMatchesRequest,
  OperatorProtectionRequest,
} from '@hall/contracts/protection-operator';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { identityMatchesOf } from './identity-match';
import { setProtectionByOperator } from './operator-set';
import type { FindPlayer } from './service';

const operatorProtectionRoutes: FastifyPluginAsyncZod<{ findPlayer: FindPlayer }> = async (app, { findPlayer }) => {
  app.post(
    '/v2/admin/protection/set',
    {
      config: { auth: 'operator' as const, roles: ['support' as const] },
      schema: {
        tags: ['back office'],
        summary:
          "Set a player's deposit or loss limit, a break or a self-exclusion, with a reason told to the player: only ever tighter than what is in force",
        security: [{ token: [] }],
        body: OperatorProtectionRequest,
        response: { 200: envelope(AdminProtection) },
      },
    },
    async (request) =>
      ok(
        request,
        await setProtectionByOperator(
          { db: app.db, findPlayer },
          currentOperator(request).operatorId,
          request.body,
          request.ip,
        ),
      ),
  );
  app.post(
    '/v2/admin/protection/identity-matches',
    {
      config: { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] },
      schema: {
        tags: ['back office'],
        summary:
          "Where this player's ID number or card (refused) or name and date of birth (flagged) are a self-excluded player's",
        security: [{ token: [] }],
        body: IdentityMatchesRequest,
        response: { 200: envelope(IdentityMatches) },
      },
    },
    async (request) => ok(request, { list: await identityMatchesOf(app.db, request.body.userId) }),
  );
};

export default operatorProtectionRoutes;
