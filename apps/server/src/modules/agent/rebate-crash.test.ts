// kill -9 in the middle of the daily rebate settlement, then a restart: the job that died is claimed
// again once its lease runs out and finishes the day, and every agent ends paid exactly once. The
// server is held at one chosen point, with some agents' payments committed and another batch's
// transfers posted but not yet marked paid, and killed there. PostgreSQL only, like the other crash
// tests (the pause is a lock another connection holds); with CI=true an unreachable database fails it.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { agentRebates } from '../../db/schema/agent';
import { jobs } from '../../db/schema/jobs';
import { createTestDatabase, testEngine } from '../../test/database';
import { expectPaidOnce, rebateNetwork } from '../../test/rebates';
import { freePort, startServer } from '../../test/server-process';
import { dayOf, startOfDayIn } from './periods';
import { REBATE_JOB } from './rebates';

const ZONE = 'Asia/Tokyo';
const PAUSE_LOCK = 7_301_001;

function startSettlingServer(url: string, port: number, dataDir: string): Promise<ChildProcess> {
  return startServer(port, {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    CARD_KEYS: `crash:${Buffer.alloc(32, 3).toString('base64')}`,
    LOG_LEVEL: 'error',
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    REDIS_URL: '',
    SITE_TIME_ZONE: ZONE,
    // Start-up queues yesterday's settlement, due at once.
    REBATE_SETTLEMENT: 'on',
    REBATE_SETTLE_DELAY_MINUTES: '0',
    // A lease held by the killed process runs out soon after the restart.
    JOB_POLL_MS: '50',
    JOB_LEASE_SECONDS: '3',
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, seconds = 40): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statuses = async (db: Db, day: string) =>
  new Map(
    (
      await db
        .select({ agent: agentRebates.agentUserId, status: agentRebates.status })
        .from(agentRebates)
        .where(eq(agentRebates.day, day))
    ).map((r) => [r.agent, r.status]),
  );

describe.runIf(testEngine() === 'postgres')('a crash during the rebate settlement', () => {
  it('pays every agent exactly once after SIGKILL mid-way and a restart', async () => {
    const fresh = await createTestDatabase();
    const db = fresh.database.db;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-rebate-crash-'));
    const holder = new pg.Client({ connectionString: fresh.url });
    let server: ChildProcess | undefined;
    try {
      const today = dayOf(new Date(), ZONE);
      const yesterday = dayOf(new Date(startOfDayIn(today, ZONE).getTime() - 1), ZONE);
      const { expected } = await rebateNetwork(db, yesterday, ZONE);
      const agents = [...expected.keys()];
      // A sub-agent: it shares its house shard, so its payment batch, with others.
      const paused = agents[5]!;

      // The pause: marking `paused` paid waits for a lock this test holds, inside the transaction
      // that has just posted its batch's transfers. A trigger of this test's database only.
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [PAUSE_LOCK]);
      await db.execute(
        sql.raw(`create function test_pause_rebate() returns trigger language plpgsql as $$
          begin
            if new.status = 'paid' and new.agent_user_id = ${paused} then
              perform pg_advisory_xact_lock_shared(${PAUSE_LOCK});
            end if;
            return new;
          end $$;
          create trigger test_pause_rebate before update on agent_rebates
            for each row execute function test_pause_rebate()`),
      );

      const port = await freePort();
      server = await startSettlingServer(fresh.url!, port, dataDir);
      await until('the settlement to reach the pause', async () => {
        const waiting = (await db.execute(
          sql`select 1 from pg_locks where locktype = 'advisory' and objid = ${PAUSE_LOCK} and not granted`,
        )) as unknown as { rows: unknown[] };
        const now = await statuses(db, yesterday);
        return waiting.rows.length > 0 && [...now.values()].includes('paid');
      });
      // A moment for the other batches, which do not wait for the paused one, to commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.kill('SIGKILL');
      await once(server, 'exit');
      server = undefined;

      // The dead process's transaction is let go; with no client left to commit it, it rolls back.
      await holder.query('select pg_advisory_unlock($1)', [PAUSE_LOCK]);
      await db.execute(sql`drop trigger test_pause_rebate on agent_rebates`);
      // What the crash left, in one snapshot: some agents paid, the paused one not, and a posted
      // transfer for exactly the agents marked paid (a batch commits its postings and marks together).
      const [atCrash] = (
        (await db.execute(sql`select
            count(*) filter (where status = 'paid')::int as paid,
            bool_or(agent_user_id = ${paused} and status = 'pending') as paused_pending,
            (select count(*)::int from ledger_transfers where reference = ${`rebate:${yesterday}`}) as posted
          from agent_rebates where day = ${yesterday}::date`)) as unknown as {
          rows: Array<{ paid: number; paused_pending: boolean; posted: number }>;
        }
      ).rows;
      expect(atCrash!.paused_pending).toBe(true);
      expect(atCrash!.paid).toBeGreaterThan(0);
      expect(atCrash!.paid).toBeLessThan(agents.length);
      expect(atCrash!.posted).toBe(atCrash!.paid);

      server = await startSettlingServer(fresh.url!, port, dataDir);
      const job = await until('the settlement job to finish', async () => {
        const [row] = await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, REBATE_JOB), eq(jobs.dedupeKey, `rebate:${yesterday}`)));
        return row?.state === 'done' && row;
      });
      // Claimed by the killed process and again after the restart.
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      await expectPaidOnce(db, yesterday, expected);
      expect(await db.select().from(jobs).where(eq(jobs.state, 'failed'))).toEqual([]);
    } finally {
      server?.kill('SIGKILL');
      await holder.end().catch(() => {});
      await fresh.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
