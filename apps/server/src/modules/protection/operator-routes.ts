// The back office acting on a player's protections (customer service, `/v2/admin/protection/set`) and
// seeing where an account's identity is a self-excluded player's (`.../identity-matches`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProtection } from '@hall/contracts/protection';
import {
  IdentityMatches,
  IdentityMatchesRequest,
  OperatorProtectionRequest,
} from '@hall/contracts/protection-operator';
import { currentOperator } from '../../plugins/auth';
import { identityMatchesOf } from './identity-match';
import { setProtectionByOperator } from './operator-set';
import type { FindPlayer } from './service';
import { postRoute } from '../../lib/post-route';

const operatorProtectionRoutes: FastifyPluginAsyncZod<{ findPlayer: FindPlayer }> = async (app, { findPlayer }) => {
  postRoute(
    app,
    {
      url: '/v2/admin/protection/set',
      tags: ['back office'],
      summary:
        "Set a player's deposit or loss limit, a break or a self-exclusion, with a reason told to the player: only ever tighter than what is in force",
      body: OperatorProtectionRequest,
      data: AdminProtection,
      auth: 'operator',
      roles: ['support'],
    },
    (request, body) =>
      setProtectionByOperator({ db: app.db, findPlayer }, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/protection/identity-matches',
      tags: ['back office'],
      summary:
        "Where this player's ID number or card (refused) or name and date of birth (flagged) are a self-excluded player's",
      body: IdentityMatchesRequest,
      data: IdentityMatches,
      auth: 'operator',
      roles: ['support', 'finance'],
    },
    async (_request, body) => ({ list: await identityMatchesOf(app.db, body.userId) }),
  );
};

export default operatorProtectionRoutes;
