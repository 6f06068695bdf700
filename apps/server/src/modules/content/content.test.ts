import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALIZED_SUFFIXES } from '@hall/contracts/content';
import { notices, promotions, stationLetters } from '../../db/schema/content';
import { auditLog } from '../../db/schema/operator';
import { sanitiseHtml } from '../../lib/html-sanitiser';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInOperator(t.app, 'content');
});
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const seven = (base: string, text: string) =>
  Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`${base}${s}`, `${text} ${s}`]));
const blank = (base: string) => Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`${base}${s}`, '']));

const noticeInput = (over: object = {}) => ({ ...seven('title', 'Notice'), ...seven('body', '<p>Body</p>'), ...over });
const bannerInput = (over: object = {}) => ({
  imageUrl: '/banners/welcome.svg',
  linkUrl: '/game/promotion',
  ...seven('title', 'Caption'),
  ...seven('alt', 'Art'),
  ...over,
});
const promotionInput = (over: object = {}) => ({
  kind: 'promotion',
  ...seven('title', 'Offer'),
  ...seven('summary', 'Short'),
  ...seven('body', '<p>Long</p>'),
  ...seven('terms', '<ol><li>Rule</li></ol>'),
  startsAt: hours(-24),
  ...over,
});

async function admin(path: string, body: object, headers: Record<string, string> = editor.headers) {
  return post(t.app, `/v2/admin/${path}`, body, headers);
}

/** Creates an item through the back office and, unless told otherwise, publishes it. Returns its id. */
async function make(segment: string, input: object, publish = true): Promise<number> {
  const created = await admin(`${segment}/create`, input);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (publish) expect((await admin(`${segment}/publish`, { id: created.body.data.id })).status).toBe(200);
  return created.body.data.id;
}

async function publicIds(path: string, body: object = {}) {
  const res = await post(t.app, path, { pageSize: 100, ...body });
  expect(res.status).toBe(200);
  const list = Array.isArray(res.body.data) ? res.body.data : res.body.data.list;
  return (list as Array<{ id: number }>).map((i) => i.id);
}

// Runs first, while the only content is what the migrations seeded.
describe('seeded content', () => {
  it('is live in all seven languages: notices, banners, a promotion and an activity', async () => {
    const noticePage = await post(t.app, '/v2/app/notice/query', { pageSize: 100 }, { 'accept-language': 'vi-VN' });
    const bannerList = await post(t.app, '/v2/app/banner/query', {});
    const promotionPage = await post(t.app, '/v2/app/favorable/query', { pageSize: 100 });
    expect(noticePage.body.data.total).toBeGreaterThanOrEqual(3);
    expect(bannerList.body.data.length).toBeGreaterThanOrEqual(2);
    const kinds = new Set(promotionPage.body.data.list.map((p: { kind: string }) => p.kind));
    expect(kinds).toEqual(new Set(['promotion', 'activity']));
    for (const item of [...noticePage.body.data.list, ...promotionPage.body.data.list])
      for (const s of LOCALIZED_SUFFIXES) {
        expect(item[`title${s}`], `${item.id} title${s}`).not.toBe('');
        expect(item[`body${s}`] ?? item[`summary${s}`], `${item.id} ${s}`).not.toBe('');
      }
    for (const banner of bannerList.body.data)
      for (const s of LOCALIZED_SUFFIXES) expect(banner[`alt${s}`], `${banner.id} alt${s}`).not.toBe('');
    const [offer] = promotionPage.body.data.list.filter((p: { kind: string }) => p.kind === 'promotion');
    const detail = await post(t.app, '/v2/app/favorable/get', { id: offer.id });
    for (const s of LOCALIZED_SUFFIXES) expect(detail.body.data[`terms${s}`], `terms${s}`).toMatch(/<li>/);
  });

  it('holds only rich text the sanitiser would keep as it is', async () => {
    const rows = [
      ...(await t.db.select().from(notices)),
      ...(await t.db.select().from(promotions)),
      ...(await t.db.select().from(stationLetters)),
    ] as unknown as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows)
      for (const base of ['body', 'terms'])
        for (const s of LOCALIZED_SUFFIXES) {
          const html = row[`${base}${s}`];
          if (typeof html === 'string') expect(sanitiseHtml(html), `${base}${s}`).toBe(html);
        }
  });
});

