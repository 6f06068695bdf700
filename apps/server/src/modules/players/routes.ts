// The back office's calls on players' accounts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hall/contracts/envelope';
import {
  PlayerDetail,
  PlayerFreezeRequest,
  PlayerGetRequest,
  PlayerLedgerRequest,
  PlayerLedgerResponse,
  PlayerLetterRequest,
  PlayerLetterResponse,
  PlayerNoteRequest,
  PlayerRoundsRequest,
  PlayerRoundsResponse,
  PlayerSearchRequest,
  PlayerSearchResponse,
  PlayerSessionRevokeRequest,
} from '@hall/contracts/admin';
import { z } from 'zod';
import { CodeSentResponse, Done } from '@hall/contracts/auth';
import { ok } from '../../lib/reply';
import { currentOperator } from '../../plugins/auth';
import { setPlayerFrozen } from './freeze';
import { searchPlayers } from './search';
import { playerDetail, playerLedger, playerRounds } from './detail';
import { addPlayerNote, mailPlayerResetCode, revokePlayerSessions, sendDeskLetter } from './desk';

const desk = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };
const tags = ['back office'];

const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/admin/player/get',
    {
      config: desk,
      schema: {
        tags,
        summary: 'One player: profile, wallet, identity check, cards, agent chain, sessions, notes',
        body: PlayerGetRequest,
        response: { 200: envelope(PlayerDetail) },
      },
    },
    async (request) => ok(request, await playerDetail(app.db, request.body.userId, request.locale)),
  );
  app.post(
    '/v2/admin/player/ledger',
    {
      config: desk,
      schema: {
        tags,
        summary: "A player's wallet entries, newest first",
        body: PlayerLedgerRequest,
        response: { 200: envelope(PlayerLedgerResponse) },
      },
    },
    async (request) => ok(request, await playerLedger(app.db, request.body)),
  );
  app.post(
    '/v2/admin/player/rounds',
    {
      config: desk,
      schema: {
        tags,
        summary: "A player's game rounds, newest first, with each round's seeds for a fairness question",
        body: PlayerRoundsRequest,
        response: { 200: envelope(PlayerRoundsResponse) },
      },
    },
    async (request) => ok(request, await playerRounds(app.db, request.body)),
  );
  app.post(
    '/v2/admin/player/session/revoke',
    {
      config: { auth: 'operator', roles: ['support'] },
      schema: {
        tags,
        summary: "End one of a player's sessions, or all of them",
        body: PlayerSessionRevokeRequest,
        response: { 200: envelope(z.object({ revoked: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, await revokePlayerSessions(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
  app.post(
    '/v2/admin/player/password-reset',
    {
      config: { auth: 'operator', roles: ['support'] },
      schema: {
        tags,
        summary:
          'Mail the player a find-password code, with a link to the reset form filled in, so it can choose a new password itself',
        body: PlayerGetRequest,
        response: { 200: envelope(CodeSentResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await mailPlayerResetCode(
          { db: app.db, store: app.store, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL },
          currentOperator(request).operatorId,
          request.body.userId,
          request.ip,
        ),
      ),
  );
  app.post(
    '/v2/admin/player/note',
    {
      config: desk,
      schema: {
        tags,
        summary: 'Keep an internal note on a player (never shown to the player)',
        body: PlayerNoteRequest,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, await addPlayerNote(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
  app.post(
    '/v2/admin/player/letter',
    {
      // The roles that write to players: support answers them, content sends letters (admin passes).
      config: { auth: 'operator', roles: ['support', 'content'] },
      schema: {
        tags,
        summary: 'Send this player a station letter (one language or several)',
        body: PlayerLetterRequest,
        response: { 200: envelope(PlayerLetterResponse) },
      },
    },
    async (request) =>
      ok(request, await sendDeskLetter(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
  app.post(
    '/v2/admin/player/search',
    {
      config: desk,
      schema: {
        tags,
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
