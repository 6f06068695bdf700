// Balance adjustments: maker/checker end to end through the API, the ledger kept exact.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let maker: Awaited<ReturnType<typeof signedInOperator>>;
let checker: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  maker = await signedInOperator(t.app, 'support');
  checker = await signedInOperator(t.app, 'finance');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const propose = (body: Record<string, unknown>, headers = maker.headers) =>
  post(t.app, '/v2/admin/adjustment/propose', body, headers);

describe('balance adjustments', () => {
  it('move nothing until a different operator approves, then post one adjustment transfer', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    const proposed = await propose({ userId: p.user.id, amount: '1200', reason: 'Lost spin, ticket 81' });
    expect(proposed.body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const id = proposed.body.data.id as number;
    expect(await balanceOf(t.app, p.token)).toBe(5000n);

    const pending = await post(t.app, '/v2/admin/adjustment/list', { status: 'pending' }, checker.headers);
    expect(pending.body.data.list.find((a: { id: number }) => a.id === id)).toMatchObject({
      account: p.user.account,
      amount: '1200',
      proposedBy: maker.username,
      decidedBy: null,
    });

    const approved = await post(t.app, '/v2/admin/adjustment/approve', { id }, checker.headers);
    expect(approved.body.data).toEqual({ id, status: 'approved', balance: '6200' });
    expect(await balanceOf(t.app, p.token)).toBe(6200n);
    const [transfer] = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `adjustment:${id}`));
    expect(transfer).toMatchObject({ kind: 'adjustment', amount: 1200n });
    // Decided once: a second approval (a double click, a replay) moves nothing.
    const again = await post(t.app, '/v2/admin/adjustment/approve', { id }, checker.headers);
    expect(again.status).toBe(409);
    expect(await balanceOf(t.app, p.token)).toBe(6200n);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'adjustment.%'), eq(auditLog.targetId, String(p.user.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.operatorId])).toEqual([
      ['adjustment.propose', maker.operator.id],
      ['adjustment.approve', checker.operator.id],
    ]);
    // The player is told once, with the coins and the reason, in their language; the refused second
    // approval told nothing.
    const inbox = await post(
      t.app,
      '/v2/app/station/query',
      { page: 1, pageSize: 10 },
      { token: p.token, 'accept-language': 'zh-CN' },
    );
    const told = inbox.body.data.list.filter((l: { title: string }) => l.title === '余额更正通知');
    expect(told.map((l: { body: string }) => l.body)).toEqual([
      '<p>我们的团队更正了您的余额：增加了 1,200 金币。原因：Lost spin, ticket 81</p>',
    ]);
  });

  it('are never approved by the operator who proposed them', async () => {
    const p = await createSignedInUser(t.db);
    const own = await propose({ userId: p.user.id, amount: '500', reason: 'Goodwill' }, checker.headers);
    const res = await post(
      t.app,
      '/v2/admin/adjustment/approve',
      { id: own.body.data.id },
      { ...checker.headers, 'accept-language': 'ja-JP' },
    );
    expect(res.status).toBe(409);
    expect(res.body.data.reason).toBe('maker_checker');
    expect(res.body.msg).toContain('別のオペレーター');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    // The proposer may withdraw it instead: rejected, nothing moves.
    const withdrawn = await post(
      t.app,
      '/v2/admin/adjustment/reject',
      { id: own.body.data.id, reason: 'Wrong player' },
      checker.headers,
    );
    expect(withdrawn.body.data.status).toBe('rejected');
  });

  it('never take a wallet below zero: the approval is refused and the proposal stays pending', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '3000');
    const id = (await propose({ userId: p.user.id, amount: '-3001', reason: 'Chargeback' })).body.data.id;
    const res = await post(t.app, '/v2/admin/adjustment/approve', { id }, checker.headers);
    expect(res.body.data.reason).toBe('insufficient_funds');
    expect(await balanceOf(t.app, p.token)).toBe(3000n);
    const list = await post(t.app, '/v2/admin/adjustment/list', { userId: p.user.id }, checker.headers);
    expect(list.body.data.list[0]).toMatchObject({ id, status: 'pending' });

    const exact = (await propose({ userId: p.user.id, amount: '-3000', reason: 'Chargeback' })).body.data.id;
    expect((await post(t.app, '/v2/admin/adjustment/approve', { id: exact }, checker.headers)).body.data).toMatchObject(
      {
        status: 'approved',
        balance: '0',
      },
    );
  });

  it('are decided by finance only, proposed by support or finance, and validated', async () => {
    const p = await createSignedInUser(t.db);
    const content = await signedInOperator(t.app, 'content');
    const body = { userId: p.user.id, amount: '100', reason: 'x' };
    expect((await propose(body, content.headers)).status).toBe(403);
    expect((await propose(body, { token: p.token })).status).toBe(401);
    const id = (await propose(body)).body.data.id;
    expect((await post(t.app, '/v2/admin/adjustment/approve', { id }, maker.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/adjustment/reject', { id, reason: 'no' }, maker.headers)).status).toBe(403);
    for (const amount of ['0', '1.5', 'abc', '-0', '1'.repeat(19), 12])
      expect((await propose({ ...body, amount })).status).toBe(400);
    expect((await propose({ ...body, reason: '' })).status).toBe(400);
    expect((await propose({ ...body, reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await propose({ ...body, userId: 99_999_999 })).status).toBe(404);
    expect((await post(t.app, '/v2/admin/adjustment/approve', { id: 99_999_999 }, checker.headers)).status).toBe(404);
  });
});

describe.runIf(testEngine() === 'postgres')('balance adjustments under concurrency', () => {
  it('30 concurrent approvals by three checkers post the adjustment exactly once', async () => {
    const p = await createSignedInUser(t.db);
    const id = (await propose({ userId: p.user.id, amount: '700', reason: 'Compensation' })).body.data.id;
    const checkers = [checker, await signedInOperator(t.app, 'finance'), await signedInOperator(t.app, 'admin')];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(t.app, '/v2/admin/adjustment/approve', { id }, checkers[i % 3]!.headers),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect(await balanceOf(t.app, p.token)).toBe(700n);
  });
});
