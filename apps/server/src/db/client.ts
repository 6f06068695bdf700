// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through node-postgres when
// DATABASE_URL is set. Both give the same drizzle API over the same schema and migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Checks that the database answers (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance or pg pool, for migrations and test set-up. */
  raw: PGlite | pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

// node-postgres returns int8 as strings by default; keep that (money must not pass through floats),
// drizzle's bigint columns convert explicitly per column mode.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.poolSize ?? 10;
    // A new connection costs 100-200 ms before its first team report (the backend loads its catalog
    // caches), so a few are kept open for good and the rest for a minute, not pg's ten seconds:
    // a quiet site's reports then run on warm connections (bench:agent measured 150-250 ms cold).
    const pool = new pg.Pool({ connectionString: options.url, max, min: Math.min(4, max), idleTimeoutMillis: 60_000 });
    // An idle client erroring (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      raw: pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = dataDir.startsWith('memory://') ? new PGlite() : new PGlite(path.resolve(dataDir, 'pglite'));
  await client.waitReady;
  return wrapPglite(client);
}

/** The database over an open PGlite instance (tests load theirs from a migrated template). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    raw: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
