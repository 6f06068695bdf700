// `npm run bench:spin`: spins per second and latency through HTTP with 1, 10 and 100 concurrent
// players, on PostgreSQL and on the embedded PGlite (what `npm start` runs), beside pgbench's
// tpcb-like transaction on the same PostgreSQL server at the same concurrency: the cost of one small
// durable transaction (3 updates, a select, an insert, a commit), run by a C client. The ratio of
// spins/s to pgbench's tps says how a spin compares with that. A benchmark, not a test: it prints
// figures and asserts nothing about them.
//
// It creates a throw-away database on the PostgreSQL server of BENCH_DATABASE_URL (else
// DATABASE_URL, else the local server), migrates it, makes 100 signed-in players with coins, starts
// the built server (apps/server/dist/main.js) on it as its own process, drives it with autocannon
// (every connection is one player with its own TOKEN; every request a new spin with a fresh
// idempotency key), then checks the ledger and drops the database. Then the same on a PGlite data
// directory of its own. pgbench runs on a database of its own on the same server, while the hall's
// server is stopped. BENCH_ENGINES=postgres (or pglite) runs one engine only. BENCH_CPU_PROF=<dir> has
// the server write a V8 CPU profile there when it stops (where a spin's time goes).
//
// Players are spread over all machines of the hall, as in a real hall (a few players per machine).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { benchDatabase } from './bench-database';
import { runMigrations } from '../src/db/migrate';
import { machines } from '../src/db/schema/game';
import { inTransaction } from '../src/db/transaction';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../src/modules/ledger/accounts';
import { postTransfer } from '../src/modules/ledger/post';
import { verifyLedger } from '../src/modules/ledger/verify';
import { wireModules } from '../src/wiring';
import { createSignedInUser } from '../src/test/factories';

const CONCURRENCY = [1, 10, 100];
// BENCH_SMOKE=1 (npm test) runs each row for a second: it proves the benchmark still runs.
const SECONDS = Number(process.env.BENCH_SECONDS ?? (process.env.BENCH_SMOKE ? 1 : 10));
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const STAKE = 50_000_000n; // coins per player: enough that no spin is refused for funds

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(serverEntry)) {
  console.error('Missing apps/server/dist/main.js: run `npm run build -w @hall/server` first.');
  process.exit(1);
}

const { name: benchDb, url: benchDbUrl, admin } = benchDatabase('hall_bench');
const benchUrl = new URL(benchDbUrl);
const pgbenchDb = `${benchDb}_pgbench`;
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Array<'postgres' | 'pglite'>;

/** Where the players and the server's data live: a database at `url`, or PGlite in `dataDir`. */
interface Target {
  engine: 'postgres' | 'pglite';
  url: string;
  dataDir: string;
}

async function preparePlayers(target: Target, count: number) {
  const database =
    target.engine === 'postgres'
      ? await openDatabase({ url: target.url, poolSize: 4 })
      : await openDatabase({ dataDir: target.dataDir });
  try {
    await runMigrations(database);
    const hall = await database.db.select({ id: machines.id }).from(machines).orderBy(asc(machines.id));
    const players: { token: string; machineId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const { user, token } = await createSignedInUser(database.db, {}, { idleMinutes: 600, maxHours: 12 });
      await inTransaction(database.db, async (tx) =>
        postTransfer(tx, {
          debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.bonusPool),
          creditAccountId: await walletAccount(tx, user.id),
          amount: STAKE,
          kind: 'bonus',
          reference: 'bench',
          idempotencyKey: `bench-stake-${user.id}`,
        }),
      );
      players.push({ token, machineId: hall[i % hall.length]!.id });
    }
    return players;
  } finally {
    await database.close();
  }
}

async function startServer(target: Target): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), serverEntry],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // The production configuration, with what production requires of it.
        NODE_ENV: 'production',
        CARD_KEYS: `bench:${Buffer.alloc(32, 7).toString('base64')}`,
        OPERATOR_NAME: 'Benchmark Operator',
        LICENCE_TEXT: 'Benchmark run, no licence',
        OPERATOR_ADDRESS: 'Loopback',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.url,
        REDIS_URL: '',
        WEB_DIST_DIR: path.join(target.dataDir, 'no-site'),
      },
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not become ready');
}

interface Row {
  players: number;
  spins: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  errors: number;
}

