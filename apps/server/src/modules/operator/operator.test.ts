import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { migratedDataDir } from '../../test/database';
import { signedInOperator } from '../../test/operators';
import { createSignedInUser } from '../../test/factories';
import { createOperator } from './service';
import { openDatabase } from '../../db/client';
import { findOperatorByUsername } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operators', () => {
  it('sign in with their own sessions, separate from players', async () => {
    const { operator, token } = await signedInOperator(t.app, 'finance');
    const me = await post(t.app, '/v2/admin/auth/me', {}, { token });
    expect(me.body.data).toEqual({
      id: operator.id,
      username: operator.username,
      role: 'finance',
      twoFactor: 'enabled',
    });
    // An operator token is not a player session, and a player token is not an operator session.
    expect((await post(t.app, '/v2/app/user/info', {}, { token })).status).toBe(401);
    const player = await createSignedInUser(t.db);
    expect((await post(t.app, '/v2/admin/auth/me', {}, { token: player.token })).status).toBe(401);
  });

  it('log every sign-in, failure and sign-out in an append-only audit log', async () => {
    const { operator, token } = await signedInOperator(t.app);
    await post(
      t.app,
      '/v2/admin/auth/login',
      { username: operator.username, password: 'wrong password!' },
      {},
      nextIp(),
    );
    expect((await post(t.app, '/v2/admin/auth/logout', {}, { token })).status).toBe(200);
    expect((await post(t.app, '/v2/admin/auth/me', {}, { token })).status).toBe(402);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(operator.id)));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['operator.create', 'operator.login', 'operator.logout']),
    );
    const failed = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.login_failed'));
    expect(failed.length).toBeGreaterThan(0);
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('are locked out after five failures', async () => {
    await createOperator(t.db, { username: 'lockme', password: 'a very long password', role: 'support' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t.app, '/v2/admin/auth/login', { username: 'lockme', password: 'nope' }, {}, nextIp())).status,
      ).toBe(400);
    }
    const res = await post(
      t.app,
      '/v2/admin/auth/login',
      { username: 'lockme', password: 'a very long password' },
      {},
      nextIp(),
    );
    expect(res.status).toBe(429);
  });

  it('have no default password: short passwords and duplicates are refused', async () => {
    await expect(createOperator(t.db, { username: 'shorty', password: 'short', role: 'admin' })).rejects.toThrow(
      /at least 12/,
    );
    await createOperator(t.db, { username: 'twice', password: 'long enough password', role: 'admin' });
    await expect(
      createOperator(t.db, { username: 'TWICE', password: 'long enough password', role: 'admin' }),
    ).rejects.toThrow(/exists/);
  });

  // The command runs on an embedded data directory of its own, whichever engine this file runs on.
  it('are created by `npm run operator:create`', async () => {
    const dataDir = await migratedDataDir('hall-op-');
    try {
      const root = path.resolve(import.meta.dirname, '../../../../..');
      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', 'apps/server/src/cli/operator-create.ts', '--username', 'boss', '--role', 'finance'],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_PASSWORD: 'a strong passphrase' },
        },
      );
      expect(stdout).toContain('operator boss (finance) created');
      const database = await openDatabase({ dataDir });
      try {
        expect((await findOperatorByUsername(database.db, 'boss'))?.role).toBe('finance');
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A new process compiles the command, starts the embedded database and hashes at full cost: 36 s
    // on an idle two-core machine here, past a minute beside the rest of the suite.
  }, 180_000);
});
