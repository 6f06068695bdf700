// The audit log as an admin reads it: filters, paging, the CSV export and who may see it at all.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
  support = await signedInOperator(t.app, 'support');
  const p = await createSignedInUser(t.db);
  playerId = p.user.id;
  // Two real actions by the support operator, through the API, each audited in its own transaction.
  for (const url of ['/v2/admin/player/freeze', '/v2/admin/player/unfreeze']) {
    const res = await post(t.app, url, { userId: playerId, reason: '=HYPERLINK("http://x")' }, support.headers);
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const list = (body: object, headers = admin.headers) => post(t.app, '/v2/admin/audit/list', body, headers);

describe('the audit log', () => {
  it('finds actions by operator (any case), action prefix and target, newest first', async () => {
    const res = await list({ operator: support.username.toUpperCase(), action: 'player.' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((r: { action: string }) => r.action)).toEqual(['player.unfreeze', 'player.freeze']);
    expect(res.body.data.list[0]).toMatchObject({
      operator: support.username,
      targetType: 'user',
      targetId: String(playerId),
    });

    const byTarget = await list({ targetType: 'user', targetId: String(playerId) });
    expect(byTarget.body.data.total).toBe(2);
    const none = await list({ targetId: String(playerId + 100000) });
    expect(none.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('treats % and _ in an action as themselves, not as wildcards', async () => {
    const res = await list({ action: '%' });
    expect(res.body.data.total).toBe(0);
    const underscore = await list({ action: 'player_freeze' });
    expect(underscore.body.data.total).toBe(0);
  });

  it('pages and filters by date', async () => {
    const page = await list({ operator: support.username, action: 'player.', pageSize: 1, page: 2 });
    expect(page.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0].action).toBe('player.freeze');
    const future = await list({ operator: support.username, from: '2090-01-01T00:00:00Z', to: '2090-01-31T00:00:00Z' });
    expect(future.body.data.total).toBe(0);
    const backwards = await list({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(backwards.status).toBe(400);
  });

  it('exports CSV that a spreadsheet reads as data, never as a formula', async () => {
    const res = await post(
      t.app,
      '/v2/admin/audit/export',
      { operator: support.username, action: 'player.' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    const { csv, rows, truncated, filename } = res.body.data;
    expect(filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toBe(2);
    expect(truncated).toBe(false);
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.action)).toEqual(['player.unfreeze', 'player.freeze']);
    expect(records[0]!.operator).toBe(support.username);
    // The reason a player-facing operator typed starts with "=": csv-stringify prefixes a quote.
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(records.some((r) => r.after?.includes('HYPERLINK'))).toBe(true);
  });

  it('escapes formulas in a cell that starts with one', async () => {
    await t.db.insert(auditLog).values({
      operatorId: admin.operator.id,
      action: 'test.formula',
      targetType: '@SUM(A1)',
      targetId: '+1',
    });
    const res = await post(t.app, '/v2/admin/audit/export', { action: 'test.formula' }, admin.headers);
    const [record] = parse(res.body.data.csv, { columns: true }) as Record<string, string>[];
    expect(record!.target_type).toBe("'@SUM(A1)");
    expect(record!.target_id).toBe("'+1");
  });

  it('is for admins only', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const op = role === 'support' ? support : await signedInOperator(t.app, role);
      for (const url of ['/v2/admin/audit/list', '/v2/admin/audit/export']) {
        const res = await post(t.app, url, {}, op.headers);
        expect(res.status, `${role} ${url}`).toBe(403);
      }
    }
    const anonymous = await post(t.app, '/v2/admin/audit/list', {});
    expect(anonymous.status).toBe(401);
  });

  it('refuses over-long filters with a clear envelope', async () => {
    const res = await list({ action: 'x'.repeat(65) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBeTruthy();
  });
});
