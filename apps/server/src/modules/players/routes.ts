// The back office's calls on players' accounts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hall/contracts/envelope';
import { PlayerFreezeRequest, PlayerSearchRequest, PlayerSearchResponse } from '@hall/contracts/admin';
import { Done } from '@hall/contracts/auth';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { setPlayerFrozen } from './freeze';
import { searchPlayers } from './search';

const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/admin/player/search',
    {
      config: { auth: 'operator', roles: ['support', 'finance'] },
      schema: {
        tags: ['back office'],
        summary: "Players by account (its start), e-mail, id, phone (its end) or a card's last four",
        body: PlayerSearchRequest,
        response: { 200: envelope(PlayerSearchResponse) },
      },
    },
    async (request) => ok(request, await searchPlayers(app.db, request.body)),
  );
  for (const [url, frozen, summary] of [
    ['/v2/admin/player/freeze', true, 'Freeze a player: its sessions end, sign-in and money calls are refused'],
    ['/v2/admin/player/unfreeze', false, 'Unfreeze a player: it may sign in again'],
  ] as const)
    app.post(
      url,
      {
        config: { auth: 'operator', roles: ['support'] },
        schema: { tags: ['back office'], summary, body: PlayerFreezeRequest, response: { 200: envelope(Done) } },
      },
      async (request) => {
        await setPlayerFrozen(app.db, currentOperator(request).operatorId, { ...request.body, frozen }, request.ip);
        return ok(request, { done: true as const });
      },
    );
};

export default playerAdminRoutes;
