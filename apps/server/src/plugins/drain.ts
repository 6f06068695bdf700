// How the server lets go of its connections when it closes (SIGTERM, a rolling restart), so that a
// proxy in front loses no request. It stops listening at once: a proxy's new connections are
// refused, which it takes as "send this one elsewhere" (nothing was sent). Requests that reached it
// are answered, and answers during the drain say `Connection: close`, so nobody sends another
// request on a connection the server is about to drop.
// A keep-alive connection with nothing in flight is the hard part: HTTP/1.1 has no way to say "stop"
// on an idle connection, and closing one races a request the proxy may be writing on it just then,
// a request the proxy will not send again (a POST already sent) and answers with a 502. So the
// server closes an idle connection only once it has been idle longer than the proxy keeps one
// (nginx's upstream keepalive_timeout, 2 s in deploy/nginx.conf): by then the proxy has dropped it
// itself, or used it and been told to close it. Connections that never sent a request (a browser's
// spare one), which Node would keep until its headersTimeout, are closed too. Event streams are
// ended by their own module, with a hint to reconnect.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const drainTiming = {
  /** An idle keep-alive connection is closed once idle this long: longer than the proxy keeps one. */
  idleCloseMs: 3_000,
  /** How often, once closing begins, connections that went quiet are looked at. */
  sweepMs: 250,
  /** A connection that has sent nothing for this long is a spare one, not a request on its way. */
  silentMs: 1_000,
};

interface Connection {
  accepted: number;
  /** Requests read on it and not yet answered. */
  inFlight: number;
  /** When its last answer went out (or it was accepted). */
  idleSince: number;
}

async function drainPlugin(app: FastifyInstance) {
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  server.on('connection', (socket: Socket) => {
    const now = Date.now();
    connections.set(socket, { accepted: now, inFlight: 0, idleSince: now });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.inFlight++;
    response.once('close', () => {
      connection.inFlight--;
      connection.idleSince = Date.now();
    });
  });

  let draining = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    draining = true;
    // Node's server.close(), which Fastify calls next, closes idle connections at once: not yet.
    server.closeIdleConnections = () => {};
    const sweep = () => {
      const now = Date.now();
      for (const [socket, c] of connections) {
        if (c.inFlight > 0) continue;
        const silent = socket.bytesRead === 0 && now - c.accepted >= drainTiming.silentMs;
        if (silent || (socket.bytesRead > 0 && now - c.idleSince >= drainTiming.idleCloseMs)) socket.destroy();
      }
    };
    sweeper = setInterval(sweep, drainTiming.sweepMs);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}

export default fp(drainPlugin, { name: 'drain' });
