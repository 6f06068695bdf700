// Operators' second factor: enrolment, sign-in with a code or a recovery code, replays, limits,
// resets by another admin, the shorter operator sessions and the console's address allow-list.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/operator';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { signedInOperator, totpCode } from '../../test/operators';
import { createOperator } from './service';
import { upgradeLegacyRecoveryCodes } from './two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
let n = 0;
async function newOperator(role: 'admin' | 'finance' | 'support' | 'content') {
  const username = `tf${role}${++n}${Date.now() % 10000}`;
  const operator = await createOperator(t.db, { username, password: PASSWORD, role });
  return { ...operator, username };
}
const login = (username: string, ip = nextIp()) =>
  post(t.app, '/v2/admin/auth/login', { username, password: PASSWORD }, {}, ip);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code of the authenticator for a time step away from now (`steps` × 30 s). */
const codeAt = (secret: string, steps: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('an operator whose role needs a second factor', () => {
  it('may only set up its authenticator until it has, then works with the same session', async () => {
    const op = await newOperator('finance');
    const first = await login(op.username);
    expect(first.body.data).toMatchObject({ twoFactor: 'enrol', role: 'finance' });
    const headers = { token: first.body.data.token as string };

    const refused = await post(t.app, '/v2/admin/draw/list', { page: 1, pageSize: 10 }, headers);
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('two_factor_required');
    expect((await post(t.app, '/v2/admin/auth/me', {}, headers)).body.data.twoFactor).toBe('enrol');

    // Enabling before a secret exists is refused; a wrong first code enables nothing.
    expect((await post(t.app, '/v2/admin/auth/totp/enable', { code: '123456' }, headers)).body.data.reason).toBe(
      'totp_not_set_up',
    );
    const setup = await post(t.app, '/v2/admin/auth/totp/setup', {}, headers);
    expect(setup.status).toBe(200);
    const secret = setup.body.data.secret as string;
    expect(setup.body.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The secret is sealed at rest.
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpSecret).toMatch(/^v1\./);

    const wrong = await post(t.app, '/v2/admin/auth/totp/enable', { code: codeAt(secret, 20) }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.reason).toBe('totp_failed');
    const enabled = await post(t.app, '/v2/admin/auth/totp/enable', { code: totpCode(secret) }, headers);
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await post(t.app, '/v2/admin/draw/list', { page: 1, pageSize: 10 }, headers)).status).toBe(200);
    expect((await post(t.app, '/v2/admin/auth/me', {}, headers)).body.data.twoFactor).toBe('enabled');
    // Once enabled, it cannot be replaced by a new secret without an admin's reset.
    expect((await post(t.app, '/v2/admin/auth/totp/setup', {}, headers)).status).toBe(409);
  });

  it('signs in with a code for a challenge, each code once, each recovery code once', async () => {
    const { username, secret } = await signedInOperator(t.app, 'finance');
    const first = await login(username);
    expect(first.body.data).toEqual({ twoFactor: 'required', challenge: expect.any(String) });
    expect(first.body.data.token).toBeUndefined();

    // A code for the challenge; the challenge is used up with it.
    const code = codeAt(secret!, 1);
    const done = await post(t.app, '/v2/admin/auth/login/totp', { challenge: first.body.data.challenge, code });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ role: 'finance', username });
    expect((await post(t.app, '/v2/admin/auth/me', {}, { token: done.body.data.token })).status).toBe(200);
    const again = await post(t.app, '/v2/admin/auth/login/totp', { challenge: first.body.data.challenge, code });
    expect(again.body.data.reason).toBe('challenge_expired');

    // The same code, or an earlier one, on a new challenge: a replay.
    for (const old of [code, codeAt(secret!, 0)]) {
      const next = await login(username);
      const replay = await post(t.app, '/v2/admin/auth/login/totp', { challenge: next.body.data.challenge, code: old });
      expect(replay.status).toBe(400);
      expect(replay.body.data.reason).toBe('totp_failed');
    }
  });

  it('answers a recovery code once', async () => {
    const op = await newOperator('admin');
    const token = (await login(op.username)).body.data.token as string;
    const { secret } = (await post(t.app, '/v2/admin/auth/totp/setup', {}, { token })).body.data;
    const codes = (await post(t.app, '/v2/admin/auth/totp/enable', { code: totpCode(secret) }, { token })).body.data
      .recoveryCodes as string[];
    const use = async (code: string) =>
      post(t.app, '/v2/admin/auth/login/totp', { challenge: (await login(op.username)).body.data.challenge, code });
    expect((await use(codes[3]!.toUpperCase())).status).toBe(200);
    expect((await use(codes[3]!)).body.data.reason).toBe('totp_failed');
    expect((await use(codes[4]!)).status).toBe(200);
  });

  it('keeps recovery codes only as keyed hashes, not as a SHA-256 anyone can test guesses against', async () => {
    const op = await newOperator('admin');
    const token = (await login(op.username)).body.data.token as string;
    const { secret } = (await post(t.app, '/v2/admin/auth/totp/setup', {}, { token })).body.data;
    const codes = (await post(t.app, '/v2/admin/auth/totp/enable', { code: totpCode(secret) }, { token })).body.data
      .recoveryCodes as string[];
    const stored = (
      await t.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, op.id))
    ).map((r) => r.codeHash.trim());
    expect(stored).toHaveLength(10);
    for (const code of codes) {
      expect(stored).not.toContain(sha256(code));
      for (const value of stored) expect(value).not.toContain(code);
    }
    const use = async (code: string) =>
      post(t.app, '/v2/admin/auth/login/totp', { challenge: (await login(op.username)).body.data.challenge, code });
    expect((await use(codes[0]!)).status).toBe(200);
    expect((await use(codes[0]!)).body.data.reason).toBe('totp_failed');
  });

  it('upgrades recovery codes stored as plain SHA-256 at start-up; each still works once', async () => {
    const op = await newOperator('admin');
    const token = (await login(op.username)).body.data.token as string;
    const { secret } = (await post(t.app, '/v2/admin/auth/totp/setup', {}, { token })).body.data;
    await post(t.app, '/v2/admin/auth/totp/enable', { code: totpCode(secret) }, { token });
    // Codes as an earlier version stored them.
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    await t.db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, op.id));
    await t.db.insert(operatorRecoveryCodes).values(codes.map((c) => ({ operatorId: op.id, codeHash: sha256(c) })));
    const use = async (code: string) =>
      post(t.app, '/v2/admin/auth/login/totp', { challenge: (await login(op.username)).body.data.challenge, code });
    // Before the upgrade runs (a row written by an older process), the code still works once.
    expect((await use(codes[0]!)).status).toBe(200);
    expect((await use(codes[0]!)).body.data.reason).toBe('totp_failed');

    await upgradeLegacyRecoveryCodes(t.db, t.app.secretBox);
    const stored = await t.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, op.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(sha256(codes[1]!));
    expect(stored.find((r) => r.usedAt !== null)).toBeDefined();
    expect((await use(codes[1]!)).status).toBe(200);
    expect((await use(codes[1]!)).body.data.reason).toBe('totp_failed');
    expect((await use(codes[0]!)).body.data.reason).toBe('totp_failed');
  });

  it('accepts one of many parallel sign-ins with the same code', async () => {
    const { username, secret } = await signedInOperator(t.app, 'admin');
    // The password step one after another (parallel passwords are limited on their own).
    const challenges: string[] = [];
    for (let i = 0; i < 12; i++) challenges.push((await login(username)).body.data.challenge as string);
    const code = codeAt(secret!, 1);
    const answers = await Promise.all(
      challenges.map((challenge) => post(t.app, '/v2/admin/auth/login/totp', { challenge, code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others are replays, or over the limit of five failures that the replays use up.
    for (const a of answers.filter((a) => a.status !== 200))
      expect(['totp_failed', 'too_many_requests']).toContain(a.body.data.reason);
  });

  it('stops after five wrong codes and ends the challenge', async () => {
    const { username, secret } = await signedInOperator(t.app, 'finance');
    const { challenge } = (await login(username)).body.data;
    for (let i = 0; i < 5; i++) {
      const wrong = await post(t.app, '/v2/admin/auth/login/totp', { challenge, code: codeAt(secret!, 40 + i) });
      expect(wrong.body.data.reason).toBe('totp_failed');
    }
    const limited = await post(t.app, '/v2/admin/auth/login/totp', { challenge, code: codeAt(secret!, 1) });
    expect(limited.status).toBe(429);
    const gone = await post(t.app, '/v2/admin/auth/login/totp', { challenge, code: codeAt(secret!, 1) });
    expect(gone.body.data.reason).toBe('challenge_expired');
    const failures = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.totp_failed'));
    expect(failures[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('refuses a malformed code or challenge with a validation error', async () => {
    for (const body of [
      { challenge: 'x', code: '12345' },
      { challenge: 'x', code: 'abc' },
      { challenge: '', code: '123456' },
      { challenge: 'x'.repeat(65), code: '123456' },
      { code: '123456' },
    ]) {
      const res = await post(t.app, '/v2/admin/auth/login/totp', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
    expect((await post(t.app, '/v2/admin/auth/login/totp', { challenge: 'x', code: '123456' })).body.data.reason).toBe(
      'challenge_expired',
    );
  });
});

describe('other roles', () => {
  it('work without a second factor, and may set one up', async () => {
    const op = await newOperator('support');
    const first = await login(op.username);
    expect(first.body.data).toMatchObject({ twoFactor: 'none', role: 'support' });
    const token = first.body.data.token as string;
    expect((await post(t.app, '/v2/admin/auth/me', {}, { token })).body.data.twoFactor).toBe('off');
    const { secret } = (await post(t.app, '/v2/admin/auth/totp/setup', {}, { token })).body.data;
    expect((await post(t.app, '/v2/admin/auth/totp/enable', { code: totpCode(secret) }, { token })).status).toBe(200);
    expect((await login(op.username)).body.data.twoFactor).toBe('required');
  });
});

describe('an admin', () => {
  it("resets another operator's authenticator, ending its sessions; not its own, and nobody else may", async () => {
    const admin = await signedInOperator(t.app, 'admin');
    const finance = await signedInOperator(t.app, 'finance');
    const support = await signedInOperator(t.app, 'support');

    const reset = (by: { headers: { token: string } }, operatorId: number) =>
      post(t.app, '/v2/admin/operator/totp/reset', { operatorId }, by.headers);
    expect((await reset(support, finance.operator.id)).status).toBe(403);
    expect((await reset(admin, admin.operator.id)).body.data.reason).toBe('own_two_factor');
    expect((await reset(admin, 99_999_999)).status).toBe(404);

    const done = await reset(admin, finance.operator.id);
    expect(done.status).toBe(200);
    expect((await post(t.app, '/v2/admin/auth/me', {}, finance.headers)).status).toBe(402);
    expect((await login(finance.username)).body.data.twoFactor).toBe('enrol');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.totp_reset'));
    expect(audit.some((a) => a.operatorId === admin.operator.id && a.targetId === String(finance.operator.id))).toBe(
      true,
    );
  });
});

describe('operator sessions', () => {
  it('end after 15 idle minutes, sooner than players', async () => {
    const { headers, operator } = await signedInOperator(t.app, 'support');
    await t.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '16 minutes'` })
      .where(eq(operatorSessions.operatorId, operator.id));
    expect((await post(t.app, '/v2/admin/auth/me', {}, headers)).status).toBe(402);
  });
});

describe('CONSOLE_ALLOWED_IPS', () => {
  it('closes the back office, sign-in included, to other addresses; players are not affected', async () => {
    const fenced = await createTestApp({ CONSOLE_ALLOWED_IPS: '10.1.0.0/16, 2001:db8::/32' });
    try {
      await createOperator(fenced.db, { username: 'fenced', password: PASSWORD, role: 'support' });
      const body = { username: 'fenced', password: PASSWORD };
      const outside = await post(fenced.app, '/v2/admin/auth/login', body, {}, '10.2.0.1');
      expect(outside.status).toBe(403);
      expect(outside.body.data.reason).toBe('ip_not_allowed');
      const inside = await post(fenced.app, '/v2/admin/auth/login', body, {}, '10.1.200.3');
      expect(inside.status).toBe(200);
      expect((await post(fenced.app, '/v2/admin/auth/login', body, {}, '2001:db8::7')).status).toBe(200);
      // The session does not carry the operator past the fence.
      const token = inside.body.data.token as string;
      expect((await post(fenced.app, '/v2/admin/auth/me', {}, { token }, '192.0.2.1')).status).toBe(403);
      expect((await post(fenced.app, '/v2/app/notice/query', { page: 1, pageSize: 5 }, {}, '10.2.0.1')).status).toBe(
        200,
      );
    } finally {
      await fenced.close();
    }
  });

  it('refuses a list that is not addresses and ranges at start-up', async () => {
    await expect(createTestApp({ CONSOLE_ALLOWED_IPS: '10.1.0.0/16, not-an-ip' })).rejects.toThrow(
      /CONSOLE_ALLOWED_IPS/,
    );
  });
});
