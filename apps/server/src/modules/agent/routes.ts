import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { IsAgentResponse } from '@hall/contracts/agent';
import { currentUserId } from '../../plugins/auth';
import { ok } from '../../lib/reply';
import { isApprovedAgent } from './repo';

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/app/agent/is/agent',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['agent'],
        summary: 'Whether the signed-in player is an approved agent',
        security: [{ token: [] }],
        body: EmptyRequest,
        response: { 200: envelope(IsAgentResponse) },
      },
    },
    async (request) => ok(request, await isApprovedAgent(app.db, currentUserId(request))),
  );
};

export default agentRoutes;
