import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every API route from its zod schemas, with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const country = doc.paths['/v2/app/country'].post;
    expect(country.requestBody.content['application/json'].schema.properties.keyword.maxLength).toBe(64);
    expect(country.responses['200']).toBeDefined();
    expect(country.responses['4XX']).toBeDefined();
    expect(doc.paths['/v2/app/user/info'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/healthz']).toBeUndefined();
  });

  it('serves a reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs' });
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
