import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationLetterRecipients, stationLetterStates } from '../../db/schema/content';
import { auditLog } from '../../db/schema/operator';
import { playerExclusions } from '../../db/schema/protection';
import { users } from '../../db/schema/user';
import { approvedAgent, createdMember } from '../../test/agents';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser as createUnconsentingPlayer } from '../../test/factories';
// Letters to everyone or to a segment are marketing: these players said yes to it.
import { consentToMarketing, createConsentingPlayer as createSignedInUser } from '../../test/marketing';
import { signedInOperator } from '../../test/operators';
import { sendPlayerLetter } from './service';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInOperator(t.app, 'content');
});
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
type Player = Awaited<ReturnType<typeof createSignedInUser>>;

async function sendLetter(body: object, headers: Record<string, string> = editor.headers) {
  return post(t.app, '/v2/admin/station/send', { titleEn: 'Hello', bodyEn: '<p>Hi</p>', ...body }, headers);
}
async function letterTo(player: Player | null, body: object = {}): Promise<number> {
  const target = player ? { target: 'player', account: player.user.account } : { target: 'all' };
  const res = await sendLetter({ ...target, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
const call = (path: string, player: Player, body: object = {}) =>
  post(t.app, `/v2/app/station/${path}`, body, { token: player.token });
async function inbox(player: Player, body: object = {}) {
  const res = await call('query', player, { pageSize: 100, ...body });
  expect(res.status).toBe(200);
  return res.body.data as {
    list: Array<{ id: number; read: boolean; broadcast: boolean }>;
    total: number;
    unread: number;
  };
}
const ids = (page: { list: Array<{ id: number }> }) => page.list.map((l) => l.id);
const unread = async (player: Player) => (await call('unread/count', player)).body.data.count as number;

describe('station letters', () => {
  it('need a signed-in player', async () => {
    for (const path of ['query', 'read', 'read/all', 'delete', 'unread/count']) {
      const res = await post(t.app, `/v2/app/station/${path}`, { id: 1 });
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it('greet every player, new ones included, with the seeded welcome letter', async () => {
    const newcomer = await createSignedInUser(t.db);
    const page = await inbox(newcomer);
    const welcome = page.list.find((l) => l.broadcast);
    expect(welcome).toMatchObject({ read: false, broadcast: true });
    expect(await unread(newcomer)).toBe(page.unread);
  });

  it('keep a letter to one player for that player alone, with "not yours" answered like "no such letter"', async () => {
    const alice = await createSignedInUser(t.db);
    const bob = await createSignedInUser(t.db);
    const id = await letterTo(alice, { titleEn: 'For Alice', titleJp: 'アリスへ' });

    expect(ids(await inbox(alice))).toContain(id);
    expect(ids(await inbox(bob))).not.toContain(id);
    const before = await unread(bob);

    const theirs = await call('read', bob, { id });
    const missing = await call('read', bob, { id: 987654321 });
    expect(theirs.status).toBe(404);
    expect({ ...theirs.body, data: { ...theirs.body.data, requestId: '' } }).toEqual({
      ...missing.body,
      data: { ...missing.body.data, requestId: '' },
    });
    expect((await call('delete', bob, { id })).status).toBe(404);
    expect(await unread(bob)).toBe(before);
    const states = await t.db.select().from(stationLetterStates).where(eq(stationLetterStates.letterId, id));
    expect(states).toEqual([]);

    const opened = await post(
      t.app,
      '/v2/app/station/read',
      { id },
      { token: alice.token, 'accept-language': 'ja-JP' },
    );
    expect(opened.body.data).toMatchObject({
      id,
      title: 'アリスへ',
      titleEn: 'For Alice',
      read: true,
      broadcast: false,
    });
    expect(ids(await inbox(alice))).toContain(id);
  });

  it('leave service letters to one player to arrive whatever the consent or exclusion', async () => {
    const gone = await createUnconsentingPlayer(t.db);
    await t.db
      .insert(playerExclusions)
      .values({ userId: gone.user.id, kind: 'self_exclusion', startsAt: new Date(Date.now() - 60_000), endsAt: null });
    const letter = await sendPlayerLetter(t.db, gone.user.id, () => ({
      title: 'Withdrawal paid',
      body: '<p>Paid</p>',
    }));
    expect(ids(await inbox(gone))).toEqual([letter.id]);
    expect(await unread(gone)).toBe(1);
  });

  it('give each player their own read and deleted state of a letter to all, players who join later included', async () => {
    const alice = await createSignedInUser(t.db);
    const bob = await createSignedInUser(t.db);
    const id = await letterTo(null, { titleEn: 'To everyone' });
    const [aliceBefore, bobBefore] = [await unread(alice), await unread(bob)];

    const first = await call('read', alice, { id });
    expect(first.body.data).toMatchObject({ id, read: true, broadcast: true });
    const firstReadAt = first.body.data.readAt;
    expect((await call('read', alice, { id })).body.data.readAt).toBe(firstReadAt);
    expect(await unread(alice)).toBe(aliceBefore - 1);
    expect(await unread(bob)).toBe(bobBefore);
    expect((await inbox(bob)).list.find((l) => l.id === id)).toMatchObject({ read: false });

    expect((await call('delete', bob, { id })).body).toMatchObject({ code: 200, data: { done: true } });
    expect(ids(await inbox(bob))).not.toContain(id);
    expect(await unread(bob)).toBe(bobBefore - 1);
    expect((await call('read', bob, { id })).status).toBe(404);
    expect((await call('delete', bob, { id })).status).toBe(404);
    expect(ids(await inbox(alice))).toContain(id);

    const carol = await createSignedInUser(t.db);
    expect((await inbox(carol)).list.find((l) => l.id === id)).toMatchObject({ read: false });
    // No row was written for Carol (or anyone else) when the letter was sent.
    const rows = await t.db.select().from(stationLetterStates).where(eq(stationLetterStates.letterId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.user.id, bob.user.id].sort());
  });

  it('list unread first, then newest first, and filter to unread', async () => {
    const dana = await createSignedInUser(t.db);
    const older = await letterTo(dana, { publishAt: hours(-3) });
    const newer = await letterTo(dana, { publishAt: hours(-1) });
    const middle = await letterTo(dana, { publishAt: hours(-2) });
    await call('read', dana, { id: newer });
    const mine = (await inbox(dana)).list.filter((l) => [older, newer, middle].includes(l.id)).map((l) => l.id);
    expect(mine).toEqual([middle, older, newer]);
    const page = await inbox(dana);
    const firstRead = page.list.findIndex((l) => l.read);
    expect(page.list.slice(firstRead).every((l) => l.read)).toBe(true);

    const unreadOnly = await inbox(dana, { unreadOnly: true });
    expect(unreadOnly.list.every((l) => !l.read)).toBe(true);
    expect(ids(unreadOnly)).not.toContain(newer);
    expect(unreadOnly.total).toBe(unreadOnly.unread);

    const all = await call('read/all', dana);
    expect(all.body.data.updated).toBe(unreadOnly.total);
    expect(await unread(dana)).toBe(0);
    expect((await call('read/all', dana)).body.data.updated).toBe(0);
  });

  it('deliver scheduled letters at their time and take expired ones away', async () => {
    const erin = await createSignedInUser(t.db);
    const later = await letterTo(erin, { publishAt: hours(1) });
    const expired = await letterTo(erin, { publishAt: hours(-3), unpublishAt: hours(-1) });
    const current = await letterTo(erin, { unpublishAt: hours(1) });
    const list = ids(await inbox(erin));
    expect(list).toContain(current);
    expect(list).not.toContain(later);
    expect(list).not.toContain(expired);
    expect((await call('read', erin, { id: later })).status).toBe(404);
  });
});

describe('sending station letters', () => {
  it('sanitises the body, finds the player by account or e-mail, and audit-logs the send', async () => {
    const frank = await createSignedInUser(t.db);
    const res = await sendLetter({
      target: 'player',
      account: frank.user.email.toUpperCase(),
      bodyEn: '<p onclick="x">Bonus<script>alert(1)</script></p><a href="javascript:alert(1)">claim</a>',
    });
    expect(res.body.data).toMatchObject({
      account: frank.user.account,
      broadcast: false,
      bodyEn: '<p>Bonus</p><a>claim</a>',
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'station.send'), eq(auditLog.targetId, String(res.body.data.id))));
    expect(row).toMatchObject({ operatorId: editor.operator.id, targetType: 'station_letter' });
  });

  it('refuses an unknown player, a missing account and an empty letter', async () => {
    const unknown = await sendLetter({ target: 'player', account: 'nobody-here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.reason).toBe('recipient_unknown');
    const noAccount = await sendLetter({ target: 'player', account: '' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.data.fields.map((f: { field: string }) => f.field)).toContain('account');
    const noTarget = await sendLetter({});
    expect(noTarget.body.data.fields.map((f: { field: string }) => f.field)).toContain('target');
    const empty = await sendLetter({ target: 'all', titleEn: '', bodyEn: '' });
    expect(empty.status).toBe(400);
    const long = await sendLetter({ target: 'all', titleKo: 'x'.repeat(201) });
    expect(long.body.data.fields.map((f: { field: string }) => f.field)).toContain('titleKo');
    const backwards = await sendLetter({ target: 'all', unpublishAt: hours(-1) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.reason).toBe('window_invalid');
  });

  it('let content and admin operators send and withdraw, support only list, finance nothing', async () => {
    const finance = await signedInOperator(t.app, 'finance');
    const support = await signedInOperator(t.app, 'support');
    const player = await createSignedInUser(t.db);
    expect((await sendLetter({ target: 'all' }, finance.headers)).status).toBe(403);
    expect((await sendLetter({ target: 'all' }, support.headers)).status).toBe(403);
    expect((await sendLetter({ target: 'all' }, { token: player.token })).status).toBe(401);
    expect((await post(t.app, '/v2/admin/station/list', {}, finance.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/station/list', {}, support.headers)).status).toBe(200);
    const id = await letterTo(player);
    expect((await post(t.app, '/v2/admin/station/delete', { id }, support.headers)).status).toBe(403);
  });

  it('list letters with their recipient and read count, and withdraw one from every inbox', async () => {
    const gina = await createSignedInUser(t.db);
    const hank = await createSignedInUser(t.db);
    const personal = await letterTo(gina);
    const broadcast = await letterTo(null, { titleEn: 'Count me' });
    await call('read', gina, { id: broadcast });
    await call('read', hank, { id: broadcast });

    const forGina = await post(t.app, '/v2/admin/station/list', { account: gina.user.account }, editor.headers);
    expect(forGina.body.data.list.map((l: { id: number }) => l.id)).toEqual([personal]);
    expect(forGina.body.data.list[0]).toMatchObject({ account: gina.user.account, broadcast: false, readCount: 0 });
    // The account matches in any case; an account nobody holds has no letters, not every letter.
    const shouted = await post(
      t.app,
      '/v2/admin/station/list',
      { account: gina.user.account.toUpperCase() },
      editor.headers,
    );
    expect(shouted.body.data.list.map((l: { id: number }) => l.id)).toEqual([personal]);
    const nobody = await post(t.app, '/v2/admin/station/list', { account: 'no-such-player' }, editor.headers);
    expect(nobody.body.data).toMatchObject({ list: [], total: 0 });
    const broadcasts = await post(t.app, '/v2/admin/station/list', { broadcastOnly: true }, editor.headers);
    expect(broadcasts.body.data.list[0]).toMatchObject({ id: broadcast, account: null, readCount: 2 });

    const gone = await post(t.app, '/v2/admin/station/delete', { id: broadcast }, editor.headers);
    expect(gone.body.data.done).toBe(true);
    expect(ids(await inbox(gina))).not.toContain(broadcast);
    expect((await call('read', hank, { id: broadcast })).status).toBe(404);
    expect((await post(t.app, '/v2/admin/station/delete', { id: broadcast }, editor.headers)).status).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'station.delete'), eq(auditLog.targetId, String(broadcast))));
    expect((audit!.before as { titleEn: string }).titleEn).toBe('Count me');
  });

  it('answer 400 for wrong types on player calls, never 500', async () => {
    const ivan = await createSignedInUser(t.db);
    for (const [path, body] of [
      ['read', { id: 'one' }],
      ['read', { id: 1.5 }],
      ['delete', {}],
      ['query', { unreadOnly: 'yes' }],
      ['query', { pageSize: 0 }],
    ] as const) {
      const res = await call(path, ivan, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });
});

describe('letters to a segment', () => {
  const count = (segment: object, headers = editor.headers) =>
    post(t.app, '/v2/admin/station/segment/count', segment, { 'accept-language': 'en-US', ...headers });

  it('reach the players who match when it is sent and no one else, then or later', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const ko1 = await createSignedInUser(t.db, { locale: 'ko-KR' });
    const ko2 = await createSignedInUser(t.db, { locale: 'ko-KR' });
    const ja = await createSignedInUser(t.db, { locale: 'ja-JP' });
    const segment = { locale: 'ko-KR', registeredFrom: since };
    expect((await count(segment)).body.data).toEqual({ count: 2 });

    const res = await sendLetter({ target: 'segment', segment });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ broadcast: false, account: null, segment, recipientCount: 2 });
    const id = res.body.data.id as number;
    for (const p of [ko1, ko2]) {
      const page = await inbox(p);
      expect(page.list.find((l) => l.id === id)).toMatchObject({ broadcast: false, read: false });
    }
    expect(ids(await inbox(ja))).not.toContain(id);
    expect((await call('read', ja, { id })).status).toBe(404);
    expect((await call('delete', ja, { id })).status).toBe(404);
    expect((await call('read', ko1, { id })).status).toBe(200);
    // Someone who matches only after the letter went out does not get it.
    const late = await createSignedInUser(t.db, { locale: 'ko-KR' });
    expect(ids(await inbox(late))).not.toContain(id);

    // The back office tells it from a letter to everyone, and logged who it went to.
    const all = await post(t.app, '/v2/admin/station/list', { broadcastOnly: true, pageSize: 100 }, editor.headers);
    expect(ids(all.body.data)).not.toContain(id);
    const listed = await post(t.app, '/v2/admin/station/list', { pageSize: 100 }, editor.headers);
    expect(listed.body.data.list.find((l: { id: number }) => l.id === id)).toMatchObject({ readCount: 1 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'station.send'), eq(auditLog.targetId, String(id))));
    expect(audit!.after).toMatchObject({ segment, recipientCount: 2 });
  });

  it('never reach a player on a break or self-excluded', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await createSignedInUser(t.db, { locale: 'vi-VN' });
    const resting = await createSignedInUser(t.db, { locale: 'vi-VN' });
    const segment = { locale: 'vi-VN', registeredFrom: since };
    expect((await count(segment)).body.data).toEqual({ count: 2 });
    await post(t.app, '/v2/app/protection/timeout', { days: 3 }, { token: resting.token });
    expect((await count(segment)).body.data).toEqual({ count: 1 });
    const id = (await sendLetter({ target: 'segment', segment })).body.data.id as number;
    expect(ids(await inbox(resting))).not.toContain(id);
  });

  it('pick players by deposits, by sign-in and by an agent’s team', async () => {
    const support = await signedInOperator(t.app, 'support');
    const agent = await approvedAgent(t.app, support);
    const members = [await createdMember(t.app, agent.token), await createdMember(t.app, agent.token)];
    for (const member of members) await consentToMarketing(t.db, member.userId);
    const team = { agentAccount: agent.user.account };
    expect((await count(team)).body.data.count).toBe(2);
    // The agent's funded player of the helper has a paid deposit; its members have none.
    expect((await count({ ...team, deposited: 'yes' })).body.data.count).toBe(0);
    expect((await count({ ...team, deposited: 'never' })).body.data.count).toBe(2);
    expect((await count({ ...team, inactiveDays: 1 })).body.data.count).toBe(0);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(users.id, members[0]!.userId));
    expect((await count({ ...team, inactiveDays: 7 })).body.data.count).toBe(1);
    expect((await count({ ...team, kyc: 'approved' })).body.data.count).toBe(0);

    const res = await sendLetter({ target: 'segment', segment: { ...team, inactiveDays: 7 } });
    expect(res.body.data.recipientCount).toBe(1);
    const rows = await t.db
      .select()
      .from(stationLetterRecipients)
      .where(eq(stationLetterRecipients.letterId, res.body.data.id));
    expect(rows.map((r) => r.userId)).toEqual([members[0]!.userId]);
  });

  it('refuse a segment with no filter, an unknown agent, reversed dates or no one in it, sending nothing', async () => {
    const before = (await post(t.app, '/v2/admin/station/list', { pageSize: 1 }, editor.headers)).body.data.total;
    expect((await sendLetter({ target: 'segment' })).status).toBe(400);
    expect((await sendLetter({ target: 'segment', segment: {} })).status).toBe(400);
    expect((await sendLetter({ target: 'segment', segment: { colour: 'red' } })).status).toBe(400);
    const unknown = await sendLetter({ target: 'segment', segment: { agentAccount: 'nobody-here' } });
    expect([unknown.status, unknown.body.data.reason]).toEqual([404, 'agent_unknown']);
    // A player who is no agent has no team to write to.
    const plain = await createSignedInUser(t.db);
    const notAgent = await sendLetter({ target: 'segment', segment: { agentAccount: plain.user.account } });
    expect([notAgent.status, notAgent.body.data.reason]).toEqual([404, 'agent_unknown']);
    const reversed = await sendLetter({
      target: 'segment',
      segment: { registeredFrom: hours(1), registeredTo: hours(-1) },
    });
    expect(reversed.status).toBe(400);
    const empty = await sendLetter(
      { target: 'segment', segment: { registeredFrom: hours(24) } },
      { ...editor.headers, 'accept-language': 'en-US' },
    );
    expect([empty.status, empty.body.data.reason]).toEqual([409, 'segment_empty']);
    expect(empty.body.msg).toBe('No player matches this segment: nothing was sent.');
    const after = (await post(t.app, '/v2/admin/station/list', { pageSize: 1 }, editor.headers)).body.data.total;
    expect(after).toBe(before);
  });

  it('are for content operators and admins', async () => {
    for (const role of ['support', 'finance'] as const) {
      const other = await signedInOperator(t.app, role);
      expect((await count({ locale: 'en-US' }, other.headers)).status, role).toBe(403);
      expect((await sendLetter({ target: 'segment', segment: { locale: 'en-US' } }, other.headers)).status).toBe(403);
    }
  });
});
