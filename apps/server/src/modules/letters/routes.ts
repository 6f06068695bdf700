import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
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
import { ok } from '../../lib/reply';
import { letterTimeHandler, LETTER_TIME_JOB } from './arrival';
import { countSegment, type FindPlayer } from './segment';
import { currentUserId } from '../../plugins/auth';
import { actorOf } from '../content/service';
import { createDraft, deleteDraft, getDraft, listDrafts, sendDraft, updateDraft } from './drafts';
import { adminList, deleteForPlayer, inbox, readAll, readLetter, send, unreadCount, withdraw } from './service';

const stationRoutes: FastifyPluginAsyncZod<{ findPlayer: FindPlayer }> = async (app, { findPlayer }) => {
  const tags = ['station letters'];
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  app.jobs.register(LETTER_TIME_JOB, letterTimeHandler(app.db));

  app.post(
    '/v2/app/station/query',
    {
      ...player,
      schema: {
        tags,
        summary: 'The player’s letters, unread first, then newest first',
        security,
        body: StationQuery,
        response: { 200: envelope(StationPage) },
      },
    },
    async (request) => ok(request, await inbox(app.db, currentUserId(request), request.body, request.locale)),
  );
  app.post(
    '/v2/app/station/read',
    {
      ...player,
      schema: {
        tags,
        summary: 'Open a letter: marks it read and returns it',
        security,
        body: ContentId,
        response: { 200: envelope(StationLetter) },
      },
    },
    async (request) => ok(request, await readLetter(app.db, currentUserId(request), request.body.id, request.locale)),
  );
  app.post(
    '/v2/app/station/read/all',
    {
      ...player,
      schema: {
        tags,
        summary: 'Mark every letter read',
        security,
        body: EmptyRequest,
        response: { 200: envelope(StationReadAllResponse) },
      },
    },
    async (request) => ok(request, await readAll(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/station/delete',
    {
      ...player,
      schema: {
        tags,
        summary: 'Delete a letter from the player’s inbox',
        security,
        body: ContentId,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await deleteForPlayer(app.db, currentUserId(request), request.body.id);
      return ok(request, { done: true as const });
    },
  );
  app.post(
    '/v2/app/station/unread/count',
    {
      ...player,
      schema: {
        tags,
        summary: 'How many letters the player has not read',
        security,
        body: EmptyRequest,
        response: { 200: envelope(StationUnreadCount) },
      },
    },
    async (request) => ok(request, { count: await unreadCount(app.db, currentUserId(request)) }),
  );

  const backOffice = ['back office'];
  app.post(
    '/v2/admin/station/send',
    {
      config: { auth: 'operator', roles: ['content'] },
      schema: {
        tags: backOffice,
        summary: 'Send a letter to one player (by account or e-mail) or to every player, present and future',
        security,
        body: StationSend,
        response: { 200: envelope(AdminStationLetter) },
      },
    },
    async (request) => ok(request, await send(app.db, request.body, actorOf(request), findPlayer)),
  );
  app.post(
    '/v2/admin/station/segment/count',
    {
      config: { auth: 'operator', roles: ['content'] },
      schema: {
        tags: backOffice,
        summary: 'How many players a segment matches now (before sending it a letter)',
        security,
        body: StationSegment,
        response: { 200: envelope(StationSegmentCount) },
      },
    },
    async (request) => ok(request, { count: await countSegment(app.db, request.body, findPlayer) }),
  );
  app.post(
    '/v2/admin/station/list',
    {
      config: { auth: 'operator', roles: ['content', 'support'] },
      schema: {
        tags: backOffice,
        summary: 'Letters sent, newest first, with how many players read each',
        security,
        body: AdminStationQuery,
        response: { 200: envelope(AdminStationPage) },
      },
    },
    async (request) => ok(request, await adminList(app.db, request.body)),
  );
  app.post(
    '/v2/admin/station/delete',
    {
      config: { auth: 'operator', roles: ['content'] },
      schema: {
        tags: backOffice,
        summary: 'Withdraw a letter from every inbox',
        security,
        body: ContentId,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await withdraw(app.db, request.body.id, actorOf(request));
      return ok(request, { done: true as const });
    },
  );

  // Drafts: kept, changed and sent (once) by content operators; support reads them.
  const writer = { auth: 'operator' as const, roles: ['content' as const] };
  const reader = { auth: 'operator' as const, roles: ['content' as const, 'support' as const] };
  app.post(
    '/v2/admin/station/draft/create',
    {
      config: writer,
      schema: {
        tags: backOffice,
        summary: 'Keep a letter as a draft: it reaches no inbox until it is sent',
        security,
        body: StationDraftCreate,
        response: { 200: envelope(AdminStationDraft) },
      },
    },
    async (request) => ok(request, await createDraft(app.db, request.body, actorOf(request), findPlayer)),
  );
  app.post(
    '/v2/admin/station/draft/update',
    {
      config: writer,
      schema: {
        tags: backOffice,
        summary: 'Change every field of a draft not sent yet',
        security,
        body: StationDraftUpdate,
        response: { 200: envelope(AdminStationDraft) },
      },
    },
    async (request) => ok(request, await updateDraft(app.db, request.body, actorOf(request), findPlayer)),
  );
  app.post(
    '/v2/admin/station/draft/list',
    {
      config: reader,
      schema: {
        tags: backOffice,
        summary: 'Drafts waiting to be sent, last changed first',
        security,
        body: AdminStationDraftQuery,
        response: { 200: envelope(AdminStationDraftPage) },
      },
    },
    async (request) => ok(request, await listDrafts(app.db, request.body)),
  );
  app.post(
    '/v2/admin/station/draft/get',
    {
      config: reader,
      schema: {
        tags: backOffice,
        summary: 'One draft, sent or not',
        security,
        body: ContentId,
        response: { 200: envelope(AdminStationDraft) },
      },
    },
    async (request) => ok(request, await getDraft(app.db, request.body.id)),
  );
  app.post(
    '/v2/admin/station/draft/send',
    {
      config: writer,
      schema: {
        tags: backOffice,
        summary: 'Send a draft: delivered once, however often or by however many operators this is called',
        security,
        body: ContentId,
        response: { 200: envelope(AdminStationLetter) },
      },
    },
    async (request) => ok(request, await sendDraft(app.db, request.body.id, actorOf(request), findPlayer)),
  );
  app.post(
    '/v2/admin/station/draft/delete',
    {
      config: writer,
      schema: {
        tags: backOffice,
        summary: 'Delete a draft not sent yet',
        security,
        body: ContentId,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await deleteDraft(app.db, request.body.id, actorOf(request));
      return ok(request, { done: true as const });
    },
  );
};

export default stationRoutes;
