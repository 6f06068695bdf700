// Closing the app (what SIGTERM does) over real sockets: a request in flight is answered, with
// `Connection: close`; an idle keep-alive connection and one that never sent a request are closed;
// so closing does not wait for Node's headersTimeout or the keep-alive timeout.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('closing the app', () => {
  it('answers the request in flight with Connection: close and closes idle and silent connections', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const t = await createTestApp({}, (app) => {
      app.get('/test/slow', async () => {
        arrived();
        await held;
        return { done: true };
      });
      app.get('/test/quick', async () => ({ done: true }));
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;

    // Idle: a keep-alive connection whose answer went out before the close.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/test/quick', idleAgent)).connection).toBe('keep-alive');
    const [idleSocket] = Object.values(idleAgent.freeSockets).flat();
    expect(idleSocket).toBeDefined();
    const idleClosed = once(idleSocket!, 'close');
    // Silent: connected, never a byte (a browser's spare connection).
    const silent = net.connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const silentClosed = once(silent, 'close');
    // In flight: a request the handler is still working on when the close begins.
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, '/test/slow', busyAgent);
    await inFlight;

    const began = Date.now();
    const closing = t.close();
    await idleClosed;
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(answer.connection).toBe('close');
    await silentClosed;
    await closing;
    // Node alone would wait out its 60 s headersTimeout for the silent one.
    expect(Date.now() - began).toBeLessThan(10_000);
    idleAgent.destroy();
    busyAgent.destroy();
  });
});
