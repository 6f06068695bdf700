// Withdrawals that cannot be split past the identity threshold, go only to a card in the player's
// real name, and never strand: the payout goes out from the job queue, a worker that died after
// sending is followed by a status check instead of a second payout, a lost or refused notice is
// made up for, and a payout left without a job is picked up at start-up.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { kycSubmissions } from '../../db/schema/kyc';
import { ledgerTransfers } from '../../db/schema/ledger';
import { users } from '../../db/schema/user';
import { withdrawals } from '../../db/schema/withdrawals';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { FUND_PASSWORD, playerWithCard } from '../../test/withdrawals';
import { claimJobs } from '../../test/jobs';
import { createJobQueue, findJob } from '../jobs/queue';
import { sandboxPayoutAdapter } from './payout';
import { PAYOUT_JOB, requeueStrandedPayouts } from './payout-job';
import type { WithdrawalDeps } from './service';

let t: TestApp;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
let fundHash: string;
/** The payout notice route answers 503 while this is above zero (counting down). */
let noticeOutages = 0;
/** The same for deposit notices. */
let depositOutages = 0;
beforeAll(async () => {
  // No background worker: each test runs the due jobs itself, so every step happens where it says.
  t = await createTestApp({ KYC_WITHDRAWAL_THRESHOLD: '30000', JOB_POLL_MS: '0' }, (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/v2/pay/payout-callback/') && noticeOutages > 0) {
        noticeOutages -= 1;
        await reply.code(503).send({ code: 503, msg: 'unavailable', data: null });
      }
      if (request.url.startsWith('/v2/pay/callback/') && depositOutages > 0) {
        depositOutages -= 1;
        await reply.code(503).send({ code: 503, msg: 'unavailable', data: null });
      }
    });
  });
  finance = await signedInOperator(t.app, 'finance');
  fundHash = await storedPassword(FUND_PASSWORD);
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

async function readyPlayer(coins: string, cardNumber = '1234567') {
  const p = await playerWithCard({ t, fundHash }, { coins, cardNumber });
  const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token: p.token })).body.data as Array<{
    id: number;
    code: string;
  }>;
  return { ...p, channelId: channels.find((c) => c.code === 'sandbox-payout')!.id };
}

type Player = Awaited<ReturnType<typeof readyPlayer>>;

const withdraw = (p: Player, amount: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/v2/app/draw/withdraw',
    {
      channelId: p.channelId,
      bankCardId: p.cardId,
      amount,
      fundPassword: FUND_PASSWORD,
      requestKey: requestKey(),
      ...extra,
    },
    { ...en, token: p.token },
  );

async function approved(p: Player, amount = '10000') {
  const sn = (await withdraw(p, amount)).body.data.withdrawSn as string;
  expect((await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers)).status).toBe(200);
  return sn;
}

const withdrawal = async (sn: string) =>
  (await t.db.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn)))[0]!;

/** How many ledger transfers of each settling kind the withdrawal has. */
async function settlements(sn: string) {
  const rows = await t.db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, `withdrawal:${sn}`));
  const n = (prefix: string) => rows.filter((r) => r.key.startsWith(prefix)).length;
  return { hold: n('withdrawal-hold:'), paid: n('withdrawal-paid:'), release: n('withdrawal-release:') };
}

const expire = (id: number) =>
  t.db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));
const makeDue = (id: number) =>
  t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('the identity threshold over a rolling window', () => {
  it('refuses the piece that takes a split withdrawal past the threshold', async () => {
    const p = await readyPlayer('60000');
    for (const amount of ['10000', '10000', '10000']) expect((await withdraw(p, amount)).status).toBe(200);
    const over = await withdraw(p, '5000');
    expect(over.status).toBe(403);
    expect(over.body.data.reason).toBe('kyc_required');
    expect(over.body.msg).toBe(
      'Withdrawals above 30,000 coins need identity verification. Please complete it in the user center.',
    );
    expect(await balanceOf(t.app, p.token)).toBe(30000n);
  });

  it('counts paid withdrawals too, forgets rejected ones and those older than the window', async () => {
    const p = await readyPlayer('60000');
    await approved(p, '20000');
    await t.app.jobs.runDueJobs();
    expect((await withdraw(p, '15000')).body.data.reason).toBe('kyc_required');
    const rejected = (await withdraw(p, '10000')).body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/reject', { withdrawSn: rejected, reason: 'no' }, finance.headers);
    expect((await withdraw(p, '10000')).status).toBe(200);
    await t.db
      .update(withdrawals)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(withdrawals.userId, p.user.id));
    expect((await withdraw(p, '15000')).status).toBe(200);
  });

  it('lets a player with approved identity verification withdraw past it', async () => {
    const p = await readyPlayer('60000');
    await t.db
      .insert(kycSubmissions)
      .values({ userId: p.user.id, status: 'approved', frontFile: 'f', backFile: 'b', handheldFile: 'h' });
    for (const amount of ['20000', '20000']) expect((await withdraw(p, amount)).status).toBe(200);
  });
});

