// Drafts of station letters: kept out of every inbox until sent, changed while waiting, sent once
// (also when two sends race), deleted, each step audit-logged and refused to the roles that may not.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationLetterDrafts, stationLetters } from '../../db/schema/content';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
// Letters to everyone or to a segment are marketing: these players said yes to it.
import { createConsentingPlayer as createSignedInUser } from '../../test/marketing';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInOperator(t.app, 'content');
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const admin = (path: string, body: object, headers: Record<string, string> = editor.headers) =>
  post(t.app, `/v2/admin/station/${path}`, body, headers);

async function draft(body: object, headers: Record<string, string> = editor.headers) {
  const res = await admin('draft/create', { bodyEn: '<p>Hi</p>', ...body }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    id: number;
    titleEn: string;
    bodyEn: string;
    sentAt: string | null;
    letterId: number | null;
  };
}
async function inboxTitles(player: Player) {
  const res = await post(t.app, '/v2/app/station/query', { pageSize: 100 }, { token: player.token });
  expect(res.status).toBe(200);
  return (res.body.data.list as Array<{ titleEn: string }>).map((l) => l.titleEn);
}
const unreadCount = async (player: Player) =>
  (await post(t.app, '/v2/app/station/unread/count', {}, { token: player.token })).body.data.count as number;
