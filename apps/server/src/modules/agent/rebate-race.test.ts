// Rebate settlement under parallel runs on PostgreSQL (a race needs connections): one closed day
// settled 50 times at once, by direct calls and through the job queue, from two app instances on one
// database, pays every agent exactly once. With CI=true an unreachable database fails this test.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { expectPaidOnce, rebateNetwork } from '../../test/rebates';
import { dayOf } from './periods';
import { enqueueSettlement, REBATE_JOB, settleDay } from './rebates';

describe.runIf(testEngine() === 'postgres')('settling one day many times at once', () => {
  let t: TestApp;
  // A second instance of the same site: its own pool and job queue, the same database and config.
  let other: { app: App; database: Database };
  beforeAll(async () => {
    t = await createTestApp();
    const database = await openDatabase({ url: t.testDb.url!, poolSize: 10 });
    const app = await buildApp({ config: t.app.config, database, logger: false });
    await app.ready();
    other = { app, database };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await t?.close();
  });

  it('pays each agent once when 50 runs of two instances, direct and queued, settle it together', async () => {
    const zone = t.app.config.SITE_TIME_ZONE;
    // Closed long enough ago that the job runs it at once, whatever the settlement delay.
    const day = dayOf(new Date(Date.now() - 3 * 86_400_000), zone);
    const { expected } = await rebateNetwork(t.db, day, zone);

    const queued = (app: App) => async () => {
      await enqueueSettlement(
        app.db,
        { db: app.db, jobs: app.jobs, zone, delayMinutes: app.config.REBATE_SETTLE_DELAY_MINUTES },
        day,
      );
      await app.jobs.runDueJobs();
      return 0;
    };
    const runs = [t.app, other.app].flatMap((app) => [
      ...Array.from({ length: 15 }, () => () => settleDay(app.db, day, zone)),
      ...Array.from({ length: 10 }, () => queued(app)),
    ]);
    const paid = await Promise.all(runs.map((run) => run()));

    // The direct runs say how many rebates each marked paid: together, each agent once.
    expect(paid.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(expected.size);
    await expectPaidOnce(t.db, day, expected);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REBATE_JOB), eq(jobs.dedupeKey, `rebate:${day}`)));
    expect(job?.state).toBe('done');
    expect(await t.db.select().from(jobs).where(eq(jobs.state, 'failed'))).toEqual([]);
  });
});