describe('the card holder at withdrawal', () => {
  it('refuses a card whose holder is no longer the player’s real name', async () => {
    const p = await readyPlayer('20000');
    // The profile name changed after the card was bound (through support, or before names were locked).
    await t.db.update(users).set({ firstName: 'Hanako' }).where(eq(users.id, p.user.id));
    const res = await withdraw(p, '5000');
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('holder_mismatch');
    expect(res.body.msg).toBe('The cardholder name must match your real name in your profile.');
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, p.user.id))).toEqual([]);
  });

  it('accepts the same name written in another case or width', async () => {
    const p = await readyPlayer('20000');
    await t.db.update(users).set({ firstName: 'ＴＡＲＯ ', lastName: 'yamada' }).where(eq(users.id, p.user.id));
    expect((await withdraw(p, '5000')).status).toBe(200);
  });
});

describe('payouts through the job queue', () => {
  it('approval only queues the payout; the job sends it and its notice settles it', async () => {
    const p = await readyPlayer('20000');
    const sn = await approved(p);
    expect(await withdrawal(sn)).toMatchObject({ status: 'processing' });
    expect(await findJob(t.db, `payout:${sn}`)).toMatchObject({ kind: PAYOUT_JOB, state: 'queued' });
    await t.app.jobs.runDueJobs();
    expect(await withdrawal(sn)).toMatchObject({ status: 'success' });
    expect(await settlements(sn)).toEqual({ hold: 1, paid: 1, release: 0 });
  });

  it('after a worker died having sent the payout, asks the provider and never sends it twice', async () => {
    const p = await readyPlayer('20000');
    const sn = await approved(p);
    const payoutJob = (await findJob(t.db, `payout:${sn}`))!;
    // A worker claims the payout, sends it, and dies before its notice could be delivered.
    const [claimed] = await claimJobs(t.db, { kinds: [PAYOUT_JOB], limit: 1, leaseSeconds: 60, id: payoutJob.id });
    const w = await withdrawal(sn);
    const idle = createJobQueue(t.db, { leaseSeconds: 60, pollMs: 0 }, t.app.log);
    await sandboxPayoutAdapter(t.app.config, idle).send(t.db, {
      withdrawSn: sn,
      payoutAmount: w.payoutAmount,
      currency: w.currency,
      cardLast4: '4567',
      channelCode: 'sandbox-payout',
      crypto: null,
    });
    const notice = (await findJob(t.db, `sandbox-payout:${sn}`))!;
    // The gateway gave up on its notice as well: only a status check can settle it now.
    await t.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, notice.id));
    await expire(claimed!.id);
    await t.app.jobs.runDueJobs();
    expect(await withdrawal(sn)).toMatchObject({
      status: 'success',
      providerRef: (notice.payload as { notice: { providerRef: string } }).notice.providerRef,
    });
    expect(await settlements(sn)).toEqual({ hold: 1, paid: 1, release: 0 });
    const sent = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `sandbox-payout:${sn}%`));
    expect(sent).toHaveLength(1);
    expect(await findJob(t.db, `payout:${sn}`)).toMatchObject({ state: 'done' });
    expect(await balanceOf(t.app, p.token)).toBe(10000n);
  });

  it('sends a notice the server could not take again until it is taken, and settles once', async () => {
    const p = await readyPlayer('20000', '55550000');
    const sn = await approved(p);
    noticeOutages = 2;
    await t.app.jobs.runDueJobs();
    expect(await withdrawal(sn)).toMatchObject({ status: 'processing' });
    const notice = (await findJob(t.db, `sandbox-payout:${sn}`))!;
    expect(notice).toMatchObject({ state: 'queued', attempts: 1, lastError: 'notice answered 503' });
    await makeDue(notice.id);
    await t.app.jobs.runDueJobs();
    expect(await findJob(t.db, `sandbox-payout:${sn}`)).toMatchObject({ state: 'queued', attempts: 2 });
    await makeDue(notice.id);
    await t.app.jobs.runDueJobs();
    expect(noticeOutages).toBe(0);
    expect(await withdrawal(sn)).toMatchObject({ status: 'failed' });
    expect(await settlements(sn)).toEqual({ hold: 1, paid: 0, release: 1 });
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
    // Approve, reject and complete answer 409 only because it is settled, not because it is stuck.
    expect((await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers)).status).toBe(409);
  });

  it('picks up at start-up a payout left processing without a job', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p, '10000')).body.data.withdrawSn as string;
    // As a crash left it under the version that sent payouts from the approval request.
    await t.db.update(withdrawals).set({ status: 'processing' }).where(eq(withdrawals.withdrawSn, sn));
    const deps = { db: t.db, store: t.app.store, config: t.app.config, log: t.app.log, jobs: t.app.jobs };
    await requeueStrandedPayouts(deps as WithdrawalDeps);
    await requeueStrandedPayouts(deps as WithdrawalDeps);
    await t.app.jobs.runDueJobs();
    expect(await withdrawal(sn)).toMatchObject({ status: 'success' });
    expect(await settlements(sn)).toEqual({ hold: 1, paid: 1, release: 0 });
  });

  it('fails a payout the provider never received once its job is out of tries, and gives the coins back', async () => {
    const p = await readyPlayer('20000');
    const sn = await approved(p);
    const job = (await findJob(t.db, `payout:${sn}`))!;
    await t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, job.id));
    // Its worker died on the one try it had, before it sent anything.
    await claimJobs(t.db, { kinds: [PAYOUT_JOB], limit: 1, leaseSeconds: 60, id: job.id });
    await expire(job.id);
    await t.app.jobs.runDueJobs();
    expect(await findJob(t.db, `payout:${sn}`)).toMatchObject({ state: 'failed' });
    expect(await withdrawal(sn)).toMatchObject({ status: 'failed', reason: 'The payout could not be sent.' });
    expect(await findJob(t.db, `sandbox-payout:${sn}`)).toBeUndefined();
    expect(await settlements(sn)).toEqual({ hold: 1, paid: 0, release: 1 });
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
  });
});

