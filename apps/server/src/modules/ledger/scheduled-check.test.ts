// The ledger checked on a schedule: the job queued at start-up runs the verification of
// `ledger:verify`, records a clean ledger as verified and queues the next interval's run; a ledger
// broken by an entry with no other side is recorded as failed, with what failed, in the audit log
// and on the dashboard every operator opens. The broken ledger is this file's last test: its
// database is thrown away with it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { ledgerAccounts, ledgerChecks, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { depositThroughSandbox } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from './accounts';
import { LEDGER_CHECK_JOB } from './scheduled-check';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0', LEDGER_CHECK_MINUTES: '60' });
  // Support: the check is on the page every operator opens, not only admin's.
  operator = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const checkJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, LEDGER_CHECK_JOB)).orderBy(jobs.runAt);
const latestCheck = async () => (await t.db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1))[0];
const dashboardCheck = async () => {
  const res = await post(t.app, '/v2/admin/dashboard', {}, operator.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.ledgerCheck;
};
const failedAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.check_failed'));

describe('the scheduled ledger check', () => {
  it('runs from start-up, records a clean ledger as verified and queues the next hour', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '2000');
    expect(await dashboardCheck()).toBeNull();

    // Queued at start-up for this hour, due now.
    const [queued] = await checkJobs();
    expect(queued).toMatchObject({ state: 'queued' });
    expect(queued!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await t.app.jobs.runDueJobs();

    const check = await latestCheck();
    expect(check).toMatchObject({ ok: true, problems: [], problemCount: 0 });
    expect(check!.accounts).toBeGreaterThan(0);
    expect(check!.transfers).toBeGreaterThan(0);
    expect(check!.entries).toBe(check!.transfers * 2);
    expect(await dashboardCheck()).toEqual({
      checkedAt: check!.finishedAt.toISOString(),
      ok: true,
      problems: [],
      problemCount: 0,
      accounts: check!.accounts,
      transfers: check!.transfers,
      entries: check!.entries,
      lastOkAt: check!.finishedAt.toISOString(),
    });
    expect(await failedAudits()).toEqual([]);

    // The next run is the next hour's, at its start; nothing else is due.
    const [done, next] = await checkJobs();
    expect(done).toMatchObject({ id: queued!.id, state: 'done' });
    expect(next).toMatchObject({ state: 'queued' });
    const hour = 3_600_000;
    const nextHour = (Math.floor(Date.now() / hour) + 1) * hour;
    expect(next!.payload).toEqual({ interval: new Date(nextHour).toISOString() });
    expect(next!.runAt.getTime()).toBeGreaterThanOrEqual(nextHour);
    expect(next!.runAt.getTime()).toBeLessThan(nextHour + 5_000);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
  });

  it('records a ledger with an unbalanced entry as failed, in the audit log and on the dashboard', async () => {
    const firstOk = await latestCheck();
    // Seven coins credited to a wallet with no debit anywhere: a transfer with one side only.
    const p = await createSignedInUser(t.db);
    const wallet = await walletAccount(t.db, p.user.id);
    const house = await systemAccount(t.db, SYSTEM_ACCOUNTS.house);
    const [transfer] = await t.db
      .insert(ledgerTransfers)
      .values({
        debitAccountId: house,
        creditAccountId: wallet,
        amount: 7n,
        kind: 'adjustment',
        reference: 'test:unbalanced',
        idempotencyKey: 'test:unbalanced',
      })
      .returning();
    await t.db
      .insert(ledgerEntries)
      .values({ transferId: transfer!.id, accountId: wallet, amount: 7n, balanceBefore: 0n, balanceAfter: 7n });
    await t.db.update(ledgerAccounts).set({ balance: 7n }).where(eq(ledgerAccounts.id, wallet));

    // The next hour's run, brought forward.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, LEDGER_CHECK_JOB), eq(jobs.state, 'queued')));
    await t.app.jobs.runDueJobs();

    const check = await latestCheck();
    expect(check!.id).toBeGreaterThan(firstOk!.id);
    expect(check!.ok).toBe(false);
    expect(check!.problems).toEqual(
      expect.arrayContaining([
        `transfer ${transfer!.id}: not exactly one debit and one credit of its amount`,
        'currency COIN: balances sum to 7, not 0',
      ]),
    );
    expect(check!.problemCount).toBe(check!.problems.length);

    const [audit] = await failedAudits();
    expect(audit).toMatchObject({
      operatorId: null,
      targetType: 'ledger_check',
      targetId: String(check!.id),
      after: { problemCount: check!.problemCount, problems: check!.problems },
    });

    const shown = await dashboardCheck();
    expect(shown).toMatchObject({ ok: false, problems: check!.problems, lastOkAt: firstOk!.finishedAt.toISOString() });
    // The schedule goes on: the hour after this one is queued.
    const queued = (await checkJobs()).filter((j) => j.state === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
