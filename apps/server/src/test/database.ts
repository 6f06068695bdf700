// A fresh, migrated database for one test file: PGlite in memory, or (TEST_DB=postgres) a new
// database on the server at DATABASE_URL that is dropped afterwards. When CI=true an unreachable
// PostgreSQL fails the tests instead of skipping them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database (undefined on PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** With `migrated: false`, an empty database (PostgreSQL), for tests of what start-up does to one. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (migrated) await runMigrations(database);
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `hall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  if (migrated) await runMigrations(database);
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
