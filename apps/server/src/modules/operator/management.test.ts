// Operators managed by an administrator: list, create, change role or status; only admins, never
// one's own account, every change audited and ending the changed operator's sessions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterAll(() => t.close());

const call = (url: string, body: object, headers = admin.headers) => post(t.app, url, body, headers);
const PASSWORD = 'a long enough passphrase';

describe('an administrator', () => {
  it('creates an operator who then signs in (and enrols if its role needs it)', async () => {
    const made = await call('/v2/admin/operator/create', {
      username: 'newsupport1',
      password: PASSWORD,
      role: 'support',
    });
    expect(made.status).toBe(200);
    const login = await post(
      t.app,
      '/v2/admin/auth/login',
      { username: 'newsupport1', password: PASSWORD },
      {},
      nextIp(),
    );
    expect(login.body.data).toMatchObject({ twoFactor: 'none', role: 'support' });
    await call('/v2/admin/operator/create', { username: 'newfinance1', password: PASSWORD, role: 'finance' });
    const finance = await post(
      t.app,
      '/v2/admin/auth/login',
      { username: 'newfinance1', password: PASSWORD },
      {},
      nextIp(),
    );
    expect(finance.body.data.twoFactor).toBe('enrol');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.add'), eq(auditLog.targetId, String(made.body.data.id))));
    expect(audit[0]).toMatchObject({
      operatorId: admin.operator.id,
      after: { username: 'newsupport1', role: 'support' },
    });
  });

  it('makes an operator who must choose its own password before anything else; its other sessions end', async () => {
    await call('/v2/admin/operator/create', { username: 'firstday1', password: PASSWORD, role: 'support' });
    const signIn = (password: string) =>
      post(t.app, '/v2/admin/auth/login', { username: 'firstday1', password }, {}, nextIp());
    const first = await signIn(PASSWORD);
    expect(first.body.data).toMatchObject({ twoFactor: 'none', role: 'support', passwordChange: true });
    const as = (token: string) => ({ token, 'accept-language': 'en-US' });
    const token = first.body.data.token as string;
    const other = (await signIn(PASSWORD)).body.data.token as string;

    // Nothing but choosing a password (and leaving) works on the admin's password.
    const blocked = await post(t.app, '/v2/admin/kyc/list', {}, as(token));
    expect(blocked.status).toBe(403);
    expect(blocked.body.data.reason).toBe('password_change_required');
    expect(blocked.body.msg).toContain('Choose your own password');
    expect((await post(t.app, '/v2/admin/auth/me', {}, as(token))).status).toBe(200);

    const change = (currentPassword: string, newPassword: string) =>
      post(t.app, '/v2/admin/auth/password', { currentPassword, newPassword }, as(token));
    expect((await change('not the password', 'my very own passphrase')).body.data.reason).toBe('password_wrong');
    expect((await change(PASSWORD, PASSWORD)).body.data.reason).toBe('password_unchanged');
    expect((await change(PASSWORD, 'too short')).status).toBe(400);
    const changed = await change(PASSWORD, 'my very own passphrase');
    expect(changed.body.data).toEqual({ passwordChange: false });

    // This session goes on and may work now; the other one ended; only the new password signs in.
    expect((await post(t.app, '/v2/admin/kyc/list', {}, as(token))).status).toBe(200);
    expect((await post(t.app, '/v2/admin/auth/me', {}, as(other))).status).toBe(402);
    expect((await signIn(PASSWORD)).body.data.reason).toBe('login_failed');
    expect((await signIn('my very own passphrase')).body.data).toMatchObject({ passwordChange: false });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.password_change'), eq(auditLog.targetType, 'operator')));
    expect(audit).toMatchObject({ after: { required: true } });

    // A role that needs an authenticator chooses its password first, then enrols.
    await call('/v2/admin/operator/create', { username: 'firstday2', password: PASSWORD, role: 'finance' });
    const finance = (
      await post(t.app, '/v2/admin/auth/login', { username: 'firstday2', password: PASSWORD }, {}, nextIp())
    ).body.data;
    expect(finance).toMatchObject({ twoFactor: 'enrol', passwordChange: true });
    expect((await post(t.app, '/v2/admin/auth/totp/setup', {}, as(finance.token))).body.data.reason).toBe(
      'password_change_required',
    );
    await post(
      t.app,
      '/v2/admin/auth/password',
      { currentPassword: PASSWORD, newPassword: 'another own passphrase' },
      as(finance.token),
    );
    expect((await post(t.app, '/v2/admin/auth/totp/setup', {}, as(finance.token))).status).toBe(200);
  });

  it('is refused a taken name (in any case), a short password, a bad name or role', async () => {
    await call('/v2/admin/operator/create', { username: 'Taken.One', password: PASSWORD, role: 'content' });
    const taken = await call('/v2/admin/operator/create', {
      username: 'taken.one',
      password: PASSWORD,
      role: 'content',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data.reason).toBe('operator_taken');
    for (const body of [
      { username: 'shortpw', password: 'eleven char', role: 'content' },
      { username: 'x', password: PASSWORD, role: 'content' },
      { username: 'has space', password: PASSWORD, role: 'content' },
      { username: 'okname', password: PASSWORD, role: 'owner' },
      { username: 'okname', password: PASSWORD },
    ]) {
      const res = await call('/v2/admin/operator/create', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
  });

  it('lists operators newest first, searchable by the start of the name', async () => {
    await call('/v2/admin/operator/create', { username: 'listme.a', password: PASSWORD, role: 'content' });
    await call('/v2/admin/operator/create', { username: 'listme.b', password: PASSWORD, role: 'finance' });
    const found = await call('/v2/admin/operator/list', { search: 'LISTME', page: 1, pageSize: 10 });
    expect(found.body.data.total).toBe(2);
    expect(found.body.data.list.map((o: { username: string }) => o.username)).toEqual(['listme.b', 'listme.a']);
    expect(found.body.data.list[0]).toMatchObject({
      role: 'finance',
      status: 'active',
      twoFactor: 'enrol',
      lastLoginAt: null,
    });
    // A wildcard in the search is a character, not a pattern.
    expect((await call('/v2/admin/operator/list', { search: '%' })).body.data.total).toBe(0);
  });

  it("changes another operator's role or status, ending its sessions; a disabled one cannot sign in", async () => {
    const other = await signedInOperator(t.app, 'support');
    const promoted = await call('/v2/admin/operator/update', { operatorId: other.operator.id, role: 'finance' });
    expect(promoted.status).toBe(200);
    expect((await post(t.app, '/v2/admin/auth/me', {}, other.headers)).status).toBe(402);
    const again = await post(
      t.app,
      '/v2/admin/auth/login',
      { username: other.username, password: other.password },
      {},
      nextIp(),
    );
    expect(again.body.data).toMatchObject({ twoFactor: 'enrol', role: 'finance' });

    await call('/v2/admin/operator/update', { operatorId: other.operator.id, status: 'disabled' });
    const refused = await post(
      t.app,
      '/v2/admin/auth/login',
      { username: other.username, password: other.password },
      {},
      nextIp(),
    );
    expect(refused.body.data.reason).toBe('login_failed');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.update'), eq(auditLog.targetId, String(other.operator.id))));
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { role: 'support', status: 'active' },
        { role: 'finance', status: 'active' },
      ],
      [
        { role: 'finance', status: 'active' },
        { role: 'finance', status: 'disabled' },
      ],
    ]);
  });

  it('cannot change its own account, nor one that does not exist, nor send an empty change', async () => {
    const own = await call('/v2/admin/operator/update', { operatorId: admin.operator.id, status: 'disabled' });
    expect(own.status).toBe(403);
    expect(own.body.data.reason).toBe('own_account');
    expect((await call('/v2/admin/operator/update', { operatorId: 99_999_999, role: 'content' })).status).toBe(404);
    const empty = await call('/v2/admin/operator/update', { operatorId: admin.operator.id + 1 });
    expect(empty.body.data.reason).toBe('validation_failed');
  });
});

describe('other roles', () => {
  it('may not list, create or change operators', async () => {
    for (const role of ['finance', 'support', 'content'] as const) {
      const { headers } = await signedInOperator(t.app, role);
      for (const [url, body] of [
        ['/v2/admin/operator/list', {}],
        ['/v2/admin/operator/create', { username: `by${role}`, password: PASSWORD, role: 'admin' }],
        ['/v2/admin/operator/update', { operatorId: admin.operator.id, role: 'content' }],
      ] as const)
        expect((await post(t.app, url, body, headers)).status, `${role} ${url}`).toBe(403);
    }
  });
});
