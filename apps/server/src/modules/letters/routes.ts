import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  AdminStationDraft,
  AdminStationDraftPage,
  AdminStationDraftQuery,
  AdminStationLetter,
  AdminStationPage,
  AdminStationQuery,
  ContentId,
  StationLetter,
  StationPage,
  StationQuery,
  StationReadAllResponse,
  StationSegment,
  StationSegmentCount,
  StationDraftCreate,
  StationDraftUpdate,
  StationSend,
  StationUnreadCount,
} from '@hall/contracts/content';
import { postRoute } from '../../lib/post-route';
import { letterTimeHandler, LETTER_TIME_JOB } from './arrival';
import { countSegment, type Players } from './segment';
import { currentUserId } from '../../plugins/auth';
import { actorOf } from '../content/service';
import { createDraft, deleteDraft, getDraft, listDrafts, sendDraft, updateDraft } from './drafts';
import { adminList, deleteForPlayer, inbox, readAll, readLetter, send, unreadCount, withdraw } from './service';

const letterRoutes: FastifyPluginAsyncZod<{ players: Players }> = async (app, { players }) => {
  const tags = ['station letters'];
  const player = { auth: 'user' as const };
  app.jobs.register(LETTER_TIME_JOB, letterTimeHandler(app.db));

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/station/query',
      tags,
      summary: 'The player’s letters, unread first, then newest first',
      body: StationQuery,
      data: StationPage,
    },
    (request, body) => inbox(app.db, currentUserId(request), body, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/station/read',
      tags,
      summary: 'Open a letter: marks it read and returns it',
      body: ContentId,
      data: StationLetter,
    },
    (request, body) => readLetter(app.db, currentUserId(request), body.id, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/station/read/all',
      tags,
      summary: 'Mark every letter read',
      body: EmptyRequest,
      data: StationReadAllResponse,
    },
    (request) => readAll(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/station/delete',
      tags,
      summary: 'Delete a letter from the player’s inbox',
      body: ContentId,
      data: Done,
    },
    async (request, body) => {
      await deleteForPlayer(app.db, currentUserId(request), body.id);
      return { done: true as const };
    },
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/station/unread/count',
      tags,
      summary: 'How many letters the player has not read',
      body: EmptyRequest,
      data: StationUnreadCount,
    },
    async (request) => ({ count: await unreadCount(app.db, currentUserId(request)) }),
  );

  const backOffice = ['back office'];
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['content'],
      url: '/v2/admin/station/send',
      tags: backOffice,
      summary: 'Send a letter to one player (by account or e-mail) or to every player, present and future',
      body: StationSend,
      data: AdminStationLetter,
    },
    (request, body) => send(app.db, body, actorOf(request), players),
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['content'],
      url: '/v2/admin/station/segment/count',
      tags: backOffice,
      summary: 'How many players a segment matches now (before sending it a letter)',
      body: StationSegment,
      data: StationSegmentCount,
    },
    async (_request, body) => ({ count: await countSegment(app.db, body, players) }),
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['content', 'support'],
      url: '/v2/admin/station/list',
      tags: backOffice,
      summary: 'Letters sent, newest first, with how many players read each',
      body: AdminStationQuery,
      data: AdminStationPage,
    },
    (_request, body) => adminList(app.db, body, players),
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['content'],
      url: '/v2/admin/station/delete',
      tags: backOffice,
      summary: 'Withdraw a letter from every inbox',
      body: ContentId,
      data: Done,
    },
    async (request, body) => {
      await withdraw(app.db, body.id, actorOf(request));
      return { done: true as const };
    },
  );

  // Drafts: kept, changed and sent (once) by content operators; support reads them.
  const writer = { auth: 'operator' as const, roles: ['content' as const] };
  const reader = { auth: 'operator' as const, roles: ['content' as const, 'support' as const] };
  postRoute(
    app,
    {
      ...writer,
      url: '/v2/admin/station/draft/create',
      tags: backOffice,
      summary: 'Keep a letter as a draft: it reaches no inbox until it is sent',
      body: StationDraftCreate,
      data: AdminStationDraft,
    },
    (request, body) => createDraft(app.db, body, actorOf(request), players),
  );
  postRoute(
    app,
    {
      ...writer,
      url: '/v2/admin/station/draft/update',
      tags: backOffice,
      summary: 'Change every field of a draft not sent yet',
      body: StationDraftUpdate,
      data: AdminStationDraft,
    },
    (request, body) => updateDraft(app.db, body, actorOf(request), players),
  );
  postRoute(
    app,
    {
      ...reader,
      url: '/v2/admin/station/draft/list',
      tags: backOffice,
      summary: 'Drafts waiting to be sent, last changed first',
      body: AdminStationDraftQuery,
      data: AdminStationDraftPage,
    },
    (_request, body) => listDrafts(app.db, body, players),
  );
  postRoute(
    app,
    {
      ...reader,
      url: '/v2/admin/station/draft/get',
      tags: backOffice,
      summary: 'One draft, sent or not',
      body: ContentId,
      data: AdminStationDraft,
    },
    (_request, body) => getDraft(app.db, body.id, players),
  );
  postRoute(
    app,
    {
      ...writer,
      url: '/v2/admin/station/draft/send',
      tags: backOffice,
      summary: 'Send a draft: delivered once, however often or by however many operators this is called',
      body: ContentId,
      data: AdminStationLetter,
    },
    (request, body) => sendDraft(app.db, body.id, actorOf(request), players),
  );
  postRoute(
    app,
    {
      ...writer,
      url: '/v2/admin/station/draft/delete',
      tags: backOffice,
      summary: 'Delete a draft not sent yet',
      body: ContentId,
      data: Done,
    },
    async (request, body) => {
      await deleteDraft(app.db, body.id, actorOf(request), players);
      return { done: true as const };
    },
  );
};

export default letterRoutes;
