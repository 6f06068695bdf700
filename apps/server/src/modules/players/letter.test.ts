// A letter to one player from the player page: the roles that write to players may send it (support,
// content, admin), the others are refused; it lands in the player's inbox in their language (or the
// one written), cleaned like any letter, and the audit log holds it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const send = (body: object, headers: Record<string, string> = support.headers) =>
  post(t.app, '/v2/admin/player/letter', body, headers);

async function inbox(token: string, locale = 'en-US') {
  const res = await post(
    t.app,
    '/v2/app/station/query',
    { page: 1, pageSize: 20 },
    { token, 'accept-language': locale },
  );
  expect(res.status).toBe(200);
  return res.body.data.list as Array<{ id: number; title: string; body: string; read: boolean }>;
}

describe('a letter from the player page', () => {
  it('reaches the player’s inbox at once, cleaned, in the language written, and is audited', async () => {
    const p = await createSignedInUser(t.db);
    const res = await send({
      userId: p.user.id,
      titleEn: 'About your withdrawal',
      bodyEn: '<p>Your bank needs the <b>full</b> name.</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    const { id } = res.body.data;
    expect(id).toEqual(expect.any(Number));

    // Written in English only: a player reading Japanese sees the English letter rather than nothing.
    const letter = (await inbox(p.token, 'ja-JP')).find((l) => l.id === id)!;
    expect(letter).toMatchObject({ title: 'About your withdrawal', read: false });
    expect(letter.body).toContain('<b>full</b>');
    expect(letter.body).not.toContain('script');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.letter'), eq(auditLog.targetId, String(p.user.id))));
    expect(audit).toMatchObject({ operatorId: support.operator.id, targetType: 'user' });
    expect(audit!.after).toMatchObject({ letterId: id, titleEn: 'About your withdrawal' });

    // The desk's letters list shows it under the player.
    const listed = await post(t.app, '/v2/admin/station/list', { account: p.user.account }, support.headers);
    expect(listed.body.data.list.map((l: { id: number }) => l.id)).toContain(id);

    // Nobody else gets it.
    const other = await createSignedInUser(t.db);
    expect((await inbox(other.token)).some((l) => l.id === id)).toBe(false);
  });

  it('shows each player the language they read when several are written', async () => {
    const p = await createSignedInUser(t.db);
    const { id } = (
      await send({
        userId: p.user.id,
        titleEn: 'Hello',
        bodyEn: 'English body',
        titleJp: 'こんにちは',
        bodyJp: '日本語の本文',
      })
    ).body.data;
    expect((await inbox(p.token, 'ja-JP')).find((l) => l.id === id)).toMatchObject({
      title: 'こんにちは',
      body: '日本語の本文',
    });
    expect((await inbox(p.token, 'en-US')).find((l) => l.id === id)).toMatchObject({ title: 'Hello' });
  });

  it('may be sent by support, content and admin; finance and players are refused', async () => {
    const p = await createSignedInUser(t.db);
    const letter = { userId: p.user.id, titleEn: 'Hi', bodyEn: 'Text' };
    for (const role of ['content', 'admin'] as const) {
      const operator = await signedInOperator(t.app, role);
      expect((await send(letter, operator.headers)).status, role).toBe(200);
    }
    const finance = await signedInOperator(t.app, 'finance');
    const refused = await send(letter, finance.headers);
    expect(refused.status).toBe(403);
    expect((await send(letter, { token: p.token })).status).toBe(401);
    expect((await send(letter, {})).status).toBe(401);
    // Only the two allowed sends arrived.
    const fromDesk = (await inbox(p.token)).filter((l) => l.title === 'Hi');
    expect(fromDesk).toHaveLength(2);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.letter'), eq(auditLog.targetId, String(p.user.id))));
    expect(audited).toHaveLength(2);
  });

  it('needs a title and a body in some language, within the limits, for a player who exists', async () => {
    const p = await createSignedInUser(t.db);
    const before = (await inbox(p.token)).length;
    for (const body of [
      { userId: p.user.id, bodyEn: 'No title' },
      { userId: p.user.id, titleEn: 'No body' },
      { userId: p.user.id, titleEn: '   ', bodyEn: 'Blank title' },
      { userId: p.user.id, titleEn: 'x'.repeat(201), bodyEn: 'Too long a title' },
      { userId: 0, titleEn: 'Hi', bodyEn: 'Text' },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
    expect((await send({ userId: 99_999_999, titleEn: 'Hi', bodyEn: 'Text' })).status).toBe(404);
    expect(await inbox(p.token)).toHaveLength(before);
  });
});
