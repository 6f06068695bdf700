// How the server lets go of its connections when it closes (SIGTERM, a rolling restart), so that a
// proxy in front loses no request. It stops listening at once: a proxy's new connections are
// refused, which it takes as "send this one elsewhere" (nothing was sent). Requests that reached it
// are answered, and answers during the drain say `Connection: close`, so nobody sends another
// request on a connection the server is about to drop. A keep-alive connection with nothing in
// flight is left open for a moment first: closing it at once would race a request a proxy may be
// writing on it just then (HTTP/1.1 has no way to say "stop" on an idle connection), and a reset
// request is one the proxy may not send again. Within the moment the proxy either uses it (and is
// told to close it) or has seen the refusals and stopped choosing this process. Connections that
// never sent a request (a browser's spare one), which Node would keep until its headersTimeout,
// are closed too. Event streams are ended by their own module, with a hint to reconnect.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const drainTiming = {
  /** How long an idle keep-alive connection is left open once closing begins. */
  idleGraceMs: 1_000,
  /** How often, after that, connections that went quiet are closed. */
  sweepMs: 250,
  /** A connection that has sent nothing for this long is a spare one, not a request on its way. */
  silentMs: 1_000,
};

async function drainPlugin(app: FastifyInstance) {
  const server = app.server;
  const accepted = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    accepted.set(socket, Date.now());
    socket.once('close', () => accepted.delete(socket));
  });

  let draining = false;
  let grace: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    draining = true;
    // Node's server.close(), which Fastify calls next, closes idle connections at once: not yet.
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    const sweep = () => {
      closeIdle();
      const now = Date.now();
      for (const [socket, since] of accepted) {
        if (socket.bytesRead === 0 && now - since >= drainTiming.silentMs) socket.destroy();
      }
    };
    grace = setTimeout(() => {
      server.closeIdleConnections = closeIdle;
      sweep();
      // An answer that left before the drain began kept its connection open: it goes idle later.
      sweeper = setInterval(sweep, drainTiming.sweepMs);
      sweeper.unref();
    }, drainTiming.idleGraceMs);
    grace.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(grace);
    clearInterval(sweeper);
  });
}

export default fp(drainPlugin, { name: 'drain' });
