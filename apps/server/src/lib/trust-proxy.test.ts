// The client address the server sees behind proxies: TRUST_PROXY_HOPS counts them, TRUST_PROXY_ADDRESSES
// names them. A client's own X-Forwarded-For entries never count beyond what the trusted proxies added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, post, type TestApp } from '../test/app';

/** Builds the app with a route that answers the address, chain and scheme Fastify derived. */
async function appWith(env: Record<string, string>) {
  return createTestApp(env, (app) => {
    app.get('/test/client', async (request) => ({ ip: request.ip, ips: request.ips, protocol: request.protocol }));
  });
}

async function client(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/test/client', remoteAddress, headers });
  return res.json() as { ip: string; ips: string[]; protocol: string };
}

describe('TRUST_PROXY_HOPS=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY_HOPS: '1', CONSOLE_ALLOWED_IPS: '203.0.113.7' });
  });
  afterAll(() => t.close());

  it('takes the address the proxy forwarded, and its scheme', async () => {
    const seen = await client(t, '10.0.0.1', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
    expect(seen.ip).toBe('203.0.113.7');
    expect(seen.protocol).toBe('https');
  });

  it('ignores what the client wrote into X-Forwarded-For before the proxy appended its address', async () => {
    const seen = await client(t, '10.0.0.1', { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' });
    expect(seen.ip).toBe('203.0.113.7');
  });

  it('lets the back-office allow-list see the forwarded address', async () => {
    const through = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ username: 'nobody', password: 'not the password' }),
      });
    const allowed = await through('203.0.113.7');
    expect(allowed.json().data?.reason).not.toBe('ip_not_allowed');
    expect(allowed.statusCode).not.toBe(403);
    const other = await through('203.0.113.8');
    expect(other.statusCode).toBe(403);
    expect(other.json().data.reason).toBe('ip_not_allowed');
  });

  it('still serves a request without the header by its socket address', async () => {
    expect((await client(t, '10.0.0.1')).ip).toBe('10.0.0.1');
    expect((await post(t.app, '/v2/admin/auth/login', { username: 'x', password: 'y' }, {}, '10.0.0.1')).status).toBe(
      403,
    );
  });
});

describe('TRUST_PROXY_HOPS=2 (a load balancer and nginx)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY_HOPS: '2' });
  });
  afterAll(() => t.close());

  it('skips exactly two proxies from the socket outwards', async () => {
    const seen = await client(t, '10.0.0.1', { 'x-forwarded-for': '198.51.100.66, 203.0.113.7, 10.0.0.2' });
    expect(seen.ip).toBe('203.0.113.7');
    expect(seen.ips).toEqual(['10.0.0.1', '10.0.0.2', '203.0.113.7']);
  });
});

describe('TRUST_PROXY_ADDRESSES (the proxies named)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY_ADDRESSES: '10.0.0.0/8, loopback' });
  });
  afterAll(() => t.close());

  it('believes the chain as far as it passes through the named proxies', async () => {
    expect((await client(t, '10.0.0.1', { 'x-forwarded-for': '198.51.100.66, 203.0.113.7, 10.9.0.2' })).ip).toBe(
      '203.0.113.7',
    );
    expect((await client(t, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).ip).toBe('203.0.113.9');
  });

  it('does not believe a client that reaches the server directly', async () => {
    expect((await client(t, '198.51.100.9', { 'x-forwarded-for': '203.0.113.7' })).ip).toBe('198.51.100.9');
  });
});

describe('the proxy settings', () => {
  it('refuse an entry that is no address, range or known name', () => {
    expect(() => loadConfig({ TRUST_PROXY_ADDRESSES: '10.0.0.0/8, proxy.example.com' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY_ADDRESSES: 'uniquelocal, 2001:db8::/32' }).TRUST_PROXY_ADDRESSES).toBeDefined();
  });

  it('refuse a hop count and addresses together', () => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1', TRUST_PROXY_ADDRESSES: 'loopback' })).toThrow(/set one of them/);
  });
});
