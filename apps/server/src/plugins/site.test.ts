// Serving the built web app: cache rules per file kind and the single-page-app fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { withLobbyFirstPaint } from './lobby-first-paint';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hall-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>hall</title></head><body><div id="root"><div class="boot-shell"><!--lobby-first-paint--></div></div></body></html>',
  );
  writeFileSync(path.join(dist, 'console.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('site', () => {
  it('serves index.html uncached at the root and for every app path', async () => {
    for (const url of ['/', '/user/finance/deposit', '/agent/team-report/12?x=1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never stores the console shell nor a back-office answer, even a refusal', async () => {
    for (const url of ['/console', '/console/withdrawals', '/console?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain('<title>console</title>');
    }
    const consoles = await t.app.inject({ method: 'GET', url: '/consoles' });
    expect(consoles.headers['cache-control']).toBe('no-cache');
    expect(consoles.body).toContain('<title>hall</title>');
    const refused = await t.app.inject({ method: 'POST', url: '/v2/admin/kyc/list', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("draws the lobby's notice bar space and first banner in the lobby's page, and only there", async () => {
    const banners = await t.app.inject({ method: 'POST', url: '/v2/app/banner/query', payload: {} });
    const first = banners.json().data[0]?.imageUrl as string | undefined;
    expect(first).toMatch(/^\/banners\//);
    const notices = await t.app.inject({
      method: 'POST',
      url: '/v2/app/notice/query',
      payload: { page: 1, pageSize: 1 },
    });
    expect(notices.json().data.list.length).toBeGreaterThan(0);
    for (const url of ['/', '/?from=app']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(
        '<div class="boot-shell"><div class="site-body"><main class="site-main"><div class="home">' +
          `<div class="notice-placeholder"></div><div class="banner-carousel"><img class="banner-image" src="${first}" alt="" fetchpriority="high"></div>` +
          '</div></main></div></div>',
      );
    }
    for (const url of ['/amigo', '/game/notice', '/console']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('banner-image');
    }
  });

  it('escapes the picture address, holds no notice space without notices, and leaves a page without the marker as it is', () => {
    const html = '<html><body><div><!--lobby-first-paint--></div></body></html>';
    expect(withLobbyFirstPaint(html, { banner: '/banners/a"b<c>&.svg', notices: false })).toBe(
      '<html><body><div><div class="site-body"><main class="site-main"><div class="home">' +
        '<div class="banner-carousel"><img class="banner-image" src="/banners/a&quot;b&lt;c&gt;&amp;.svg" alt="" fetchpriority="high"></div>' +
        '</div></main></div></div></body></html>',
    );
    expect(withLobbyFirstPaint(html, { banner: null, notices: true })).toContain(
      '<div class="home"><div class="notice-placeholder"></div></div>',
    );
    expect(withLobbyFirstPaint(html, { banner: null, notices: false })).toBe(html);
    expect(withLobbyFirstPaint('<div></div>', { banner: '/banners/a.svg', notices: true })).toBe('<div></div>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other static files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a missing asset and API paths with the 404 envelope, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/assets/index-old.js'],
      ['GET', '/v2/app/unknown'],
      ['POST', '/v2/app/unknown'],
      ['POST', '/user/finance'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['content-security-policy']).not.toContain('accounts.google.com');
  });

  it('lets Google’s sign-in script in only when Google sign-in is configured', async () => {
    const withGoogle = await createTestApp({ WEB_DIST_DIR: dist, GOOGLE_CLIENT_ID: 'client' });
    try {
      const res = await withGoogle.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://accounts.google.com");
    } finally {
      await withGoogle.close();
    }
  });

  it('shows content images from this site only, unless operators name an image origin', async () => {
    const strict = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(strict).toContain("img-src 'self' data: blob:;");
    const withCdn = await createTestApp({ WEB_DIST_DIR: dist, CONTENT_IMAGE_ORIGINS: 'https://cdn.example.com' });
    try {
      const res = await withCdn.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    } finally {
      await withCdn.close();
    }
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/country',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: '{}',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