describe('notices for players', () => {
  it('stay hidden as drafts and appear once published, in every language and the reader’s own', async () => {
    const id = await make('notice', noticeInput(), false);
    expect(await publicIds('/v2/app/notice/query')).not.toContain(id);
    expect((await post(t.app, '/v2/app/notice/get', { id })).status).toBe(404);

    await admin('notice/publish', { id });
    expect(await publicIds('/v2/app/notice/query')).toContain(id);
    const res = await post(t.app, '/v2/app/notice/get', { id }, { 'accept-language': 'ko-KR' });
    expect(res.body).toMatchObject({ code: 200, data: { id, title: 'Notice Ko', body: '<p>Body</p> Ko' } });
    for (const s of LOCALIZED_SUFFIXES) {
      expect(res.body.data[`title${s}`]).toBe(`Notice ${s}`);
      expect(res.body.data[`body${s}`]).toBe(`<p>Body</p> ${s}`);
    }
    expect(Date.parse(res.body.data.publishAt)).toBeLessThanOrEqual(Date.now());
  });

  it('fall back along the language chain when the reader’s language is empty', async () => {
    const id = await make('notice', { titleJp: 'お知らせ', titleZh: '公告', bodyJp: '<p>本文</p>' });
    const twRes = await post(t.app, '/v2/app/notice/get', { id }, { 'accept-language': 'zh-TW' });
    expect(twRes.body.data).toMatchObject({ title: '公告', body: '<p>本文</p>', titleZhTW: '' });
    const viRes = await post(t.app, '/v2/app/notice/get', { id }, { 'accept-language': 'vi-VN' });
    expect(viRes.body.data.title).toBe('お知らせ');
  });

  it('show only inside their publish window', async () => {
    const future = await make('notice', noticeInput({ publishAt: hours(1) }));
    const past = await make('notice', noticeInput({ publishAt: hours(-3), unpublishAt: hours(-1) }));
    const open = await make('notice', noticeInput({ publishAt: hours(-1), unpublishAt: hours(1) }));
    const ids = await publicIds('/v2/app/notice/query');
    expect(ids).toContain(open);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(past);
    expect((await post(t.app, '/v2/app/notice/get', { id: future })).status).toBe(404);
    const states = await Promise.all([future, past, open].map((id) => admin('notice/get', { id })));
    expect(states.map((s) => [s.body.data.status, s.body.data.live])).toEqual([
      ['published', false],
      ['published', false],
      ['published', true],
    ]);
  });

  it('are ordered by sort (lower first), then newest first, and paged', async () => {
    const older = await make('notice', noticeInput({ sort: -500, publishAt: hours(-3) }));
    const newer = await make('notice', noticeInput({ sort: -500, publishAt: hours(-1) }));
    const pinned = await make('notice', noticeInput({ sort: -600, publishAt: hours(-5) }));
    const ids = await publicIds('/v2/app/notice/query');
    expect(ids.slice(0, 3)).toEqual([pinned, newer, older]);

    const first = await post(t.app, '/v2/app/notice/query', { page: 1, pageSize: 2 });
    const second = await post(t.app, '/v2/app/notice/query', { page: 2, pageSize: 2 });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: ids.length });
    expect(first.body.data.list.map((n: { id: number }) => n.id)).toEqual([pinned, newer]);
    expect(second.body.data.list[0].id).toBe(older);
  });
});

describe('banners and promotions for players', () => {
  it('give the live banners in order with image, link and alt text', async () => {
    const second = await make('banner', bannerInput({ sort: -200 }));
    const first = await make(
      'banner',
      bannerInput({ sort: -300, linkUrl: null, imageUrl: 'https://cdn.example/b.png' }),
    );
    const draft = await make('banner', bannerInput({ sort: -400 }), false);
    const res = await post(t.app, '/v2/app/banner/query', {}, { 'accept-language': 'en-US' });
    const ids = res.body.data.map((b: { id: number }) => b.id);
    expect(ids.slice(0, 2)).toEqual([first, second]);
    expect(ids).not.toContain(draft);
    expect(res.body.data[0]).toMatchObject({ imageUrl: 'https://cdn.example/b.png', linkUrl: null, alt: 'Art En' });
    expect(res.body.data[1]).toMatchObject({ linkUrl: '/game/promotion', title: 'Caption En', altVi: 'Art Vi' });
  });

  it('filter promotions by kind, tell where each period stands, and give body and terms in the detail', async () => {
    const running = await make('favorable', promotionInput({ kind: 'activity', endsAt: hours(24) }));
    const upcoming = await make('favorable', promotionInput({ kind: 'activity', startsAt: hours(2) }));
    const ended = await make(
      'favorable',
      promotionInput({ kind: 'activity', startsAt: hours(-48), endsAt: hours(-1) }),
    );
    const offer = await make('favorable', promotionInput({ kind: 'promotion' }));

    const activities = await post(t.app, '/v2/app/favorable/query', { kind: 'activity', pageSize: 100 });
    const byId = new Map(activities.body.data.list.map((p: { id: number }) => [p.id, p]));
    expect(byId.has(offer)).toBe(false);
    expect([running, upcoming, ended].map((id) => (byId.get(id) as { state: string }).state)).toEqual([
      'running',
      'upcoming',
      'ended',
    ]);
    expect(byId.get(running)).not.toHaveProperty('body');
    expect(await publicIds('/v2/app/favorable/query', { kind: 'promotion' })).toContain(offer);

    const detail = await post(t.app, '/v2/app/favorable/get', { id: offer }, { 'accept-language': 'ja-JP' });
    expect(detail.body.data).toMatchObject({
      kind: 'promotion',
      title: 'Offer Jp',
      body: '<p>Long</p> Jp',
      terms: '<ol><li>Rule</li></ol> Jp',
      termsFil: '<ol><li>Rule</li></ol> Fil',
      state: 'running',
      endsAt: null,
    });
  });
});

