// `npm run bench:agent`: the agent centre's heavy reads and the daily rebate settlement on a large
// tree, on PostgreSQL. A benchmark, not a test: it prints figures and query plans, asserts nothing.
//
// It creates a throw-away database on the PostgreSQL server of BENCH_DATABASE_URL (else
// DATABASE_URL, else the local server), migrates it and generates, with set-based SQL: one top agent
// with BENCH_MEMBERS members (default 100,000) five levels deep (levels 1-4 are sub-agents), their
// wallets, BENCH_ROUNDS rounds (default 1,000,000) and BENCH_DEPOSITS paid deposits (default
// 100,000) spread over 90 days. Then it times, through the same functions the API calls, the top
// agent's team report over 30 days (after rolling up the closed days, as the nightly job does), the
// first page of its members on all levels, and the settlement of one day for the whole tree, and
// drops the database.
//
// The generated rounds and deposits have no ledger postings behind them (the figures read the rounds
// and orders) and the wallets start empty; the settlement's rebate transfers are real postings, and
// the ledger is verified after them.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { databaseStore } from '../src/lib/ephemeral-store';
import { benchDatabase } from './bench-database';
import { runMigrations } from '../src/db/migrate';
import { listMembers } from '../src/modules/agent/members';
import { dayOf } from '../src/modules/agent/periods';
import { settleDay } from '../src/modules/agent/rebates';
import { rollupDay } from '../src/modules/agent/rollup';
import { teamReport } from '../src/modules/agent/report';
import { verifyLedger } from '../src/modules/ledger/verify';
import { wireModules } from '../src/wiring';

// BENCH_SMOKE=1 (npm test) runs a small tree once: it proves the benchmark still runs.
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (SMOKE ? 1_200 : 100_000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 10_000 : 1_000_000));
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? (SMOKE ? 1_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? (SMOKE ? 2 : 30));
const ZONE = 'Asia/Tokyo';

const { name: benchDb, url: benchDbUrl, admin } = benchDatabase('hall_bench_agent');
const benchUrl = new URL(benchDbUrl);

/** Fan-out per level so that five levels hold MEMBERS users: 10, 100, 1,000, 10,000, the rest players. */
function levels(total: number) {
  const sizes = [10, 100, 1000, 10_000];
  let used = 0;
  const out: number[] = [];
  for (const size of sizes) {
    const n = Math.min(size, total - used);
    out.push(n);
    used += n;
  }
  out.push(Math.max(0, total - used));
  return out;
}

