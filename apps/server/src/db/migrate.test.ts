// Several processes starting at once against one PostgreSQL must apply the migrations exactly once.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { createTestDatabase, testEngine } from '../test/database';
import { bundledMain, freePort, startServer } from '../test/server-process';

describe('migrations', () => {
  it('are idempotent and safe to run from several processes at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const others =
        testEngine() === 'postgres'
          ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: fresh.url!, poolSize: 2 })))
          : [fresh.database];
      await Promise.all(others.map((d) => runMigrations(d)));
      const result = await fresh.database.db.execute(sql`select count(*)::int as n from countries`);
      const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
      expect(rows[0]!.n).toBeGreaterThan(230);
      if (testEngine() === 'postgres') await Promise.all(others.map((d) => d.close()));
    } finally {
      await fresh.dispose();
    }
  });
});

describe.runIf(testEngine() === 'postgres')('two server processes starting at once on an empty database', () => {
  it('migrate it once, under the advisory lock, and both become ready', async () => {
    const empty = await createTestDatabase({ migrated: false });
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'hall-migrate-')));
    const servers: ChildProcess[] = [];
    try {
      const main = await bundledMain();
      const ports = [await freePort(), await freePort()];
      const began = Date.now();
      // Started together: each resolves once its /readyz answers, so both migrated (or waited) and serve.
      const started = await Promise.allSettled(
        ports.map((port, i) =>
          startServer(
            port,
            {
              DATABASE_URL: empty.url!,
              DATA_DIR: dirs[i]!,
              REDIS_URL: '',
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              REBATE_SETTLEMENT: 'off',
              CARD_KEYS: `migrate:${Buffer.alloc(32, 6).toString('base64')}`,
            },
            ['ignore', 'ignore', 'inherit'],
            main,
          ),
        ),
      );
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready']);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const result = await empty.database.db.execute(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      const applied = (result as unknown as { rows: Array<{ hash: string; n: number }> }).rows;
      console.log(
        `two processes on an empty database: ${applied.length} migrations applied once each, both ready in ${Date.now() - began} ms`,
      );
      expect(applied).toHaveLength(journal.entries.length);
      expect(applied.filter((row) => row.n !== 1)).toEqual([]);
    } finally {
      await Promise.all(
        servers.map(async (child) => {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }),
      );
      await empty.dispose();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
