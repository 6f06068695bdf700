// The player page of the back office: what the desk sees (cards by last four only, the agent chain,
// open sessions, notes, the wallet's entries) and what it may do (end sessions, keep notes), each
// write audited; refused to the roles that have no business there.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankCards, banks } from '../../db/schema/bank';
import { auditLog } from '../../db/schema/operator';
import { approvedAgent, createdMember } from '../../test/agents';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(t.app, 'support');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const get = (userId: number, headers = support.headers) => post(t.app, '/v2/admin/player/get', { userId }, headers);

describe('the player page', () => {
  it('shows the profile, wallet, cards by last four, agent chain, sessions and notes', async () => {
    const agent = await approvedAgent(t.app, support);
    const member = await createdMember(t.app, agent.token);
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '2500');
    const [bank] = await t.db.select().from(banks).limit(1);
    await t.db.insert(bankCards).values({
      userId: p.user.id,
      bankId: bank!.id,
      cardNumberSealed: 'sealed',
      cardLast4: '1234',
      holderFirstName: 'Taro',
      holderLastName: 'Yamada',
    });

    const res = await get(p.user.id);
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail.profile).toMatchObject({ id: p.user.id, account: p.user.account, status: 'active' });
    expect(detail.balance).toBe('2500');
    expect(detail.cards).toEqual([expect.objectContaining({ last4: '1234', removed: false })]);
    expect(JSON.stringify(detail)).not.toContain('sealed');
    expect(detail.sessions.map((s: { id: number }) => s.id)).toContain(p.sessionId);
    expect(detail.agentChain).toEqual([]);

    const ofMember = await get(member.userId);
    expect(ofMember.body.data.agentChain).toEqual([agent.user.account]);
    expect((await get(agent.user.id)).body.data.isAgent).toBe(true);

    const ledger = await post(t.app, '/v2/admin/player/ledger', { userId: p.user.id }, support.headers);
    expect(ledger.body.data.list).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: '2500', balanceAfter: '2500' }),
    ]);
    expect((await get(99_999_999)).status).toBe(404);
  });

  it('ends a session (only the player’s own) and keeps notes, each audited', async () => {
    const p = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const wrong = await post(
      t.app,
      '/v2/admin/player/session/revoke',
      { userId: p.user.id, sessionId: other.sessionId },
      support.headers,
    );
    expect(wrong.status).toBe(404);
    expect((await post(t.app, '/v2/app/user/balance', {}, { token: other.token })).status).toBe(200);

    const ended = await post(
      t.app,
      '/v2/admin/player/session/revoke',
      { userId: p.user.id, sessionId: p.sessionId },
      support.headers,
    );
    expect(ended.body.data).toEqual({ revoked: 1 });
    expect((await post(t.app, '/v2/app/user/balance', {}, { token: p.token })).status).not.toBe(200);
    expect((await get(p.user.id)).body.data.sessions).toEqual([]);

    const note = await post(
      t.app,
      '/v2/admin/player/note',
      { userId: p.user.id, text: 'Called about a late deposit' },
      support.headers,
    );
    expect(note.status).toBe(200);
    expect((await get(p.user.id)).body.data.notes).toEqual([
      expect.objectContaining({ operator: support.username, text: 'Called about a late deposit' }),
    ]);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(p.user.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['player.note', 'player.sessions_revoke']);
  });

  it('lists a player’s rounds newest first, and only that player’s', async () => {
    const p = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    for (const player of [p, other]) await depositThroughSandbox(t.app, player.token, '5000');
    const spun: string[] = [];
    for (let i = 0; i < 3; i++) spun.push((await spinOnce(t.app, p.token)).roundSn);
    await spinOnce(t.app, other.token);
    const res = await post(t.app, '/v2/admin/player/rounds', { userId: p.user.id, pageSize: 2 }, support.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((r: { roundSn: string }) => r.roundSn)).toEqual([spun[2], spun[1]]);
    expect(res.body.data.list[0]).toMatchObject({ machineId: 'P-004', nonce: expect.any(Number) });
    expect(BigInt(res.body.data.list[0].bet)).toBeGreaterThan(0n);
    const content = await signedInOperator(t.app, 'content');
    expect((await post(t.app, '/v2/admin/player/rounds', { userId: p.user.id }, content.headers)).status).toBe(403);
  });

  it('is refused to content operators; finance reads but cannot end sessions; input is validated', async () => {
    const content = await signedInOperator(t.app, 'content');
    const finance = await signedInOperator(t.app, 'finance');
    const p = await createSignedInUser(t.db);
    for (const [url, body] of [
      ['/v2/admin/player/get', { userId: p.user.id }],
      ['/v2/admin/player/ledger', { userId: p.user.id }],
      ['/v2/admin/player/note', { userId: p.user.id, text: 'x' }],
      ['/v2/admin/player/session/revoke', { userId: p.user.id }],
    ] as const)
      expect((await post(t.app, url, body, content.headers)).status, url).toBe(403);
    expect((await get(p.user.id, finance.headers)).status).toBe(200);
    expect((await post(t.app, '/v2/admin/player/session/revoke', { userId: p.user.id }, finance.headers)).status).toBe(
      403,
    );
    expect(
      (await post(t.app, '/v2/admin/player/note', { userId: p.user.id, text: 'x'.repeat(1001) }, support.headers))
        .status,
    ).toBe(400);
    expect((await post(t.app, '/v2/admin/player/get', { userId: 'one' }, support.headers)).status).toBe(400);
  });
});
