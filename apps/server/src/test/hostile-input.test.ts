// Requests an attacker or a fuzzer sends: control characters, dates no row can have, bodies sent
// before signing in, bodies that are not JSON, the wrong method. Each answers a 4xx envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, post, type TestApp } from './app';
import { createSignedInUser } from './factories';
import { signedInOperator } from './operators';

let t: TestApp;
let player: Record<string, string>;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  player = { token: (await createSignedInUser(t.db)).token };
  operator = (await signedInOperator(t.app)).headers;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

describe('a NUL byte in a string', () => {
  const cases: Array<[string, Record<string, unknown>, 'visitor' | 'player' | 'operator']> = [
    ['/v2/app/auth/login', { account: 'ab\u0000c', password: 'whatever1' }, 'visitor'],
    ['/v2/admin/auth/login', { username: 'ad\u0000min', password: 'whatever1' }, 'visitor'],
    ['/v2/app/user/update', { nickname: 'Ak\u0000i' }, 'player'],
    ['/v2/app/game/round/get', { roundSn: 'R\u0000' }, 'player'],
    ['/v2/app/game/favorite/add', { gameId: 'sakura\u0000' }, 'player'],
    ['/v2/app/game/machines', { gameId: '\u0000' }, 'player'],
    ['/v2/app/country', { keyword: 'J\u0000' }, 'visitor'],
    ['/v2/admin/station/list', { account: 'x\u0000' }, 'operator'],
  ];
  it.each(cases)('is refused as bad input on %s', async (url, body, as) => {
    const headers = { ...en, ...(as === 'player' ? player : as === 'operator' ? operator : {}) };
    const res = await post(t.app, url, body, headers, nextIp());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'validation_failed' } });
  });

  it('is refused in a path parameter', async () => {
    // Well-formed notices, so the only thing wrong is the channel named in the path.
    const notice = { amount: '100', currency: 'JPY', providerRef: 'p1', timestamp: '1', nonce: 'n', sign: 'ab' };
    for (const [url, body] of [
      ['/v2/pay/callback/x%00', { ...notice, orderSn: 'D1', status: 'paid' }],
      ['/v2/pay/payout-callback/x%00', { ...notice, withdrawSn: 'W1', status: 'success' }],
      ['/v2/pay/callback/x%0a', { ...notice, orderSn: 'D1', status: 'paid' }],
    ] as const) {
      const res = await post(t.app, url, body, en);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe(400);
    }
  });

  it('never reaches the database from the sandbox cashier: an order number with a NUL is no order', async () => {
    // Before the cashier checked the number itself, the database refused the byte: a 400 from its error.
    for (const [method, url] of [
      ['GET', '/sandbox/cashier/x%00'],
      ['POST', '/sandbox/cashier/x%00/pay'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: en });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('an over-long or undecodable path parameter is a 400 envelope, not the router own answer', async () => {
    for (const url of [`/v2/pay/callback/${'a'.repeat(500)}`, '/v2/pay/callback/%zz', '/v2/pay/callback/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'POST', url, headers: en, payload: {} });
      expect(res.statusCode, url.slice(0, 40)).toBe(400);
      expect(res.json(), url.slice(0, 40)).toMatchObject({ code: 400, data: { reason: 'invalid_value' } });
      expect(res.json().data.requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('is refused even in a field the schema would drop', async () => {
    const res = await post(t.app, '/v2/app/country', { unknown: ['\u0000'] }, en);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0].field).toBe('unknown.0');
  });

  it('other control characters are refused in one-line fields, line breaks kept in multi-line ones', async () => {
    for (const nickname of ['a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      const res = await post(t.app, '/v2/app/user/update', { nickname }, { ...en, ...player });
      expect(res.status, JSON.stringify(nickname)).toBe(400);
    }
    const ok = await post(t.app, '/v2/app/user/update', { nickname: 'さくら 🌸' }, { ...en, ...player });
    expect(ok.status).toBe(200);
    const letter = await post(
      t.app,
      '/v2/admin/station/send',
      { target: 'all', titleEn: 'Hello', bodyEn: '<p>line one\nline two\tend</p>' },
      { ...en, ...operator },
    );
    expect(letter.status).toBe(200);
  });
});

describe('dates outside any row', () => {
  const lists: Array<[string]> = [
    ['/v2/app/pay/list'],
    ['/v2/app/draw/list'],
    ['/v2/app/record/game/record/query'],
    ['/v2/app/record/game/record/count'],
  ];
  it.each(lists)('year 0000 and 9999 are refused on %s', async (url) => {
    for (const range of [
      { from: '0000-01-01T00:00:00Z' },
      { to: '0000-01-01T00:00:00Z' },
      { from: '9999-12-31T23:59:59Z' },
      { from: '1999-12-31T23:59:59Z' },
    ]) {
      const res = await post(t.app, url, range, { ...en, ...player });
      expect(res.status, JSON.stringify(range)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
  });

  it.each(lists)('a window that ends before it starts is refused on %s, a sane one served', async (url) => {
    const backwards = await post(
      t.app,
      url,
      { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { ...en, ...player },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.fields[0].field).toBe('to');
    const fine = await post(t.app, url, { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00+09:00' }, player);
    expect(fine.status).toBe(200);
  });

  it('a publishing window in year 0000 is refused', async () => {
    const res = await post(
      t.app,
      '/v2/admin/notice/create',
      { titleEn: 'Old', bodyEn: '<p>x</p>', publishAt: '0000-01-01T00:00:00Z' },
      { ...en, ...operator },
    );
    expect(res.status).toBe(400);
  });
});

describe('sign-in before the body', () => {
  it('an empty deposit order without a token is 401, not a list of fields', async () => {
    const res = await post(t.app, '/v2/app/pay/order', {}, en);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, data: { reason: 'not_signed_in' } });
    expect(res.body.data.fields).toBeUndefined();
  });

  it('a malformed or non-JSON body without a token is 401 too', async () => {
    for (const [type, payload] of [
      ['application/json', '{"amount":'],
      ['text/plain', 'hello'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/draw/approve',
        headers: { 'content-type': type!, ...en },
        payload,
      });
      expect(res.statusCode, type).toBe(401);
    }
  });

  it('a player token on an operator route is 401 before the body is read', async () => {
    const res = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: 42 }, { ...en, ...player });
    expect(res.status).toBe(401);
  });
});

describe('bodies that are not JSON and the wrong method', () => {
  it.each([
    ['text/plain', '{"keyword":"JP"}'],
    ['text/plain; charset=utf-8', 'keyword=JP'],
    ['application/x-www-form-urlencoded', 'keyword=JP'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<keyword>JP</keyword>'],
  ])('%s is answered 415', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/country',
      headers: { 'content-type': type, ...en },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 415,
      msg: 'Send the request body as JSON.',
      data: { reason: 'unsupported_media_type' },
    });
  });

  it('GET on a POST route is 405 with Allow, in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/app/user/info',
      headers: { 'accept-language': 'ko-KR' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 405, data: { reason: 'method_not_allowed' } });
    expect(res.json().msg).toContain('Allow');
    expect(res.json().msg).toMatch(/[가-힣]/);
  });

  it('405 on parametric and health routes names their methods; unknown paths stay 404', async () => {
    const callback = await t.app.inject({ method: 'PUT', url: '/v2/pay/callback/sandbox-jpy' });
    expect(callback.statusCode).toBe(405);
    expect(callback.headers.allow).toBe('POST');
    const health = await t.app.inject({ method: 'POST', url: '/healthz' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'GET', url: '/v2/app/no/such/route' });
    expect(unknown.statusCode).toBe(404);
  });
});
