// A fresh, migrated database for one test file: PGlite in memory, or (TEST_DB=postgres) a new
// database on the server at DATABASE_URL that is dropped afterwards. Both are copies of the one
// template the run migrated (test/global-setup.ts), so no test file pays for initdb and migrations.
// When PostgreSQL is unreachable the tests that need it fail, never skip.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { wireModules } from '../wiring';
import { openDatabase, wrapPglite, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database (undefined on PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

// Read once per worker: the files of a worker share it (they run one after another).
let pgliteTemplate: Blob | undefined;
const template = () => (pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]));

/**
 * A new embedded data directory holding the migrated template, whichever engine the file runs on:
 * for a server started as a process of its own (DATA_DIR), which then finds nothing to migrate. A
 * first start on an empty directory migrates it, which alone took 25 to 60 s under a full run's load;
 * the migrations themselves are tested in db/migrate.test.ts. The caller removes the directory.
 */
export async function migratedDataDir(prefix = 'hall-data-'): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // Where openDatabase({ dataDir }) keeps it.
  const client = new PGlite(path.join(dir, 'pglite'), { loadDataDir: template() });
  await client.waitReady;
  await client.close();
  return dir;
}

export async function createTestDatabase(
  /** `migrated: false` gives an empty database, for tests of the migrations themselves. */
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  // Tests seed through the modules' services, some without building an app (wiring.ts).
  wireModules();
  if (testEngine() === 'pglite') {
    let client: PGlite;
    if (migrated) {
      client = new PGlite({ loadDataDir: template() });
    } else client = new PGlite();
    await client.waitReady;
    const database = wrapPglite(client);
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  const problem = inject('postgresTemplateError');
  if (!adminUrl || problem) throw new Error(problem || 'TEST_DB=postgres needs DATABASE_URL');
  const name = `hall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(
      migrated ? `create database ${name} template ${inject('postgresTemplate')}` : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A migrated test database for the calling file's tests: opened before them, its `db` handed to
 * `use`, and closed after them.
 */
export function useTestDatabase(use: (db: Database['db']) => void): void {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    use(testDb.database.db);
  });
  afterAll(() => testDb?.dispose());
}