const lettersTitled = (title: string) => t.db.select().from(stationLetters).where(eq(stationLetters.titleEn, title));
const auditOf = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe('letter drafts', () => {
  it('reach no inbox while they wait, to one player or to everyone', async () => {
    const player = await createSignedInUser(t.db);
    const before = await unreadCount(player);
    const mine = await draft({ target: 'player', account: player.user.account, titleEn: unique('Draft to one') });
    const everyone = await draft({ target: 'all', titleEn: unique('Draft to all') });
    expect(mine).toMatchObject({ sentAt: null, letterId: null });

    const titles = await inboxTitles(player);
    expect(titles).not.toContain(mine.titleEn);
    expect(titles).not.toContain(everyone.titleEn);
    expect(await unreadCount(player)).toBe(before);
    expect(await lettersTitled(mine.titleEn)).toEqual([]);
    expect(await lettersTitled(everyone.titleEn)).toEqual([]);
    // Nor in the back office's list of letters sent.
    const sent = await admin('list', { pageSize: 100 });
    expect(sent.body.data.list.map((l: { titleEn: string }) => l.titleEn)).not.toContain(mine.titleEn);

    const drafts = await admin('draft/list', { pageSize: 100 });
    expect(drafts.body.data.list.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([mine.id, everyone.id]),
    );
    expect(drafts.body.data.list.find((d: { id: number }) => d.id === mine.id)).toMatchObject({
      target: 'player',
      account: player.user.account,
    });
  });

  it('are saved sanitised and checked like a letter, and audit-logged', async () => {
    const player = await createSignedInUser(t.db);
    const saved = await draft({
      target: 'player',
      account: player.user.email.toUpperCase(),
      titleEn: 'Clean me',
      bodyEn: '<p onclick="x">Bonus<script>alert(1)</script></p><a href="javascript:alert(1)">claim</a>',
    });
    expect(saved).toMatchObject({ bodyEn: '<p>Bonus</p><a>claim</a>' });
    const [row] = await auditOf('station.draft.create', saved.id);
    expect(row).toMatchObject({ operatorId: editor.operator.id, targetType: 'station_letter_draft' });
    expect((row!.after as { bodyEn: string }).bodyEn).toBe('<p>Bonus</p><a>claim</a>');

    const unknown = await admin('draft/create', {
      target: 'player',
      account: 'nobody-here',
      titleEn: 'x',
      bodyEn: 'y',
    });
    expect([unknown.status, unknown.body.data.reason]).toEqual([404, 'recipient_unknown']);
    const agent = await admin('draft/create', {
      target: 'segment',
      segment: { agentAccount: 'nobody-here' },
      titleEn: 'x',
      bodyEn: 'y',
    });
    expect([agent.status, agent.body.data.reason]).toEqual([404, 'agent_unknown']);
    for (const body of [
      { target: 'all', titleEn: '', bodyEn: 'y' },
      { target: 'player', titleEn: 'x', bodyEn: 'y' },
      { target: 'segment', segment: {}, titleEn: 'x', bodyEn: 'y' },
      { titleEn: 'x', bodyEn: 'y' },
      {
        target: 'all',
        titleEn: 'x',
        bodyEn: 'y',
        publishAt: '2030-01-02T00:00:00Z',
        unpublishAt: '2030-01-01T00:00:00Z',
      },
    ])
      expect((await admin('draft/create', body)).status, JSON.stringify(body)).toBe(400);
  });

  it('can be changed while waiting, each change logged with what it was and became', async () => {
    const alice = await createSignedInUser(t.db);
    const saved = await draft({ target: 'player', account: alice.user.account, titleEn: 'First try' });
    const res = await admin('draft/update', {
      id: saved.id,
      target: 'all',
      titleEn: 'Second try',
      titleJp: '二度目',
      bodyEn: '<p>Better</p>',
      publishAt: '2030-01-01T00:00:00.000Z',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: saved.id,
      target: 'all',
      account: null,
      titleEn: 'Second try',
      titleJp: '二度目',
      publishAt: '2030-01-01T00:00:00.000Z',
      sentAt: null,
    });
    const got = await admin('draft/get', { id: saved.id });
    expect(got.body.data).toMatchObject({ titleEn: 'Second try', bodyEn: '<p>Better</p>' });
    const [row] = await auditOf('station.draft.update', saved.id);
    expect(row!.before).toMatchObject({ titleEn: 'First try', target: 'player', account: alice.user.account });
    expect(row!.after).toMatchObject({ titleEn: 'Second try', target: 'all' });
    expect((await admin('draft/update', { id: 987654321, target: 'all', titleEn: 'x', bodyEn: 'y' })).status).toBe(404);
  });

  it('deliver once when sent, and refuse to be sent, changed or deleted again', async () => {
    const bob = await createSignedInUser(t.db);
    const saved = await draft({ target: 'player', account: bob.user.account, titleEn: unique('For Bob') });
    const sent = await admin('draft/send', { id: saved.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ account: bob.user.account, titleEn: saved.titleEn, broadcast: false });
    expect((await inboxTitles(bob)).filter((title) => title === saved.titleEn)).toHaveLength(1);

    const again = await admin('draft/send', { id: saved.id }, { ...editor.headers, 'accept-language': 'en-US' });
    expect([again.status, again.body.data.reason]).toEqual([409, 'draft_sent']);
    expect(again.body.msg).toBe('This draft has already been sent: it can no longer be changed, sent or deleted.');
    expect((await admin('draft/update', { id: saved.id, target: 'all', titleEn: 'x', bodyEn: 'y' })).status).toBe(409);
    expect((await admin('draft/delete', { id: saved.id })).status).toBe(409);
    expect(await lettersTitled(saved.titleEn)).toHaveLength(1);
    expect((await inboxTitles(bob)).filter((title) => title === saved.titleEn)).toHaveLength(1);

    // The draft names its letter and leaves the list of drafts waiting.
    const got = await admin('draft/get', { id: saved.id });
    expect(got.body.data).toMatchObject({ letterId: sent.body.data.id, sentAt: expect.any(String) });
    const waiting = await admin('draft/list', { pageSize: 100 });
    expect(waiting.body.data.list.map((d: { id: number }) => d.id)).not.toContain(saved.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'station.send'), sql`${auditLog.after}->>'draftId' = ${String(saved.id)}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ operatorId: editor.operator.id, targetId: String(sent.body.data.id) });
  });

  it('deliver once when two operators send the same draft at the same moment', async () => {
    const other = await signedInOperator(t.app, 'content');
    const carol = await createSignedInUser(t.db);
    const saved = await draft({ target: 'all', titleEn: unique('Race') });
    // Fifty sends at once, from two operators.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? admin('draft/send', { id: saved.id }, other.headers) : admin('draft/send', { id: saved.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(49).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.data.reason === 'draft_sent')).toBe(true);
    expect(await lettersTitled(saved.titleEn)).toHaveLength(1);
    expect((await inboxTitles(carol)).filter((title) => title === saved.titleEn)).toHaveLength(1);
    const [row] = await t.db.select().from(stationLetterDrafts).where(eq(stationLetterDrafts.id, saved.id));
    const winner = results.find((r) => r.status === 200)!;
    expect(row).toMatchObject({ letterId: winner.body.data.id });
  });

  it('send a segment draft to the players who match when it is sent, and keep it waiting when none do', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const early = await createSignedInUser(t.db, { locale: 'zh-TW' });
    const saved = await draft({
      target: 'segment',
      segment: { locale: 'zh-TW', registeredFrom: since },
      titleEn: unique('Segment draft'),
    });
    const late = await createSignedInUser(t.db, { locale: 'zh-TW' });
    const sent = await admin('draft/send', { id: saved.id });
    expect(sent.body.data).toMatchObject({ recipientCount: 2, segment: { locale: 'zh-TW' } });
    expect(await inboxTitles(early)).toContain(saved.titleEn);
    expect(await inboxTitles(late)).toContain(saved.titleEn);

    // Nobody matches: refused, nothing sent, and the draft still waits.
    const empty = await draft({
      target: 'segment',
      segment: { registeredFrom: '2099-01-01T00:00:00Z' },
      titleEn: 'None',
    });
    const refused = await admin('draft/send', { id: empty.id });
    expect([refused.status, refused.body.data.reason]).toEqual([409, 'segment_empty']);
    expect((await admin('draft/get', { id: empty.id })).body.data).toMatchObject({ sentAt: null, letterId: null });
    expect(await lettersTitled('None')).toEqual([]);
  });

  it('are deleted while waiting, the deletion logged with the whole draft', async () => {
    const saved = await draft({ target: 'all', titleEn: 'Never mind' });
    expect((await admin('draft/delete', { id: saved.id })).body.data).toEqual({ done: true });
    expect((await admin('draft/get', { id: saved.id })).status).toBe(404);
    expect((await admin('draft/send', { id: saved.id })).status).toBe(404);
    expect((await admin('draft/delete', { id: saved.id })).status).toBe(404);
    const [row] = await auditOf('station.draft.delete', saved.id);
    expect((row!.before as { titleEn: string }).titleEn).toBe('Never mind');
  });

  it('are written by content operators and admins, read by support, and closed to finance and players', async () => {
    const support = await signedInOperator(t.app, 'support');
    const finance = await signedInOperator(t.app, 'finance');
    const boss = await signedInOperator(t.app, 'admin');
    const player = await createSignedInUser(t.db);
    const saved = await draft({ target: 'all', titleEn: unique('By the boss') }, boss.headers);
    const writes: Array<[string, object]> = [
      ['draft/create', { target: 'all', titleEn: 'x', bodyEn: 'y' }],
      ['draft/update', { id: saved.id, target: 'all', titleEn: 'x', bodyEn: 'y' }],
      ['draft/send', { id: saved.id }],
      ['draft/delete', { id: saved.id }],
    ];
    for (const [path, body] of writes) {
      expect((await admin(path, body, support.headers)).status, `support ${path}`).toBe(403);
      expect((await admin(path, body, finance.headers)).status, `finance ${path}`).toBe(403);
      expect((await admin(path, body, { token: player.token })).status, `player ${path}`).toBe(401);
    }
    for (const [path, body] of [
      ['draft/list', {}],
      ['draft/get', { id: saved.id }],
    ] as const) {
      expect((await admin(path, body, support.headers)).status, `support ${path}`).toBe(200);
      expect((await admin(path, body, finance.headers)).status, `finance ${path}`).toBe(403);
    }
    // Nothing the refused calls tried happened.
    expect((await admin('draft/get', { id: saved.id })).body.data).toMatchObject({
      titleEn: saved.titleEn,
      sentAt: null,
    });
    expect((await admin('draft/send', { id: saved.id }, boss.headers)).status).toBe(200);
  });
});
