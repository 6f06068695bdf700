// The back office's calls on players' accounts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { currentOperator } from '../../plugins/auth';
import { setPlayerFrozen } from './freeze';
import { searchPlayers } from './search';
import { playerDetail, playerLedger, playerRounds } from './detail';
import { addPlayerNote, mailPlayerResetCode, revokePlayerSessions, sendDeskLetter } from './desk';
import { postRoute } from '../../lib/post-route';

const desk = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };
const tags = ['back office'];

const playerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  postRoute(
    app,
    {
      url: '/v2/admin/player/get',
      tags,
      summary: 'One player: profile, wallet, identity check, cards, agent chain, sessions, notes',
      body: PlayerGetRequest,
      data: PlayerDetail,
      ...desk,
    },
    (request, body) => playerDetail(app.db, body.userId, request.locale),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/ledger',
      tags,
      summary: "A player's wallet entries, newest first",
      body: PlayerLedgerRequest,
      data: PlayerLedgerResponse,
      ...desk,
    },
    (_request, body) => playerLedger(app.db, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/rounds',
      tags,
      summary: "A player's game rounds, newest first, with each round's seeds for a fairness question",
      body: PlayerRoundsRequest,
      data: PlayerRoundsResponse,
      ...desk,
    },
    (_request, body) => playerRounds(app.db, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/session/revoke',
      tags,
      summary: "End one of a player's sessions, or all of them",
      body: PlayerSessionRevokeRequest,
      data: z.object({ revoked: z.number().int() }),
      auth: 'operator',
      roles: ['support'],
    },
    (request, body) => revokePlayerSessions(app.db, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/password-reset',
      tags,
      summary:
        'Mail the player a find-password code, with a link to the reset form filled in, so it can choose a new password itself',
      body: PlayerGetRequest,
      data: CodeSentResponse,
      auth: 'operator',
      roles: ['support'],
    },
    (request, body) =>
      mailPlayerResetCode(
        { db: app.db, store: app.store, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL },
        currentOperator(request).operatorId,
        body.userId,
        request.ip,
      ),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/note',
      tags,
      summary: 'Keep an internal note on a player (never shown to the player)',
      body: PlayerNoteRequest,
      data: z.object({ id: z.number().int() }),
      ...desk,
    },
    (request, body) => addPlayerNote(app.db, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      // The roles that write to players: support answers them, content sends letters (admin passes).
      url: '/v2/admin/player/letter',
      tags,
      summary: 'Send this player a station letter (one language or several)',
      body: PlayerLetterRequest,
      data: PlayerLetterResponse,
      auth: 'operator',
      roles: ['support', 'content'],
    },
    (request, body) => sendDeskLetter(app.db, currentOperator(request).operatorId, body, request.ip),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/player/search',
      tags,
      summary: "Players by account (its start), e-mail, id, phone (its end) or a card's last four",
      body: PlayerSearchRequest,
      data: PlayerSearchResponse,
      ...desk,
    },
    (_request, body) => searchPlayers(app.db, body),
  );
  for (const [url, frozen, summary] of [
    ['/v2/admin/player/freeze', true, 'Freeze a player: its sessions end, sign-in and money calls are refused'],
    ['/v2/admin/player/unfreeze', false, 'Unfreeze a player: it may sign in again'],
  ] as const)
    postRoute(
      app,
      {
        url,
        tags: ['back office'],
        summary: summary,
        body: PlayerFreezeRequest,
        data: Done,
        auth: 'operator',
        roles: ['support'],
      },
      async (request, body) => {
        await setPlayerFrozen(app.db, currentOperator(request).operatorId, { ...body, frozen }, request.ip);
        return { done: true as const };
      },
    );
};

export default playerAdminRoutes;
