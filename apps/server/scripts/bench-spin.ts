// `npm run bench:spin`: spins per second and latency through HTTP on PostgreSQL with 1, 10 and 100
// concurrent players. A benchmark, not a test: it prints figures and asserts nothing about them.
//
// It creates a throw-away database on the PostgreSQL server of BENCH_DATABASE_URL (else
// DATABASE_URL, else the local server), migrates it, makes 100 signed-in players with coins, starts
// the built server (apps/server/dist/main.js) on it as its own process, drives it with autocannon
// (every connection is one player with its own TOKEN; every request a new spin with a fresh
// idempotency key), then checks the ledger and drops the database.
//
// Players are spread over all machines of the hall, as in a real hall (a few players per machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { benchDatabase } from './bench-database';
import { runMigrations } from '../src/db/migrate';
import { machines } from '../src/db/schema/index';
import { inTransaction } from '../src/db/transaction';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../src/modules/ledger/accounts';
import { postTransfer } from '../src/modules/ledger/post';
import { verifyLedger } from '../src/modules/ledger/verify';
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

async function preparePlayers(count: number) {
  const database = await openDatabase({ url: benchUrl.toString(), poolSize: 4 });
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

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
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
      DATA_DIR: dataDir,
      DATABASE_URL: benchUrl.toString(),
      REDIS_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-site'),
    },
  });
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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
let server: ChildProcess | undefined;
await admin(`CREATE DATABASE ${benchDb}`);
try {
  const players = await preparePlayers(Math.max(...CONCURRENCY));
  server = await startServer(dataDir);
  // A short warm-up so the first row does not measure JIT compilation and pool connects.
  await run(players.slice(0, 10));
  const rows: Row[] = [];
  for (const n of CONCURRENCY) rows.push(await run(players.slice(0, n)));
  server.kill('SIGTERM');
  await new Promise((resolve) => server!.once('exit', resolve));

  const database = await openDatabase({ url: benchUrl.toString(), poolSize: 2 });
  const ledger = await verifyLedger(database.db);
  await database.close();

  const pgVersion = (await admin('SHOW server_version')).rows[0].server_version as string;
  console.log(
    `\nspin benchmark: ${SECONDS} s per row, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}, ` +
      `load generator on the same machine\n`,
  );
  console.log('| players | spins | spins/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|--------:|------:|--------:|-------:|-------:|--------:|-------:|');
  for (const r of rows)
    console.log(
      `| ${r.players} | ${r.spins} | ${r.perSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.refused} | ${r.errors} |`,
    );
  console.log(
    `\nledger after the run: ${ledger.transfers} transfers, ${ledger.ok ? 'verified' : `BROKEN: ${ledger.problems.join('; ')}`}`,
  );
  process.exitCode = ledger.ok && rows.every((r) => r.errors === 0) ? 0 : 1;
} finally {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