describe('the back office', () => {
  it('sanitises rich text on create and on edit', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>';
    const created = await admin('notice/create', noticeInput({ bodyEn: dirty }));
    expect(created.body.data.bodyEn).toBe('<p>Hi <a>x</a></p>');
    const id = created.body.data.id;
    const edited = await admin('notice/update', {
      id,
      ...noticeInput({ bodyEn: '<a href="https://example.com" onmouseover="x">out</a><style>*{}</style>' }),
    });
    expect(edited.body.data.bodyEn).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>',
    );
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.bodyEn).toBe(edited.body.data.bodyEn);

    const promo = await admin(
      'favorable/create',
      promotionInput({ termsKo: '<iframe src="https://x"></iframe><b>ok</b>' }),
    );
    expect(promo.body.data.termsKo).toBe('<b>ok</b>');
  });

  it('edits replace every field and keep a published item published', async () => {
    const id = await make('banner', bannerInput({ linkUrl: '/activity', publishAt: hours(-2) }));
    const edited = await admin('banner/update', { id, ...bannerInput({ linkUrl: undefined, altEn: 'New art' }) });
    expect(edited.body.data).toMatchObject({ status: 'published', live: true, linkUrl: null, altEn: 'New art' });
    expect(Date.parse(edited.body.data.publishAt)).toBeLessThan(Date.now() - 3_600_000);
  });

  it('unpublishes to draft and deletes, and answers 404 for an id that does not exist', async () => {
    const id = await make('notice', noticeInput());
    const back = await admin('notice/unpublish', { id });
    expect(back.body.data).toMatchObject({ status: 'draft', live: false });
    expect(await publicIds('/v2/app/notice/query')).not.toContain(id);
    expect((await admin('notice/delete', { id })).body).toMatchObject({ code: 200, data: { done: true } });
    for (const path of ['get', 'publish', 'unpublish', 'delete']) {
      const res = await admin(`notice/${path}`, { id });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    }
    expect((await admin('notice/update', { id, ...noticeInput() })).status).toBe(404);
    expect((await post(t.app, '/v2/app/favorable/get', { id: 987654321 })).status).toBe(404);
  });

  it('writes every action to the audit log with the operator and the item', async () => {
    const id = await make('favorable', promotionInput());
    await admin('favorable/update', { id, ...promotionInput({ titleEn: 'Changed' }) });
    await admin('favorable/unpublish', { id });
    await admin('favorable/delete', { id });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promotion'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'promotion.create',
      'promotion.publish',
      'promotion.update',
      'promotion.unpublish',
      'promotion.delete',
    ]);
    expect(rows.every((r) => r.operatorId === editor.operator.id)).toBe(true);
    const update = rows[2]!;
    expect((update.before as { titleEn: string }).titleEn).toBe('Offer En');
    expect((update.after as { titleEn: string }).titleEn).toBe('Changed');
    expect((rows[4]!.before as { id: number }).id).toBe(id);
  });

  it('lets content and admin operators write, support only read, and nobody else in', async () => {
    const id = await make('notice', noticeInput(), false);
    const finance = await signedInOperator(t.app, 'finance');
    const support = await signedInOperator(t.app, 'support');
    const boss = await signedInOperator(t.app, 'admin');
    const player = await createSignedInUser(t.db);

    expect((await admin('notice/publish', { id }, finance.headers)).status).toBe(403);
    expect((await admin('notice/create', noticeInput(), finance.headers)).status).toBe(403);
    expect((await admin('notice/list', {}, finance.headers)).status).toBe(403);
    expect((await admin('notice/publish', { id }, support.headers)).status).toBe(403);
    expect((await admin('banner/delete', { id }, support.headers)).status).toBe(403);
    expect((await admin('notice/list', {}, support.headers)).status).toBe(200);
    expect((await admin('notice/publish', { id }, {})).status).toBe(401);
    expect((await admin('notice/publish', { id }, { token: player.token })).status).toBe(401);
    expect((await admin('notice/publish', { id }, boss.headers)).body.data.status).toBe('published');

    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.status).toBe('published');
  });

  it('lists by status and kind, newest first', async () => {
    const draft = await make('favorable', promotionInput({ kind: 'activity' }), false);
    const live = await make('favorable', promotionInput({ kind: 'activity' }));
    const drafts = await admin('favorable/list', { status: 'draft', kind: 'activity', pageSize: 100 });
    const ids = drafts.body.data.list.map((p: { id: number }) => p.id);
    expect(ids).toContain(draft);
    expect(ids).not.toContain(live);
    expect(drafts.body.data.list.every((p: { kind: string; status: string }) => p.kind === 'activity')).toBe(true);
    const all = await admin('favorable/list', { pageSize: 100 });
    const allIds = all.body.data.list.map((p: { id: number }) => p.id);
    expect(allIds.indexOf(live)).toBeLessThan(allIds.indexOf(draft));
  });
});

