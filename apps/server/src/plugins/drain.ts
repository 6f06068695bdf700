// How the server lets go of its connections when it closes (SIGTERM, a rolling restart), so that a
// proxy in front loses no request: requests that reached it are answered, and their answers say
// `Connection: close`, so neither a proxy nor a browser sends another request on a connection the
// server is about to drop. Connections with nothing in flight are closed, including ones that never
// sent a request (a browser's spare connection), which Node would otherwise keep until its
// headersTimeout. Event streams are ended by their own module (with a hint to reconnect).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while closing, connections that went quiet are closed. */
const SWEEP_MS = 250;
/** A connection that has sent nothing for this long is a spare one, not a request on its way. */
const SILENT_MS = 1_000;

async function drainPlugin(app: FastifyInstance) {
  const accepted = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    accepted.set(socket, Date.now());
    socket.once('close', () => accepted.delete(socket));
  });

  let draining = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    draining = true;
    sweeper = setInterval(() => {
      // An answer that left before the drain began kept its connection open: it is idle now.
      app.server.closeIdleConnections();
      const now = Date.now();
      for (const [socket, since] of accepted) {
        if (socket.bytesRead === 0 && now - since >= SILENT_MS) socket.destroy();
      }
    }, SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}

export default fp(drainPlugin, { name: 'drain' });
