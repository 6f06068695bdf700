// The TOKEN header hook: which tokens sign a request in, and the 401/402 split the client relies on.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../db/schema/agent';
import { sessions } from '../db/schema/session';
import { users } from '../db/schema/user';
import { createTestApp, post, type TestApp } from '../test/app';
import { createSignedInUser } from '../test/factories';
import { hashToken } from '../lib/tokens';
import { signedInOperator } from '../test/operators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfo = (token?: string) => post(t.app, '/v2/app/user/info', {}, token ? { token } : {});

describe('auth hook', () => {
  it('serves the signed-in player for a live session', async () => {
    const { user, token } = await createSignedInUser(t.db, { nickname: 'Aki', idNumber: 'A123456789' });
    const res = await userInfo(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      account: user.account,
      nickname: 'Aki',
      idNumberMasked: '******6789',
    });
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('not-a-password-hash');
  });

  it('stores only the hash of the token', async () => {
    const { token, sessionId } = await createSignedInUser(t.db);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers 401 without a token and for an unknown or malformed one', async () => {
    for (const token of [undefined, 'x', 'A'.repeat(43), "' or 1=1 --"]) {
      const res = await userInfo(token);
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toMatchObject({ code: 401, data: { reason: 'not_signed_in' } });
    }
  });

  it('answers 402 for a revoked session', async () => {
    const { token, sessionId } = await createSignedInUser(t.db);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    const res = await userInfo(token);
    expect(res.status).toBe(402);
    expect(res.body.data.reason).toBe('session_ended');
  });

  it('answers 402 past the absolute expiry', async () => {
    const { token, sessionId } = await createSignedInUser(t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await userInfo(token)).status).toBe(402);
  });

  it('answers 402 after the idle limit and refreshes the idle timer on use', async () => {
    const { token, sessionId } = await createSignedInUser(t.db);
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: twentyMinutesAgo }).where(eq(sessions.id, sessionId));
    expect((await userInfo(token)).status).toBe(200);
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(twentyMinutesAgo.getTime());

    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, sessionId));
    expect((await userInfo(token)).status).toBe(402);
  });

  it('answers 402 once the account is frozen', async () => {
    const { user, token } = await createSignedInUser(t.db);
    await t.db.update(users).set({ status: 'frozen' }).where(eq(users.id, user.id));
    expect((await userInfo(token)).status).toBe(402);
  });

  it('serves public routes to a visitor whose token has ended', async () => {
    const { token, sessionId } = await createSignedInUser(t.db);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    const res = await post(t.app, '/v2/app/country', { keyword: 'JP' }, { token });
    expect(res.status).toBe(200);
  });

  it('tells a player whether they are an approved agent', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, '/v2/app/agent/is/agent', {}, { token });
    expect(res.body).toMatchObject({ code: 200, data: false });
    expect((await post(t.app, '/v2/app/agent/is/agent', {})).status).toBe(401);

    const agent = await createSignedInUser(t.db);
    await t.db.insert(agents).values({ userId: agent.user.id, code: `A${agent.user.id}`, status: 'approved' });
    expect((await post(t.app, '/v2/app/agent/is/agent', {}, { token: agent.token })).body.data).toBe(true);
  });
});

describe('sign-in by default', () => {
  it('a /v2/app or /v2/admin route that declares nothing still demands the right sign-in, before its body', async () => {
    const local = await createTestApp({}, (app) => {
      const body = z.object({ n: z.number() });
      app.post('/v2/app/test/forgot', { schema: { body } }, async (request) => ({ who: request.auth?.userId }));
      app.post('/v2/admin/test/forgot', { schema: { body } }, async (request) => ({ who: request.operator?.role }));
      app.post('/v2/other/test/open', { schema: { body } }, async () => ({ open: true }));
    });
    try {
      const player = await createSignedInUser(local.db);
      const operator = await signedInOperator(local.app, 'support');

      expect((await post(local.app, '/v2/app/test/forgot', {})).status).toBe(401);
      expect((await post(local.app, '/v2/app/test/forgot', { n: 1 }, operator.headers)).status).toBe(401);
      expect((await post(local.app, '/v2/app/test/forgot', {}, { token: player.token })).status).toBe(400);
      const asPlayer = await post(local.app, '/v2/app/test/forgot', { n: 1 }, { token: player.token });
      expect(asPlayer.body).toEqual({ who: player.user.id });

      expect((await post(local.app, '/v2/admin/test/forgot', {})).status).toBe(401);
      expect((await post(local.app, '/v2/admin/test/forgot', { n: 1 }, { token: player.token })).status).toBe(401);
      const asOperator = await post(local.app, '/v2/admin/test/forgot', { n: 1 }, operator.headers);
      expect(asOperator.body).toEqual({ who: 'support' });

      expect((await post(local.app, '/v2/other/test/open', { n: 1 })).status).toBe(200);
      expect(local.app.routeInventory).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/v2/app/test/forgot', auth: 'user' }),
      );
      expect(local.app.routeInventory).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/v2/admin/test/forgot', auth: 'operator' }),
      );
    } finally {
      await local.close();
    }
  });

  it('keeps roles: an operator outside them is 403', async () => {
    const support = await signedInOperator(t.app, 'support');
    const res = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: 'W1' }, support.headers);
    expect(res.status).toBe(403);
  });
});
