// Live updates for the player's site: Server-Sent Events on GET /v2/app/events. EventSource sends no
// TOKEN header (and the session token must never sit in a URL), so a signed-in POST to
// /v2/app/events/ticket hands out a ticket: random, single-use, valid for a minute, stored like the
// other short-lived state (Redis or the database, so any process can take it). The stream then lives
// as long as the ticket's session: it ends with an `end` event when the session is revoked, expires
// or idles out. Changes committed anywhere (any process, through the bus) reach the player's streams.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { EmptyRequest } from '@hall/contracts/envelope';
import { StreamQuery, StreamTicket } from '@hall/contracts/events';
import { onCommitted } from '../../db/commit-hooks';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { currentUserId } from '../../plugins/auth';
import { localBus, redisBus, type EventBus } from './bus';
import { isLiveNote, type LiveNote } from '../../db/live-notes';
import { PlayerStream, StreamHub, type StreamSources } from './streams';
import { postRoute } from '../../lib/post-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries committed changes to the event streams of every process. */
    events: EventBus;
    /** The event streams this process holds. */
    eventStreams: StreamHub;
  }
}

const TICKET_SECONDS = 60;
const ticketKey = (ticket: string) => `stream-ticket:${hashToken(ticket)}`;

/** Each committed transaction's notes, one of each per player, in the order they were made. */
function distinct(notes: readonly unknown[]): LiveNote[] {
  const seen = new Set<string>();
  const out: LiveNote[] = [];
  for (const note of notes) {
    if (!isLiveNote(note)) continue;
    const key = JSON.stringify(note);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(note);
  }
  return out;
}

const eventRoutes: FastifyPluginAsyncZod<StreamSources> = async (app, sources) => {
  const bus = app.redis
    ? await redisBus(app.redis, app.config.REDIS_PREFIX, (err) => app.log.warn({ err }, 'event bus error'))
    : localBus();
  const hub = new StreamHub();
  app.decorate('events', bus);
  app.decorate('eventStreams', hub);
  const unsubscribe = bus.subscribe((note) => hub.hear(note));
  const stopListening = onCommitted(app.db, (notes) => {
    const live = distinct(notes);
    if (live.length > 0) bus.publish(live);
  });
  app.addHook('preClose', async () => {
    stopListening();
    unsubscribe();
    hub.stop();
    await bus.close();
  });

  postRoute(
    app,
    {
      url: '/v2/app/events/ticket',
      tags: ['account'],
      summary: 'A single-use ticket that opens the live event stream (GET /v2/app/events)',
      body: EmptyRequest,
      data: StreamTicket,
      auth: 'user',
    },
    async (request) => {
      const userId = currentUserId(request);
      const ticket = generateToken();
      await app.store.put(
        ticketKey(ticket),
        JSON.stringify({ userId, sessionId: request.auth!.sessionId }),
        TICKET_SECONDS,
      );
      return { ticket, expiresInSeconds: TICKET_SECONDS };
    },
  );

  app.get(
    '/v2/app/events',
    {
      schema: {
        tags: ['account'],
        summary: 'The live event stream (text/event-stream), opened with a ticket',
        description:
          'Server-Sent Events: `balance` {coins, bonusLocked} and `letters` {unread} on connect and after each ' +
          'change, `order` {kind, id, status} when a deposit or withdrawal changes status, `end` when the ' +
          'session has ended (get a new ticket after signing in again), `reconnect` {afterMs} when the serving ' +
          'process stops (open a new stream, with a new ticket, after that long). Comment lines are heartbeats.',
        querystring: StreamQuery,
      },
    },
    async (request, reply) => {
      const stored = await app.store.take(ticketKey(request.query.ticket));
      if (!stored) throw AppError.notSignedIn();
      const { userId, sessionId } = JSON.parse(stored) as { userId: number; sessionId: number };
      if (!(await sources.sessionLive(sessionId))) throw AppError.sessionEnded();

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // The connection ends with the stream, so a proxy never reuses one that the server is
        // about to close (and never races a request onto it).
        connection: 'close',
        // nginx and the like would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      request.raw.socket.setTimeout(0);
      const stream = new PlayerStream({ db: app.db, sources, log: request.log }, userId, sessionId, reply.raw);
      hub.add(stream);
      await stream.start();
    },
  );
};

export default fp(eventRoutes, { name: 'events', dependencies: ['database', 'redis', 'ephemeral', 'auth'] });
