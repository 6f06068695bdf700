// In production the server tells browsers to reach it only over an encrypted connection (HSTS) and
// to upgrade any plain request a page makes; a development server on plain http says neither, or a
// browser would refuse it afterwards.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityPlugin from './security';

async function headersOf(production: boolean) {
  const app = Fastify();
  await app.register(securityPlugin, { production, googleSignIn: false, imageOrigins: [] });
  app.get('/', async () => 'ok');
  try {
    return (await app.inject({ method: 'GET', url: '/' })).headers;
  } finally {
    await app.close();
  }
}

describe('encrypted connections', () => {
  it('are demanded in production for half a year, subdomains included, and plain requests upgraded', async () => {
    const headers = await headersOf(true);
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('are not demanded by a development server', async () => {
    const headers = await headersOf(false);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