describe('the sandbox cashier’s deposit notice', () => {
  it('goes through the queue and is sent again when the server could not take it', async () => {
    const p = await createSignedInUser(t.db);
    const channels = (await post(t.app, '/v2/app/pay/query', {}, { token: p.token })).body.data as Array<{
      id: number;
      code: string;
    }>;
    const order = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: channels.find((c) => c.code === 'sandbox-jpy')!.id, amount: '5000', requestKey: requestKey() },
      { token: p.token },
    );
    const sn = order.body.data.orderSn as string;
    depositOutages = 1;
    const first = await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${sn}/pay` });
    expect(first.headers.location).toContain('result=unknown');
    const notice = (await findJob(t.db, `sandbox-deposit:${sn}`))!;
    expect(notice).toMatchObject({ state: 'queued', attempts: 1, lastError: 'notice answered 503' });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    await makeDue(notice.id);
    await t.app.jobs.runDueJobs();
    expect(await findJob(t.db, `sandbox-deposit:${sn}`)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await balanceOf(t.app, p.token)).toBe(5000n);
    const again = await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${sn}/pay` });
    expect(again.headers.location).toContain('result=paid');
    expect(await balanceOf(t.app, p.token)).toBe(5000n);
  });
});

describe.runIf(testEngine() === 'postgres')('the threshold under concurrency', () => {
  it('accepts pieces of parallel withdrawals only up to the threshold', async () => {
    const p = await readyPlayer('60000');
    // Four at once: few enough that the fund password's own limit on tries in flight lets all in.
    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(p, '10000')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.data?.reason === 'kyc_required')).toHaveLength(1);
    const [held] = await t.db
      .select({ total: sql<string>`sum(${withdrawals.coinAmount})` })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, p.user.id)));
    expect(held!.total).toBe('30000');
    expect(await balanceOf(t.app, p.token)).toBe(30000n);
  }, 60_000);
});
