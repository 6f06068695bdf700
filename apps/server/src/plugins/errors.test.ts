// The envelope contract: every failure is a 4xx/5xx { code, msg, data } in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedTestApp } from '../test/logged-app';
import { createTestApp, post, type TestApp } from '../test/app';
import { sql } from 'drizzle-orm';
import { sessions } from '../db/schema/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers malformed JSON with 400 malformed_body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/country',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: '{"keyword": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msg: 'The request body is not valid JSON.',
      data: { reason: 'malformed_body' },
    });
  });

  it('names the field when a value has the wrong type', async () => {
    const res = await post(t.app, '/v2/app/country', { keyword: 42 }, { 'accept-language': 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('validation_failed');
    expect(res.body.data.fields).toEqual([{ field: 'keyword', message: 'keyword has the wrong type' }]);
    expect(res.body.msg).toContain('keyword');
  });

  it('refuses an over-long string naming the limit', async () => {
    const res = await post(t.app, '/v2/app/country', { keyword: 'x'.repeat(65) }, { 'accept-language': 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0]).toEqual({ field: 'keyword', message: 'keyword must be at most 64 characters' });
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '5', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/app/country',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('answers a 5 MB body with 413 and never reads it into a handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/country',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: JSON.stringify({ keyword: 'a'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: { reason: 'body_too_large' } });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/country',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().data.reason).toBe('unsupported_media_type');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    for (const [method, url] of [
      ['POST', '/v2/app/does/not/exist'],
      ['DELETE', '/v2/app/does/not/exist'],
      ['GET', '/anything/without/a/site'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    }
  });

  it('answers a known path with the wrong method with a 405 envelope and Allow', async () => {
    for (const method of ['GET', 'HEAD', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/v2/app/country', headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('POST');
      if (method === 'HEAD') continue;
      expect(res.json()).toMatchObject({
        code: 405,
        msg: 'This address does not accept that method; use one of those named in the Allow header.',
        data: { reason: 'method_not_allowed' },
      });
    }
  });

  it('localises messages by Accept-Language in all seven languages', async () => {
    const expected: Record<string, string> = {
      'en-US': 'The requested resource was not found.',
      'ja-JP': 'お探しのリソースが見つかりません。',
      'ko-KR': '요청한 리소스를 찾을 수 없습니다.',
      'zh-CN': '请求的资源不存在。',
      'zh-TW': '找不到請求的資源。',
      'fil-PH': 'Hindi nahanap ang hinihinging resource.',
      'vi-VN': 'Không tìm thấy tài nguyên được yêu cầu.',
    };
    for (const [locale, msg] of Object.entries(expected)) {
      const res = await post(t.app, '/v2/app/nothing', {}, { 'accept-language': locale });
      expect(res.body.msg, locale).toBe(msg);
    }
  });

  it('falls back to Japanese when no language is asked for', async () => {
    const res = await post(t.app, '/v2/app/nothing', {});
    expect(res.body.msg).toBe('お探しのリソースが見つかりません。');
  });

  it('echoes a sane caller request id and makes one otherwise', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v2/app/nothing',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(mine.headers['x-request-id']).toBe('trace-12345678');
    expect(mine.json().data.requestId).toBe('trace-12345678');
    const evil = await t.app.inject({
      method: 'POST',
      url: '/v2/app/nothing',
      headers: { 'x-request-id': '<script>' },
    });
    expect(evil.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('unexpected errors', () => {
  it('become a 500 envelope with a request id and no internals', async () => {
    // A route added only for this test fails the way a bug would.
    const local = await createTestApp({}, (app) => {
      app.post('/v2/test/explode', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
    });
    try {
      const res = await local.app.inject({
        method: 'POST',
        url: '/v2/test/explode',
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.data.reason).toBe('internal_error');
      expect(body.msg).toContain(body.data.requestId);
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('app.ts');
    } finally {
      await local.close();
    }
  });

  it('logs a client that hung up mid-reply as information, not as an error', async () => {
    const local = await createLoggedTestApp({}, (app) => {
      app.post('/v2/test/hang-up', async () => {
        throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
      });
    });
    try {
      const res = await local.app.inject({ method: 'POST', url: '/v2/test/hang-up' });
      expect(res.statusCode).toBe(500);
      expect(local.lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('turns a database constraint the code did not foresee into a 4xx, not a 500', async () => {
    const local = await createTestApp({}, (app) => {
      app.post('/v2/test/orphan', async () => {
        await app.db.insert(sessions).values({ userId: 987654321, tokenHash: 'f'.repeat(64), expiresAt: new Date() });
        return { ok: true };
      });
    });
    try {
      const res = await local.app.inject({
        method: 'POST',
        url: '/v2/test/orphan',
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { reason: 'invalid_reference' } });
    } finally {
      await local.close();
    }
  });

  it('turns every PostgreSQL data exception (SQLSTATE class 22) into a 400, not a 500', async () => {
    // Values that reach the database unchecked: NUL in text (22021), a year outside the calendar
    // (22008), a division by zero (22012), bad input syntax (22P02), an integer overflow (22003).
    const statements: Record<string, string> = {
      nul: `select convert_from('\\x6100'::bytea, 'UTF8')`,
      date: `select '0000-01-01T00:00:00Z'::timestamptz`,
      zero: 'select 1 / 0',
      syntax: `select 'x'::integer`,
      overflow: 'select 2147483647::integer + 1',
    };
    const local = await createTestApp({}, (app) => {
      app.post<{ Params: { name: string } }>('/v2/test/sql/:name', async (request) => {
        await app.db.execute(sql.raw(statements[request.params.name]!));
        return { ok: true };
      });
    });
    try {
      for (const name of Object.keys(statements)) {
        const res = await local.app.inject({ method: 'POST', url: `/v2/test/sql/${name}` });
        expect(res.statusCode, name).toBe(400);
        expect(res.json(), name).toMatchObject({ code: 400, data: { reason: 'invalid_value' } });
      }
    } finally {
      await local.close();
    }
  });
});
