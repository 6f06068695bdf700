import { execSync } from 'node:child_process';
import { it } from 'vitest';
import { createTestApp } from './app';
import { createSignedInUser } from './factories';
import { depositThroughSandbox, spinOnce } from './money';

it('counts', { timeout: 120_000 }, async () => {
  const t = await createTestApp();
  const p = await createSignedInUser(t.db);
  await depositThroughSandbox(t.app, p.token, '50000');
  for (let i = 0; i < 3; i++) await spinOnce(t.app, p.token);
  const psql = (q: string) => execSync(`psql -h 127.0.0.1 -U postgres -Atc "${q}"`).toString();
  psql("ALTER SYSTEM SET log_statement='all'");
  psql('SELECT pg_reload_conf()');
  await new Promise((r) => setTimeout(r, 500));
  await t.db.execute('select 1 as mark_start' as never).catch(() => undefined);
  for (let i = 0; i < 5; i++) await spinOnce(t.app, p.token);
  await t.db.execute('select 2 as mark_end' as never).catch(() => undefined);
  psql("ALTER SYSTEM RESET log_statement");
  psql('SELECT pg_reload_conf()');
  await t.close();
});
