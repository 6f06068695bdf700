// Migrates one template database per test run, so that each test file copies it instead of
// creating and migrating a database of its own (a fresh embedded database spends seconds in initdb
// and its migrations; a copy loads in a fraction of that). PGlite: a dump of a migrated data
// directory in a temporary file. PostgreSQL: a migrated database that `CREATE DATABASE ... TEMPLATE`
// copies. Vitest runs this once per project, before any test file, and undoes it after the last.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a dump of a migrated PGlite data directory (every project has it). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database new test databases are copied from, or '' when none could be made. */
    postgresTemplate: string;
    /** Why the PostgreSQL template could not be made (the tests that need it fail with this). */
    postgresTemplateError: string;
  }
}

export default async function setup(project: TestProject) {
  // Every project gets the PGlite template: on PostgreSQL too, tests that start the server as a
  // process of its own give it an embedded data directory made from it (test/database.ts).
  const pglite = pgliteTemplate();
  // Migrated side by side: the embedded one in this process, PostgreSQL's in its server.
  const teardown = project.config.env.TEST_DB === 'postgres' ? await setupPostgres(project) : undefined;
  project.provide('pgliteTemplate', await pglite);
  return teardown;
}

/**
 * One dump per run, shared by the projects: their set-ups run in the one Vitest process, and this
 * module may be loaded once per project, so the promise is kept on globalThis. Removed when the
 * process exits, after the last project's tests.
 */
function pgliteTemplate(): Promise<string> {
  const shared = globalThis as { hallPgliteTemplate?: Promise<string> };
  shared.hallPgliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hall-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'pglite.tar');
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    // Uncompressed: a test file loads it in a fraction of the time a gzip would take to inflate.
    const dump = await (database.raw as PGlite).dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return file;
  })();
  return shared.hallPgliteTemplate;
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  project.provide('postgresTemplate', '');
  project.provide('postgresTemplateError', adminUrl ? '' : 'TEST_DB=postgres needs DATABASE_URL');
  if (!adminUrl) return;
  const name = `hall_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    // Each test that needs PostgreSQL fails with this, rather than the whole run stopping here (or,
    // with CI=true, anything skipping quietly).
    project.provide('postgresTemplateError', `PostgreSQL at DATABASE_URL is unreachable: ${String(error)}`);
    await admin.end().catch(() => {});
    return;
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  // A template must have no connections while it is copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
