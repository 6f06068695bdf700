// Payment channels in the back office: finance changes bounds, fees, order and availability, each
// change audited; players see the change at once; bounds that cross are refused in the operator's language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInOperator(t.app, 'finance');
});
afterAll(() => t.close());

const list = async () =>
  (await post(t.app, '/v2/admin/channel/list', {}, finance.headers)).body.data as {
    id: number;
    code: string;
    direction: string;
    minAmount: string;
    maxAmount: string;
    enabled: boolean;
  }[];
const update = (body: object, headers: Record<string, string> = finance.headers) =>
  post(t.app, '/v2/admin/channel/update', body, headers);

describe('payment channels in the back office', () => {
  it('change what players see, audited with before and after', async () => {
    const channels = await list();
    expect(channels.map((c) => c.direction)).toContain('withdrawal');
    const jpy = channels.find((c) => c.code === 'sandbox-jpy')!;
    const res = await update({ id: jpy.id, maxAmount: '90000', feeBasisPoints: 150, sortOrder: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      maxAmount: '90000',
      feeBasisPoints: 150,
      sortOrder: 5,
      minAmount: jpy.minAmount,
    });

    const p = await createSignedInUser(t.db);
    const seen = async () =>
      (
        (await post(t.app, '/v2/app/pay/query', {}, { token: p.token })).body.data as {
          code: string;
          feeBasisPoints: number;
        }[]
      ).find((c) => c.code === 'sandbox-jpy');
    expect((await seen())?.feeBasisPoints).toBe(150);
    expect((await update({ id: jpy.id, enabled: false })).status).toBe(200);
    expect(await seen()).toBeUndefined();
    expect((await update({ id: jpy.id, enabled: true })).status).toBe(200);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'channel.update'), eq(auditLog.targetId, 'sandbox-jpy')))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(3);
    expect(audit[0]!.before).toMatchObject({ maxAmount: jpy.maxAmount });
    expect(audit[0]!.after).toMatchObject({ maxAmount: '90000' });
  });

  it('refuse crossing bounds, bad fees and other roles', async () => {
    const [channel] = await list();
    const crossed = await update(
      { id: channel!.id, minAmount: String(BigInt(channel!.maxAmount) + 1n) },
      { ...finance.headers, 'accept-language': 'ja-JP' },
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.data.reason).toBe('channel_bounds');
    expect(crossed.body.msg).toContain('最小額');
    expect((await update({ id: channel!.id, feeBasisPoints: 10_001 })).status).toBe(400);
    expect((await update({ id: channel!.id, minAmount: '0' })).status).toBe(400);
    expect((await update({ id: 999_999, enabled: false })).status).toBe(404);
    const support = await signedInOperator(t.app, 'support');
    expect((await update({ id: channel!.id, enabled: false }, support.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/channel/list', {}, support.headers)).status).toBe(403);
  });
});
