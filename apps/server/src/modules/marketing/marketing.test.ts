import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerExclusions } from '../../db/schema/protection';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { createConsentingPlayer } from '../../test/marketing';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInOperator(t.app, 'content');
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const consent = (player: Player, body: object = {}, path = 'consent') =>
  post(t.app, `/v2/app/marketing/${path}`, body, { token: player.token });
const inboxIds = async (player: Player) => {
  const res = await post(t.app, '/v2/app/station/query', { pageSize: 100 }, { token: player.token });
  expect(res.status).toBe(200);
  return (res.body.data.list as Array<{ id: number }>).map((l) => l.id);
};
const unread = async (player: Player) =>
  (await post(t.app, '/v2/app/station/unread/count', {}, { token: player.token })).body.data.count as number;
async function letterToAll(body: object = {}) {
  const res = await post(
    t.app,
    '/v2/admin/station/send',
    { target: 'all', titleEn: 'Spring festival', bodyEn: '<p>Double coins all week</p>', ...body },
    editor.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}
/** An exclusion of the player's own, as the protection calls write it. */
async function exclude(player: Player, kind: 'timeout' | 'self_exclusion', endsAt: Date | null) {
  await t.db
    .insert(playerExclusions)
    .values({ userId: player.user.id, kind, startsAt: new Date(Date.now() - 60_000), endsAt });
}

describe('marketing consent', () => {
  it('is off until the player turns it on, and can be turned off again', async () => {
    const p = await createSignedInUser(t.db);
    expect((await consent(p)).body.data).toEqual({ consented: false, updatedAt: null, objected: false });
    const on = await consent(p, { consented: true }, 'consent/set');
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ consented: true, updatedAt: expect.any(String) });
    expect((await consent(p)).body.data.consented).toBe(true);
    await consent(p, { consented: false }, 'consent/set');
    expect((await consent(p)).body.data.consented).toBe(false);
  });

  it('needs a signed-in player and a yes or no', async () => {
    expect((await post(t.app, '/v2/app/marketing/consent', {})).status).toBe(401);
    expect((await post(t.app, '/v2/app/marketing/consent/set', { consented: true })).status).toBe(401);
    const p = await createSignedInUser(t.db);
    for (const body of [{}, { consented: 'yes' }, { consented: null }])
      expect((await consent(p, body, 'consent/set')).status, JSON.stringify(body)).toBe(400);
  });
});

describe('letters to everyone are marketing', () => {
  it('reach a player who said yes, and no one who did not, is on a break or excluded themselves', async () => {
    const willing = await createConsentingPlayer(t.db);
    const silent = await createSignedInUser(t.db);
    const resting = await createConsentingPlayer(t.db);
    await exclude(resting, 'timeout', new Date(Date.now() + 86_400_000));
    const gone = await createConsentingPlayer(t.db);
    await exclude(gone, 'self_exclusion', null);
    const cooling = await createConsentingPlayer(t.db);
    await exclude(cooling, 'self_exclusion', new Date(Date.now() - 86_400_000));

    const id = await letterToAll();
    expect(await inboxIds(willing)).toContain(id);
    for (const p of [silent, resting, gone, cooling]) {
      expect(await inboxIds(p)).not.toContain(id);
      // Not counted, and not to be opened by its id either.
      expect(await unread(p)).toBe(0);
      expect((await post(t.app, '/v2/app/station/read', { id }, { token: p.token })).status).toBe(404);
    }
  });

  it('stop reaching a player who opts out or excludes themselves after they were sent', async () => {
    const later = await createConsentingPlayer(t.db);
    const quitter = await createConsentingPlayer(t.db);
    const id = await letterToAll();
    expect(await inboxIds(later)).toContain(id);
    expect(await inboxIds(quitter)).toContain(id);
    await consent(later, { consented: false }, 'consent/set');
    await exclude(quitter, 'self_exclusion', null);
    expect(await inboxIds(later)).not.toContain(id);
    expect(await inboxIds(quitter)).not.toContain(id);
  });

  it('to a segment reach only players who said yes', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const yes = await createConsentingPlayer(t.db, { locale: 'fil-PH' });
    const no = await createSignedInUser(t.db, { locale: 'fil-PH' });
    const segment = { locale: 'fil-PH', registeredFrom: since };
    const counted = await post(t.app, '/v2/admin/station/segment/count', segment, editor.headers);
    expect(counted.body.data).toEqual({ count: 1 });
    const id = await letterToAll({ target: 'segment', segment });
    expect(await inboxIds(yes)).toContain(id);
    expect(await inboxIds(no)).not.toContain(id);
  });
});

describe('promotions are marketing', () => {
  it('are listed to visitors and players, but not to a player on a break or excluded', async () => {
    const p = await createSignedInUser(t.db);
    const list = async (headers: Record<string, string> = {}) =>
      (await post(t.app, '/v2/app/favorable/query', { pageSize: 50 }, headers)).body.data as {
        list: Array<{ id: number }>;
        total: number;
      };
    const visible = await list();
    expect(visible.total).toBeGreaterThan(0);
    expect((await list({ token: p.token })).total).toBe(visible.total);
    const one = visible.list[0]!.id;
    expect((await post(t.app, '/v2/app/favorable/get', { id: one }, { token: p.token })).status).toBe(200);

    await exclude(p, 'timeout', new Date(Date.now() + 86_400_000));
    expect(await list({ token: p.token })).toMatchObject({ list: [], total: 0 });
    expect((await post(t.app, '/v2/app/favorable/get', { id: one }, { token: p.token })).status).toBe(404);
  });
});
