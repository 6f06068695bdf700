// Applies the committed migrations at start-up. On PostgreSQL an advisory lock makes several
// processes starting at once apply them exactly once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client';

const MIGRATION_LOCK_KEY = 7_420_001;

/** The drizzle folder of this package, found from the running file (source or bundled dist). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (drizzle/meta/_journal.json) not found');
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.raw instanceof PGlite) {
    await migratePglite(drizzlePglite({ client: database.raw }), { migrationsFolder: folder });
    return;
  }
  const client = await (database.raw as pg.Pool).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