describe('validation', () => {
  it('answers 400 with the field named for over-long text, wrong types and missing text, never 500', async () => {
    const cases: Array<[string, object, string]> = [
      ['notice/create', noticeInput({ titleEn: 'x'.repeat(201) }), 'titleEn'],
      ['notice/create', noticeInput({ bodyVi: 'x'.repeat(20_001) }), 'bodyVi'],
      ['notice/create', noticeInput({ titleKo: 42 }), 'titleKo'],
      ['notice/create', noticeInput({ sort: 1.5 }), 'sort'],
      ['notice/create', noticeInput({ sort: '1' }), 'sort'],
      ['notice/create', noticeInput({ publishAt: 'tomorrow' }), 'publishAt'],
      ['notice/create', noticeInput({ publishAt: hours(2), unpublishAt: hours(1) }), 'unpublishAt'],
      ['notice/create', { ...noticeInput(), ...blank('title'), titleEn: '   ' }, 'titleEn'],
      ['notice/get', { id: 'abc' }, 'id'],
      ['notice/get', { id: -1 }, 'id'],
      ['notice/get', {}, 'id'],
      ['notice/update', { ...noticeInput() }, 'id'],
      ['banner/create', bannerInput({ imageUrl: 'javascript:alert(1)' }), 'imageUrl'],
      ['banner/create', bannerInput({ imageUrl: 'http://plain.example/a.png' }), 'imageUrl'],
      ['banner/create', bannerInput({ linkUrl: 'javascript:alert(1)' }), 'linkUrl'],
      ['banner/create', bannerInput({ linkUrl: '//evil.example' }), 'linkUrl'],
      ['banner/create', bannerInput({ altFil: 'x'.repeat(201) }), 'altFil'],
      ['favorable/create', promotionInput({ kind: 'lottery' }), 'kind'],
      ['favorable/create', promotionInput({ summaryZh: 'x'.repeat(501) }), 'summaryZh'],
      ['favorable/create', promotionInput({ startsAt: hours(1), endsAt: hours(-1) }), 'endsAt'],
      ['favorable/list', { kind: 'x' }, 'kind'],
      ['notice/list', { pageSize: 1000 }, 'pageSize'],
    ];
    for (const [path, body, field] of cases) {
      const res = await admin(path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.code).toBe(400);
      expect(
        res.body.data.fields.map((f: { field: string }) => f.field),
        `${path} ${field}`,
      ).toContain(field);
    }
    for (const [path, body] of [
      ['/v2/app/notice/get', { id: 'x' }],
      ['/v2/app/notice/query', { page: 0 }],
      ['/v2/app/favorable/query', { kind: 42 }],
    ] as const) {
      const res = await post(t.app, path, body);
      expect(res.status, path).toBe(400);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/notice/create',
      headers: { ...editor.headers, 'content-type': 'application/json' },
      payload: '{"titleEn": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses to publish "from now" what has already ended', async () => {
    const id = await make('notice', noticeInput({ unpublishAt: hours(-1) }), false);
    const res = await admin('notice/publish', { id }, editor.headers);
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('window_invalid');
    const edited = await make('notice', noticeInput({ publishAt: hours(-3) }));
    const moved = await admin('notice/update', { id: edited, ...noticeInput({ unpublishAt: hours(-4) }) });
    expect(moved.status).toBe(400);
  });
});
