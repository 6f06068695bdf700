import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationLetters } from '../../db/schema/content';
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

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const set = (body: object, headers = support.headers) => post(t.app, '/v2/admin/protection/set', body, headers);
const own = (player: Player, path: string, body: object) =>
  post(t.app, `/v2/app/protection/${path}`, body, { token: player.token });
const lettersTo = (player: Player) =>
  t.db
    .select()
    .from(stationLetters)
    .where(eq(stationLetters.recipientId, player.user.id))
    .orderBy(desc(stationLetters.id));
const auditsOf = (player: Player) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(player.user.id))));
const dayLimit = (status: { limits: Array<{ period: string; amount: string | null; pending: unknown }> }) =>
  status.limits.find((l) => l.period === 'day')!;

describe('customer service setting a player’s protections', () => {
  it('lowers a limit the player chose, at once, with the reason logged and told to the player in their language', async () => {
    const p = await createSignedInUser(t.db, { locale: 'ja-JP' });
    expect((await own(p, 'deposit-limit', { period: 'day', amount: '5000' })).status).toBe(200);
    const res = await set({
      action: 'limit',
      userId: p.user.id,
      kind: 'deposit',
      period: 'day',
      amount: '1000',
      reason: 'Asked on the phone',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(dayLimit(res.body.data)).toMatchObject({ amount: '1000', pending: null });
    expect(res.body.data.history[0]).toMatchObject({
      kind: 'deposit_limit',
      detail: expect.stringContaining('Asked on the phone'),
    });
    expect(dayLimit((await own(p, 'status', {})).body.data).amount).toBe('1000');

    const [letter] = await lettersTo(p);
    expect(letter!.titleJp).toBe('カスタマーサービスがプレイ制限を変更しました');
    expect(letter!.bodyJp).toContain('1,000');
    expect(letter!.bodyEn).toContain('Reason: Asked on the phone');
    const [audit] = await auditsOf(p);
    expect(audit).toMatchObject({ operatorId: support.operator.id, action: 'protection.limit' });
    expect(audit!.after).toMatchObject({ amount: '1000', reason: 'Asked on the phone', letterId: letter!.id });
  });

  it('never raises a limit the player chose, and changes nothing when refused', async () => {
    const p = await createSignedInUser(t.db);
    await own(p, 'deposit-limit', { kind: 'loss', period: 'week', amount: '2000' });
    const res = await set({
      action: 'limit',
      userId: p.user.id,
      kind: 'loss',
      period: 'week',
      amount: '2001',
      reason: 'Player wants more',
    });
    expect([res.status, res.body.data.reason]).toEqual([409, 'operator_loosen']);
    // Told in the operator's language, never as the bare key.
    expect(res.body.msg).not.toMatch(/^protection\./);
    const status = (await own(p, 'status', {})).body.data;
    expect(status.lossLimits.find((l: { period: string }) => l.period === 'week').amount).toBe('2000');
    expect(await lettersTo(p)).toHaveLength(0);
    expect(await auditsOf(p)).toHaveLength(0);
  });

  it('sets a break, then a longer exclusion, but nothing shorter than what is in force', async () => {
    const p = await createSignedInUser(t.db);
    await own(p, 'timeout', { days: 30 });
    const shorter = await set({ action: 'timeout', userId: p.user.id, days: 7, reason: 'Cooling down' });
    expect([shorter.status, shorter.body.data.reason]).toEqual([409, 'already_excluded']);

    const longer = await set({ action: 'timeout', userId: p.user.id, days: 42, reason: 'Cooling down' });
    expect(longer.status).toBe(200);
    expect(longer.body.data.exclusion.kind).toBe('timeout');
    expect(new Date(longer.body.data.exclusion.until).getTime()).toBeGreaterThan(Date.now() + 41 * 86_400_000);

    const excluded = await set({
      action: 'exclude',
      userId: p.user.id,
      period: 'permanent',
      reason: 'Problem gambling',
    });
    expect(excluded.status).toBe(200);
    expect(excluded.body.data.exclusion).toEqual({ kind: 'self_exclusion', until: null });
    // Signed out everywhere, as a self-exclusion does.
    expect((await own(p, 'status', {})).body.data.reason).toBe('session_ended');
    const again = await set({ action: 'exclude', userId: p.user.id, period: '5y', reason: 'Again' });
    expect([again.status, again.body.data.reason]).toEqual([409, 'already_excluded']);

    const letters = await lettersTo(p);
    expect(letters).toHaveLength(2);
    expect(letters[0]!.bodyEn).toContain('excluded from play permanently');
    expect((await auditsOf(p)).map((a) => a.action).sort()).toEqual(['protection.exclude', 'protection.timeout']);
  });

  it('is for customer service: not finance, content or players, and needs a reason', async () => {
    const p = await createSignedInUser(t.db);
    const body = { action: 'timeout', userId: p.user.id, days: 1, reason: 'Asked' };
    for (const role of ['finance', 'content'] as const)
      expect((await set(body, (await signedInOperator(t.app, role)).headers)).status, role).toBe(403);
    expect((await set(body, { token: p.token })).status).toBe(401);
    for (const bad of [
      { ...body, reason: '' },
      { ...body, reason: '   ' },
      { ...body, days: 43 },
      { ...body, action: 'lift' },
    ])
      expect((await set(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await set({ ...body, userId: 987654321 })).status).toBe(404);
    expect(await lettersTo(p)).toHaveLength(0);
  });
});
