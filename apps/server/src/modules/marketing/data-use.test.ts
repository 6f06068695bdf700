// Objections to the use of a player's data (the privacy notice's right to restrict its use or object
// to it) through the real app: set by the player or, on the player's request, by customer service
// (audited, told by letter); an objection to marketing withdraws the consent and stops every letter
// to everyone or a segment; an objection to profiling takes the player out of every segment.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { createConsentingPlayer } from '../../test/marketing';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInOperator>>;
let desk: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInOperator(t.app, 'content');
  desk = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const call = (p: Player, path: string, body: object = {}, headers: Record<string, string> = en) =>
  post(t.app, `/v2/app${path}`, body, { ...headers, token: p.token }, nextIp());
const dataUse = async (p: Player) => (await call(p, '/user/data-use')).body.data;
const object = (p: Player, body: object) => call(p, '/user/data-use/set', body);
const inboxIds = async (p: Player) =>
  ((await call(p, '/station/query', { pageSize: 100 })).body.data.list as Array<{ id: number }>).map((l) => l.id);

async function send(body: object) {
  const res = await post(
    t.app,
    '/v2/admin/station/send',
    { target: 'all', titleEn: 'Autumn festival', bodyEn: '<p>Double coins all week</p>', ...body },
    editor.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

describe('objections to the use of my data', () => {
  it('are off until the player objects, and each is set and lifted on its own', async () => {
    const p = await createSignedInUser(t.db);
    expect(await dataUse(p)).toEqual({ marketing: false, profiling: false, updatedAt: null, recordedBy: null });

    expect((await object(p, { profiling: true })).body.data).toMatchObject({
      marketing: false,
      profiling: true,
      updatedAt: expect.any(String),
      recordedBy: 'player',
    });
    await object(p, { marketing: true });
    expect(await dataUse(p)).toMatchObject({ marketing: true, profiling: true });
    await object(p, { profiling: false });
    expect(await dataUse(p)).toMatchObject({ marketing: true, profiling: false });
  });

  it('need a signed-in player and something to change', async () => {
    expect((await post(t.app, '/v2/app/user/data-use', {})).status).toBe(401);
    expect((await post(t.app, '/v2/app/user/data-use/set', { marketing: true })).status).toBe(401);
    const p = await createSignedInUser(t.db);
    for (const body of [{}, { marketing: 'yes' }, { profiling: null }])
      expect((await object(p, body)).status, JSON.stringify(body)).toBe(400);
    expect(await dataUse(p)).toMatchObject({ marketing: false, profiling: false, updatedAt: null });
  });

  it('to marketing withdraws the consent, refuses a new one until lifted, and stops letters to everyone', async () => {
    const p = await createConsentingPlayer(t.db);
    const letter = await send({});
    expect(await inboxIds(p)).toContain(letter);

    await object(p, { marketing: true });
    expect((await call(p, '/marketing/consent')).body.data).toMatchObject({ consented: false, objected: true });
    expect(await inboxIds(p)).not.toContain(letter);
    const refused = await call(p, '/marketing/consent/set', { consented: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      data: { reason: 'marketing_objected' },
      msg: expect.stringContaining('You have objected to marketing'),
    });
    expect(await inboxIds(p)).not.toContain(letter);

    // Lifting it starts nothing by itself: marketing needs a new yes.
    await object(p, { marketing: false });
    expect((await call(p, '/marketing/consent')).body.data).toMatchObject({ consented: false, objected: false });
    expect(await inboxIds(p)).not.toContain(letter);
    expect((await call(p, '/marketing/consent/set', { consented: true })).status).toBe(200);
    expect(await inboxIds(p)).toContain(letter);
  });

  it('to profiling keeps letters to everyone but takes the player out of every segment, counted and sent', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const objecting = await createConsentingPlayer(t.db, { locale: 'vi-VN' });
    const willing = await createConsentingPlayer(t.db, { locale: 'vi-VN' });
    await object(objecting, { profiling: true });
    const segment = { locale: 'vi-VN', registeredFrom: since };

    const counted = await post(t.app, '/v2/admin/station/segment/count', segment, editor.headers);
    expect(counted.body.data).toEqual({ count: 1 });
    const toSegment = await send({ target: 'segment', segment });
    const toAll = await send({});
    expect(await inboxIds(willing)).toEqual(expect.arrayContaining([toSegment, toAll]));
    expect(await inboxIds(objecting)).toContain(toAll);
    expect(await inboxIds(objecting)).not.toContain(toSegment);

    // A segment's letter already sent goes once its player objects, as it went on an opt-out.
    await object(willing, { profiling: true });
    expect(await inboxIds(willing)).not.toContain(toSegment);
    expect(await inboxIds(willing)).toContain(toAll);
  });

  it("recorded by customer service on the player's request: audited and told to the player by letter in their language", async () => {
    const p = await createConsentingPlayer(t.db);
    const res = await post(
      t.app,
      '/v2/admin/player/data-use/set',
      { userId: p.user.id, marketing: true, profiling: true, reason: 'Data request S1: stop all marketing' },
      desk.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ marketing: true, profiling: true, recordedBy: 'support' });
    expect(await dataUse(p)).toMatchObject({ marketing: true, profiling: true, recordedBy: 'support' });
    expect((await call(p, '/marketing/consent')).body.data).toMatchObject({ consented: false, objected: true });
    expect(
      (await post(t.app, '/v2/admin/player/data-use', { userId: p.user.id }, desk.headers)).body.data,
    ).toMatchObject({ marketing: true, profiling: true, recordedBy: 'support' });

    const inbox = (await call(p, '/station/query', { pageSize: 100 })).body.data.list as Array<{
      title: string;
      body: string;
    }>;
    const letter = inbox.find((l) => l.title === 'Your choices on the use of your data');
    expect(letter?.body).toContain('Marketing: you object.');
    expect(letter?.body).toContain('Profiling: you object.');
    expect(letter?.body).toContain('Data request S1: stop all marketing');
    const japanese = (await call(p, '/station/query', { pageSize: 100 }, { 'accept-language': 'ja-JP' })).body.data
      .list as Array<{ title: string }>;
    expect(japanese.map((l) => l.title)).toContain('お客様のデータの利用に関するご選択');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.data_use'), eq(auditLog.targetId, String(p.user.id))));
    expect(audit).toMatchObject({
      operatorId: desk.operator.id,
      targetType: 'user',
      before: { marketing: false, profiling: false },
      after: { marketing: true, profiling: true, reason: 'Data request S1: stop all marketing' },
    });

    // Lifted on the player's word, told the same way.
    await post(
      t.app,
      '/v2/admin/player/data-use/set',
      { userId: p.user.id, profiling: false, reason: 'Player asked by phone' },
      desk.headers,
    );
    expect(await dataUse(p)).toMatchObject({ marketing: true, profiling: false });
  });

  it('are recorded by support (and admins) only, and read by finance too; bad input is refused', async () => {
    const p = await createSignedInUser(t.db);
    const finance = await signedInOperator(t.app, 'finance');
    const body = { userId: p.user.id, marketing: true, reason: 'asked' };
    expect((await post(t.app, '/v2/admin/player/data-use/set', body, finance.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/player/data-use/set', body, editor.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/player/data-use', { userId: p.user.id }, finance.headers)).status).toBe(200);
    expect((await post(t.app, '/v2/admin/player/data-use', { userId: p.user.id }, editor.headers)).status).toBe(403);
    for (const bad of [
      { userId: p.user.id, reason: 'asked' },
      { userId: p.user.id, marketing: true },
      { userId: p.user.id, marketing: true, reason: ' ' },
    ])
      expect((await post(t.app, '/v2/admin/player/data-use/set', bad, desk.headers)).status, JSON.stringify(bad)).toBe(
        400,
      );
    expect(
      (await post(t.app, '/v2/admin/player/data-use/set', { ...body, userId: 999_999_999 }, desk.headers)).status,
    ).toBe(404);
    expect(await dataUse(p)).toMatchObject({ marketing: false, profiling: false });
  });
});
