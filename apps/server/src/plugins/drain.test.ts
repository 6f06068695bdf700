// Closing the app (what SIGTERM does) over real sockets: a request in flight is answered, with
// `Connection: close`; a request that arrives on an idle keep-alive connection just after closing
// began is answered too (not reset), and told to close; idle connections nobody uses are closed once
// idle longer than a proxy keeps them, and ones that never sent a request soon; so closing does not
// wait out Node's headersTimeout.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { drainTiming } from './drain';

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; reused: boolean; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket, body }),
        );
      });
      req.on('error', reject);
    },
  );
}

describe('closing the app', () => {
  let t: TestApp;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  // The test closes the app itself: that is what it is about.
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/test/slow', async () => {
        arrived();
        await held;
        return { done: true };
      });
      app.get('/test/quick', async () => ({ done: true }));
    });
  });

  afterAll(async () => {
    release();
    if (!closed) await t.close();
  });

  it('answers what reaches it with Connection: close, and closes idle and silent connections', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;

    // Two keep-alive connections whose answers went out before the close: one is used once more
    // while the server closes (as a proxy reuses its pooled connections), the other never again.
    const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const unusedAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/test/quick', proxyAgent)).connection).toBe('keep-alive');
    expect((await get(port, '/test/quick', unusedAgent)).connection).toBe('keep-alive');
    const unusedIdleSince = Date.now();
    const [unused] = Object.values(unusedAgent.freeSockets).flat();
    const unusedClosed = once(unused!, 'close').then(() => Date.now());
    // Silent: connected, never a byte (a browser's spare connection).
    const silent = net.connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const silentClosed = once(silent, 'close');
    // In flight: a request the handler is still working on when the close begins.
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, '/test/slow', busyAgent);
    await inFlight;

    const began = Date.now();
    closed = true;
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The server no longer accepts connections, but the pooled one still carries a request.
    await expect(get(port, '/test/quick', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    const late = await get(port, '/test/quick', proxyAgent);
    expect(late).toMatchObject({ status: 200, reused: true, connection: 'close' });

    // Closed only once idle longer than a proxy keeps an idle connection (2 s in deploy/nginx.conf),
    // so the proxy has let go of it first and never writes a request on it as it closes.
    expect((await unusedClosed) - unusedIdleSince).toBeGreaterThanOrEqual(drainTiming.idleCloseMs);
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(answer.connection).toBe('close');
    await silentClosed;
    await closing;
    // Node alone would wait out its 60 s headersTimeout for the silent one.
    expect(Date.now() - began).toBeLessThan(10_000);
    for (const agent of [proxyAgent, unusedAgent, busyAgent]) agent.destroy();
  });
});