async function run(players: { token: string; machineId: string }[]): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: players.length,
    duration: SECONDS,
    // Each connection is one player: its token and machine are fixed, each request is a new spin.
    setupClient(client) {
      const player = players[next++ % players.length]!;
      client.setRequests([
        {
          method: 'POST',
          path: '/v2/app/game/spin',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', TOKEN: player.token },
            body: JSON.stringify({ machineId: player.machineId, requestKey: randomUUID() }),
          }),
        },
      ]);
    },
  });
  return {
    players: players.length,
    spins: result['2xx'],
    perSecond: result['2xx'] / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * pgbench's tpcb-like transaction at `clients` connections for SECONDS on its own database of the
 * same server: transactions per second, or undefined when pgbench is not installed. A client count
 * above what the server still admits is lowered to fit, and the row says so.
 */
function pgbench(clients: number, admitted: number): { tps?: number; clients: number; note?: string } {
  const url = new URL(benchUrl);
  url.pathname = `/${pgbenchDb}`;
  let n = Math.min(clients, admitted);
  for (;;) {
    const result = spawnSync(
      'pgbench',
      [
        '-c',
        String(n),
        '-j',
        String(Math.min(n, os.cpus().length)),
        '-T',
        String(SECONDS),
        '-b',
        'tpcb-like',
        url.toString(),
      ],
      { encoding: 'utf8' },
    );
    if (result.error) return { clients: n, note: 'pgbench not installed' };
    const tps = /tps = ([\d.]+)/.exec(result.stdout ?? '')?.[1];
    if (result.status === 0 && tps) return { tps: Number(tps), clients: n };
    const error = (result.stderr ?? '').split('\n').find((line) => line.includes('error')) ?? `exit ${result.status}`;
    // Another program took connections meanwhile: a tenth fewer, down to half of what was asked.
    if (!error.includes('too many clients') || n <= clients / 2)
      return { clients: n, note: `pgbench failed: ${error}` };
    n = Math.floor(n * 0.9);
  }
}

async function benchEngine(target: Target): Promise<{ rows: Row[]; ledger: Awaited<ReturnType<typeof verifyLedger>> }> {
  // The players are prepared and the ledger verified here, without an app (src/wiring.ts).
  wireModules();
  let server: ChildProcess | undefined;
  try {
    const players = await preparePlayers(target, Math.max(...CONCURRENCY));
    server = await startServer(target);
    // A short warm-up so the first row does not measure JIT compilation and pool connects.
    await run(players.slice(0, 10));
    const rows: Row[] = [];
    for (const n of CONCURRENCY) rows.push(await run(players.slice(0, n)));
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = undefined;
    const database =
      target.engine === 'postgres'
        ? await openDatabase({ url: target.url, poolSize: 2 })
        : await openDatabase({ dataDir: target.dataDir });
    const ledger = await verifyLedger(database.db);
    await database.close();
    return { rows, ledger };
  } finally {
    server?.kill('SIGKILL');
  }
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '–' : n.toFixed(digits));

const dataDirs: string[] = [];
let ok = true;
await admin(`CREATE DATABASE ${benchDb}`);
await admin(`CREATE DATABASE ${pgbenchDb}`);
try {
  const results: Array<{ engine: string; rows: Row[] }> = [];
  for (const engine of ENGINES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
    dataDirs.push(dataDir);
    const { rows, ledger } = await benchEngine({
      engine,
      url: engine === 'postgres' ? benchUrl.toString() : '',
      dataDir,
    });
    results.push({ engine, rows });
    console.log(
      `ledger after the ${engine} run: ${ledger.transfers} transfers, ${ledger.ok ? 'verified' : `BROKEN: ${ledger.problems.join('; ')}`}`,
    );
    // A row that completed no spin proves nothing ran (seen when the smoke run was starved of CPU):
    // it fails like an error, so a benchmark that stops spinning is noticed. Figures are not judged.
    ok &&= ledger.ok && rows.every((r) => r.errors === 0 && r.spins > 0);
  }

  // pgbench while no hall server runs, on the connections the server has left (the superuser's
  // reserved ones included: pgbench connects as the same user as the benchmark).
  const init = spawnSync(
    'pgbench',
    [
      '-i',
      '-s',
      '1',
      '-q',
      (() => {
        const url = new URL(benchUrl);
        url.pathname = `/${pgbenchDb}`;
        return url.toString();
      })(),
    ],
    { encoding: 'utf8' },
  );
  const max = Number((await admin('SHOW max_connections')).rows[0].max_connections);
  const used = Number(
    (await admin('SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = $$client backend$$')).rows[0].n,
  );
  // `used` counts the connection that asked.
  const admitted = max - (used - 1);
  const bench = init.error || init.status !== 0 ? undefined : CONCURRENCY.map((n) => pgbench(n, admitted));
  const pgbenchNote = init.error
    ? 'pgbench not installed'
    : init.status !== 0
      ? `pgbench -i failed: ${init.stderr}`
      : '';

  const pgVersion = (await admin('SHOW server_version')).rows[0].server_version as string;
  console.log(
    `\nspin benchmark: ${SECONDS} s per row, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}, ` +
      `load generator on the same machine; pgbench tpcb-like (scale 1) on the same server` +
      (pgbenchNote ? ` (${pgbenchNote})` : ''),
  );
  for (const { engine, rows } of results) {
    console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded, one process)'}\n`);
    console.log('| players | spins | spins/s | pgbench tps | ratio | p50 ms | p99 ms | non-2xx | errors |');
    console.log('|--------:|------:|--------:|------------:|------:|-------:|-------:|--------:|-------:|');
    rows.forEach((r, i) => {
      const b = bench?.[i];
      const tps =
        b?.tps === undefined
          ? (b?.note ?? '–')
          : `${fmt(b.tps)}${b.clients < r.players ? ` (${b.clients} clients)` : ''}`;
      const ratio = b?.tps ? fmt(r.perSecond / b.tps, 3) : '–';
      console.log(
        `| ${r.players} | ${r.spins} | ${r.perSecond.toFixed(0)} | ${tps} | ${ratio} | ${r.p50} | ${r.p99} | ${r.refused} | ${r.errors} |`,
      );
    });
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
}