async function generate(client: pg.Client) {
  const step = async (label: string, sql: string) => {
    const began = performance.now();
    await client.query(sql);
    console.log(`  ${label}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  console.log('generating…');
  await step(
    'top agent',
    `insert into users (account, email, password_hash) values ('benchtop', 'benchtop@bench.invalid', 'x');
     insert into user_tree select id, id, 0 from users where account = 'benchtop';
     insert into agents (user_id, code, status, rebate_rate_bp) select id, 'BENCHTOP', 'approved', 200 from users where account = 'benchtop'`,
  );
  // Each level's users get a parent from the level above, round-robin.
  const sizes = levels(MEMBERS);
  for (let level = 1; level <= 5; level++) {
    const size = sizes[level - 1]!;
    if (size === 0) continue;
    await step(
      `level ${level}: ${size} users`,
      `with parents as (
         select u.id, row_number() over (order by u.id) - 1 as n
         from users u join user_tree t on t.descendant_id = u.id
         join users top on top.account = 'benchtop' and t.ancestor_id = top.id and t.depth = ${level - 1}
       ),
       total as (select count(*) as c from parents),
       made as (
         insert into users (account, email, password_hash, parent_id, created_at)
         select 'b${level}x' || g, 'b${level}x' || g || '@bench.invalid', 'x', p.id,
           now() - (random() * interval '90 days')
         from generate_series(0, ${size - 1}) g cross join total join parents p on p.n = g % total.c
         returning id, parent_id
       )
       insert into user_tree (ancestor_id, descendant_id, depth)
       select id, id, 0 from made
       union all
       select t.ancestor_id, made.id, t.depth + 1 from made join user_tree t on t.descendant_id = made.parent_id`,
    );
    if (level <= 4)
      await step(
        `level ${level} agents`,
        `insert into agents (user_id, code, status, rebate_rate_bp)
         select id, 'B' || id, 'approved', ${200 - level * 20} from users where account like 'b${level}x%'`,
      );
  }
  await step(
    'wallets',
    `insert into ledger_accounts (kind, owner_user_id, currency, balance)
     select 'user_wallet', id, 'COIN', 0 from users where email like '%@bench.invalid'`,
  );
  await step(
    `${ROUNDS} rounds over 90 days`,
    `with people as (select array_agg(id) as ids from users where email like '%@bench.invalid'),
     machine as (select id, game_id from machines order by id limit 1)
     insert into game_rounds (round_sn, user_id, machine_id, game_id, request_key, bet, win, outcome,
       server_seed_hash, client_seed, nonce, created_at)
     select 'BR' || g, people.ids[1 + (g % array_length(people.ids, 1))], machine.id, machine.game_id, 'k' || g,
       (100 + random() * 900)::bigint, (random() * 1000)::bigint, '{}', repeat('0', 64), 'bench', g % 1000000, t
     -- Inserted oldest first, as a live site appends them: a day's rounds then lie in neighbouring
     -- pages, not scattered over the whole table.
     from (select g, now() - (random() * interval '90 days') as t from generate_series(1, ${ROUNDS}) g order by t) times,
       people, machine`,
  );
  await step(
    `${DEPOSITS} paid deposits over 90 days`,
    `with people as (select array_agg(id) as ids from users where email like '%@bench.invalid'),
     channel as (select id from payment_channels where code = 'sandbox-jpy')
     insert into deposit_orders (order_sn, user_id, channel_id, request_key, currency, amount, fee, coin_amount,
       status, created_at, expires_at, paid_at)
     select 'BD' || g, people.ids[1 + ((g * 7) % array_length(people.ids, 1))], channel.id, 'k' || g, 'JPY',
       5000, 0, 5000, 'paid', t, t + interval '30 minutes', t + interval '1 minute'
     -- random() in the subquery's select list is drawn per row (a lateral subquery that names no
     -- outer column would be evaluated once, giving every deposit the same time); oldest first.
     from (select g, now() - (random() * interval '90 days') as t from generate_series(1, ${DEPOSITS}) g order by t) times,
       people, channel`,
  );
  await step('analyze', 'analyze');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, run: () => Promise<unknown>) {
  // Warm the caches and the plans, and open the pool's connections as a running server has them
  // (a report asks several queries side by side; a connection's first report costs 100-200 ms more).
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    await run();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin(`CREATE DATABASE ${benchDb}`);
// The modules' services are used without an app: hand them what the app would (src/wiring.ts).
wireModules();
const database = await openDatabase({ url: benchUrl.toString(), poolSize: 8 });
const client = new pg.Client({ connectionString: benchUrl.toString() });
try {
  await runMigrations(database);
  await client.connect();
  await generate(client);
  const top = Number((await client.query(`select id from users where account = 'benchtop'`)).rows[0].id);
  // The store the server keeps the closed days' active counts in when it runs without Redis.
  const ctx = { db: database.db, store: databaseStore(database.db), zone: ZONE, publicUrl: 'http://127.0.0.1:3000' };
  const today = dayOf(new Date(), ZONE);
  const monthAgo = dayOf(new Date(Date.now() - 29 * 86_400_000), ZONE);

  // A day's settlement as the job runs it: rebates computed and paid, then the day rolled up.
  const yesterday = dayOf(new Date(Date.now() - 86_400_000), ZONE);
  const began = performance.now();
  const paid = await settleDay(database.db, yesterday, ZONE);
  const settleSeconds = (performance.now() - began) / 1000;
  // The other closed days, as if the job had run every night.
  const rollupBegan = performance.now();
  let rolledDays = 0;
  for (let back = 2; back <= 91; back++) {
    if (await rollupDay(database.db, dayOf(new Date(Date.now() - back * 86_400_000), ZONE), ZONE)) rolledDays += 1;
  }
  const rollupSeconds = (performance.now() - rollupBegan) / 1000;
  // The rollups filled the active-days table after the first analyze; in production autovacuum
  // refreshes the planner's statistics after such a load, so the reads are timed on fresh ones
  // (with the stale ones the planner expected 5,000 active days where there were 336,000).
  await client.query('analyze');

  const rows = [
    await time('team report, top agent, 30 days', () =>
      teamReport(ctx, top, { period: 'custom', from: monthAgo, to: today }),
    ),
    await time('members, top agent, all levels, first page', () =>
      listMembers(database.db, top, { page: 1, pageSize: 20, scope: 'all' }),
    ),
    await time('members, top agent, search by account prefix', () =>
      listMembers(database.db, top, { page: 1, pageSize: 20, scope: 'all', account: 'b5x12' }),
    ),
  ];

  // The report's heaviest part: each active person counted once over the 30 days.
  const plan = await client.query(
    `explain analyze with team as (select descendant_id as id from user_tree where ancestor_id = $1),
       active as (select user_id from user_active_days where day >= $2::date and day <= $3::date)
     select count(*) from team where id in (select user_id from active)`,
    [top, monthAgo, today],
  );
  const pgVersion = (await client.query('SHOW server_version')).rows[0].server_version as string;
  const ledger = await verifyLedger(database.db);

  console.log(
    `\nagent benchmark: ${MEMBERS} members, ${ROUNDS} rounds, ${DEPOSITS} deposits; ${RUNS} runs each; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion}\n`,
  );
  console.log('| read | p50 ms | p95 ms | max ms |');
  console.log('|------|-------:|-------:|-------:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  console.log(
    `\nsettlement of ${yesterday} for the whole tree (rebates computed, ${paid} agents paid, day rolled up): ` +
      `${settleSeconds.toFixed(2)} s`,
  );
  console.log(
    `rollup of ${rolledDays} more closed days: ${(rollupSeconds / Math.max(1, rolledDays)).toFixed(2)} s a day`,
  );
  console.log(
    `ledger after the settlement: ${ledger.transfers} transfers, ${ledger.ok ? 'verified' : `BROKEN: ${ledger.problems.slice(0, 5).join('; ')}`}`,
  );
  console.log(`\nplan of the active users over 30 days:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
} finally {
  await client.end().catch(() => undefined);
  await database.close();
  // BENCH_KEEP=1 leaves the database for a closer look at the plans.
  if (process.env.BENCH_KEEP) console.log(`\nkept database ${benchDb}`);
  else await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
