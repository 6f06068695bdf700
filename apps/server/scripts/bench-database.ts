// The throw-away database a benchmark runs on: on the PostgreSQL server of BENCH_DATABASE_URL
// (else DATABASE_URL, else the local server), named for the benchmark and its process.
import pg from 'pg';

export function benchDatabase(prefix: string) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  /** Runs one statement on the server's maintenance database (create, drop, version). */
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }
  return { name, url: url.toString(), admin };
}
