// Withdrawals end to end: every refusal the product names, the hold, review, payout and release.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { kycSubmissions } from '../../db/schema/kyc';
import { ledgerAccounts } from '../../db/schema/ledger';
import { auditLog } from '../../db/schema/operator';
import { withdrawals } from '../../db/schema/withdrawals';
import { post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { startWithdrawalApp, type WithdrawalBed, playerWithCard, FUND_PASSWORD } from '../../test/withdrawals';
import { sign } from '../../lib/callback-signature';

let t: TestApp;
let finance: WithdrawalBed['finance'];
let fundHash: string;
// No background worker: the tests run the queue themselves (runDueJobs), so a payout job waits
// where a test left it (one test fails it on purpose before the worker could pay it).
beforeAll(async () => ({ t, finance, fundHash } = await startWithdrawalApp()));
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

async function channelId(token: string, code: string) {
  const list = (await post(t.app, '/v2/app/draw/channels', {}, { token })).body.data as Array<{
    id: number;
    code: string;
  }>;
  return list.find((c) => c.code === code)!.id;
}

/** A player ready to withdraw: real name, fund password, a bound card and coins. */
const readyPlayer = (coins = '50000', cardNumber = '1234567') => playerWithCard({ t, fundHash }, { coins, cardNumber });

async function withdraw(token: string, body: Record<string, unknown>) {
  return post(
    t.app,
    '/v2/app/draw/withdraw',
    {
      channelId: await channelId(token, 'sandbox-payout'),
      fundPassword: FUND_PASSWORD,
      requestKey: requestKey(),
      ...body,
    },
    { ...en, token },
  );
}

describe('withdrawal channels', () => {
  it('are listed apart from deposit channels, bounds and fee in coins', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, '/v2/app/draw/channels', {}, { token, 'accept-language': 'ja-JP' });
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['sandbox-payout', 'manual-payout']);
    expect(res.body.data[0]).toMatchObject({ name: '銀行出金（サンドボックス）', minAmount: '2000', feeFixed: '200' });
  });
});

describe('asking to withdraw', () => {
  it('needs a bound card of the player’s own', async () => {
    const bare = await createSignedInUser(t.db, { firstName: 'A', lastName: 'B', fundPasswordHash: fundHash });
    const none = await withdraw(bare.token, { amount: '5000', bankCardId: 1 });
    expect(none.body).toMatchObject({ code: 400, msg: 'Please bind a bank card first.' });
    const owner = await readyPlayer('0');
    const thief = await readyPlayer('10000');
    const res = await withdraw(thief.token, { amount: '5000', bankCardId: owner.cardId });
    expect(res.status).toBe(404);
    expect(res.body.data.reason).toBe('card_unknown');
    expect(await balanceOf(t.app, thief.token)).toBe(10000n);
  });

  it('needs the fund password, set and right', async () => {
    const p = await readyPlayer('10000');
    expect(
      (await withdraw(p.token, { amount: '5000', bankCardId: p.cardId, fundPassword: '000000' })).body.data.reason,
    ).toBe('fund_password_wrong');
    const unset = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
    const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: unset.token })).body.data[0].id;
    const card = await post(
      t.app,
      '/v2/app/user/bank/save',
      { bankId, cardNumber: '7654321', holderFirstName: 'Taro', holderLastName: 'Yamada' },
      { token: unset.token },
    );
    expect((await withdraw(unset.token, { amount: '5000', bankCardId: card.body.data.id })).body.data.reason).toBe(
      'fund_password_unset',
    );
  });

  it('keeps to the channel’s bounds and refuses bad amounts', async () => {
    const p = await readyPlayer('10000');
    expect((await withdraw(p.token, { amount: '1999', bankCardId: p.cardId })).body.data.reason).toBe(
      'amount_out_of_range',
    );
    for (const amount of ['-5000', '0', '50.5', 'lots', '1e9']) {
      expect((await withdraw(p.token, { amount, bankCardId: p.cardId })).status, amount).toBe(400);
    }
  });

  it('needs approved identity verification above the threshold', async () => {
    const p = await readyPlayer('60000');
    const res = await withdraw(p.token, { amount: '40000', bankCardId: p.cardId });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(
      'Withdrawals above 30,000 coins need identity verification. Please complete it in the user center.',
    );
    await t.db
      .insert(kycSubmissions)
      .values({ userId: p.user.id, status: 'approved', frontFile: 'f', backFile: 'b', handheldFile: 'h' });
    expect((await withdraw(p.token, { amount: '40000', bankCardId: p.cardId })).status).toBe(200);
  });

  it('refuses more than the balance and leaves nothing behind', async () => {
    const p = await readyPlayer('3000');
    const res = await withdraw(p.token, { amount: '5000', bankCardId: p.cardId });
    expect(res.body.data.reason).toBe('insufficient_funds');
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, p.user.id))).toEqual([]);
    expect(await balanceOf(t.app, p.token)).toBe(3000n);
  });

  it('holds the coins at once, and a retried request moves them once', async () => {
    const p = await readyPlayer('20000');
    const key = requestKey();
    const [a, b] = await Promise.all([
      withdraw(p.token, { amount: '8000', bankCardId: p.cardId, requestKey: key }),
      withdraw(p.token, { amount: '8000', bankCardId: p.cardId, requestKey: key }),
    ]);
    expect(a.body.data.withdrawSn).toBe(b.body.data.withdrawSn);
    expect(a.body.data).toMatchObject({
      status: 'review',
      coinAmount: '8000',
      fee: '200',
      payoutAmount: '7800',
      cardLast4: '4567',
    });
    expect(await balanceOf(t.app, p.token)).toBe(12000n);
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0].status).toBe('review');
  });

  it('refuses a request key reused for another withdrawal with 409 idempotency_key_reused, holding nothing more', async () => {
    const p = await readyPlayer('20000');
    const key = requestKey();
    const first = await withdraw(p.token, { amount: '8000', bankCardId: p.cardId, requestKey: key });
    expect(first.status).toBe(200);
    const manual = await channelId(p.token, 'manual-payout');
    for (const other of [{ amount: '9000' }, { amount: '8000', channelId: manual }]) {
      const reused = await withdraw(p.token, { bankCardId: p.cardId, requestKey: key, ...other });
      expect(reused.status, JSON.stringify(other)).toBe(409);
      expect(reused.body.data.reason).toBe('idempotency_key_reused');
    }
    // A crypto withdrawal under the same key is another request too.
    const crypto = await post(
      t.app,
      '/v2/cpp/coins/withdraw',
      { coin: 'USDT', network: 'TRON', address: 'T', amount: '10', fundPassword: FUND_PASSWORD, requestKey: key },
      { ...en, token: p.token },
    );
    expect(crypto.body.data.reason).toBe('idempotency_key_reused');
    expect(await balanceOf(t.app, p.token)).toBe(12000n);
    const again = await withdraw(p.token, { amount: '8000', bankCardId: p.cardId, requestKey: key });
    expect(again.body.data.withdrawSn).toBe(first.body.data.withdrawSn);
  });
});

describe('review and payout', () => {
  it('approved: the payout goes out, the fee goes to the house, the record says successful', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    const queue = await post(t.app, '/v2/admin/draw/list', { status: 'review' }, finance.headers);
    expect(queue.body.data.list.map((w: { withdrawSn: string }) => w.withdrawSn)).toContain(sn);
    const res = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect(res.body.data).toEqual({ withdrawSn: sn, status: 'processing', approvals: 1 });
    // The payout goes out from the job queue, not from the approval request.
    await t.app.jobs.runDueJobs();
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list[0]).toMatchObject({ withdrawSn: sn, status: 'success' });
    expect(list.body.data.totals).toMatchObject({ successCount: 1, coinAmount: '10000', fee: '200' });
    expect(await balanceOf(t.app, p.token)).toBe(10000n);
    const [payout] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'payout:sandbox-payout'));
    expect(payout!.balance).toBeGreaterThanOrEqual(9800n);
    expect((await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers)).status).toBe(409);
  });

  it('rejected: every coin goes back with the reason', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    await post(
      t.app,
      '/v2/admin/draw/reject',
      { withdrawSn: sn, reason: 'Name does not match the bank' },
      finance.headers,
    );
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list[0]).toMatchObject({ status: 'rejected', reason: 'Name does not match the bank' });
    // The player is told why, in their language, and that the coins are back.
    const inbox = await post(
      t.app,
      '/v2/app/station/query',
      { page: 1, pageSize: 10 },
      { token: p.token, 'accept-language': 'ja-JP' },
    );
    expect(inbox.body.data.list[0]).toMatchObject({
      title: '出金は実行されませんでした',
      body: `<p>10,000コインの出金（${sn}）は実行されませんでした。理由：Name does not match the bank 10,000コインは残高に戻りました。</p>`,
    });
  });

  it('a payout the bank refuses fails and gives the coins back', async () => {
    const p = await readyPlayer('20000', '99990000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    await t.app.jobs.runDueJobs();
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list[0].status).toBe('failed');
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
  });

  it('a payout job out of tries shows its error in the queue, and a retry pays it once', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    // The job gave up before the provider had it (say it never answered): out of tries.
    await t.db
      .update(jobs)
      .set({ state: 'failed', attempts: 30, lastError: 'provider timed out', finishedAt: new Date() })
      .where(eq(jobs.dedupeKey, `payout:${sn}`));
    const queue = await post(t.app, '/v2/admin/draw/list', { status: 'processing' }, finance.headers);
    const shown = queue.body.data.list.find((w: { withdrawSn: string }) => w.withdrawSn === sn);
    expect(shown.payout).toEqual({
      state: 'failed',
      attempts: 30,
      maxAttempts: 30,
      lastError: 'provider timed out',
      nextRunAt: null,
    });

    const retry = (headers: Record<string, string>) =>
      post(t.app, '/v2/admin/draw/payout/retry', { withdrawSn: sn }, { ...en, ...headers });
    const support = await signedInOperator(t.app, 'support');
    expect((await retry(support.headers)).status).toBe(403);
    const res = await retry(finance.headers);
    expect(res.body.data).toEqual({ withdrawSn: sn, status: 'processing' });
    await t.app.jobs.runDueJobs();
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list[0]).toMatchObject({ withdrawSn: sn, status: 'success' });
    expect(await balanceOf(t.app, p.token)).toBe(10000n);
    // The provider was sent the payout once, and a settled withdrawal has nothing to retry.
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `sandbox-payout:${sn}`)),
    ).toHaveLength(1);
    const again = await retry(finance.headers);
    expect([again.status, again.body.data.reason]).toEqual([409, 'withdrawal_state']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.payout_retry'));
    expect(audit).toMatchObject({
      targetId: sn,
      operatorId: finance.operator.id,
      before: { state: 'failed', attempts: 30, lastError: 'provider timed out' },
    });
  });

  it('retries only a payout job waiting or given up: not a withdrawal in review, nor an unknown one', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    const inReview = await post(t.app, '/v2/admin/draw/payout/retry', { withdrawSn: sn }, finance.headers);
    expect(inReview.status).toBe(409);
    const queue = await post(t.app, '/v2/admin/draw/list', { status: 'review' }, finance.headers);
    expect(queue.body.data.list.find((w: { withdrawSn: string }) => w.withdrawSn === sn).payout).toBeNull();
    // The player page asks for one player's withdrawals.
    const own = await post(t.app, '/v2/admin/draw/list', { userId: p.user.id }, finance.headers);
    expect(own.body.data.list.map((w: { withdrawSn: string }) => w.withdrawSn)).toEqual([sn]);
    const unknown = await post(t.app, '/v2/admin/draw/payout/retry', { withdrawSn: 'W-NOPE' }, finance.headers);
    expect(unknown.status).toBe(404);
    await post(t.app, '/v2/admin/draw/reject', { withdrawSn: sn, reason: 'Not today' }, finance.headers);
  });

  it('manual channels wait for an operator to settle by hand', async () => {
    const p = await readyPlayer('20000');
    const res = await post(
      t.app,
      '/v2/app/draw/withdraw',
      {
        channelId: await channelId(p.token, 'manual-payout'),
        bankCardId: p.cardId,
        amount: '5000',
        fundPassword: FUND_PASSWORD,
        requestKey: requestKey(),
      },
      { token: p.token },
    );
    const sn = res.body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect((await post(t.app, '/v2/app/draw/list', {}, { token: p.token })).body.data.list[0].status).toBe(
      'processing',
    );
    const done = await post(t.app, '/v2/admin/draw/complete', { withdrawSn: sn, success: true }, finance.headers);
    expect(done.body.data.status).toBe('success');
    expect(await balanceOf(t.app, p.token)).toBe(15000n);

    // One that could not be paid by hand is told to the player, with a reason even when none was typed.
    const unpaid = (
      await post(
        t.app,
        '/v2/app/draw/withdraw',
        {
          channelId: await channelId(p.token, 'manual-payout'),
          bankCardId: p.cardId,
          amount: '4000',
          fundPassword: FUND_PASSWORD,
          requestKey: requestKey(),
        },
        { token: p.token },
      )
    ).body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: unpaid }, finance.headers);
    const failed = await post(
      t.app,
      '/v2/admin/draw/complete',
      { withdrawSn: unpaid, success: false },
      finance.headers,
    );
    expect(failed.body.data.status).toBe('failed');
    expect(await balanceOf(t.app, p.token)).toBe(15000n);
    const inbox = await post(
      t.app,
      '/v2/app/station/query',
      { page: 1, pageSize: 10 },
      { token: p.token, 'accept-language': 'en-US' },
    );
    expect(inbox.body.data.list.map((l: { body: string }) => l.body)).toEqual([
      `<p>Your withdrawal ${unpaid} of 4,000 coins was not paid. Reason: The payment could not be made. The 4,000 coins are back in your balance.</p>`,
    ]);
  });

  it('above the four-eyes amount: a first approval waits for a second, different operator', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10001', bankCardId: p.cardId })).body.data.withdrawSn;
    const first = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect(first.body.data).toEqual({ withdrawSn: sn, status: 'review', approvals: 1 });
    await t.app.jobs.runDueJobs();
    expect(await balanceOf(t.app, p.token)).toBe(9999n);
    const queue = await post(t.app, '/v2/admin/draw/list', { status: 'review' }, finance.headers);
    expect(queue.body.data.list.find((w: { withdrawSn: string }) => w.withdrawSn === sn)).toMatchObject({
      approvalsNeeded: 2,
      firstApprovedBy: finance.username,
      status: 'review',
    });

    // The first approver cannot also be the second, whatever the language or how often it tries.
    const again = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, { ...finance.headers, ...en });
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('four_eyes');
    expect(again.body.msg).toMatch(/second operator/);
    const [waiting] = await t.db.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn));
    expect(waiting).toMatchObject({ status: 'review', reviewedBy: null, firstApprovedBy: finance.operator.id });
    // Nor can the database be made to record one person twice.
    await expect(
      t.db.update(withdrawals).set({ reviewedBy: finance.operator.id }).where(eq(withdrawals.withdrawSn, sn)),
    ).rejects.toThrow();

    const second = await signedInOperator(t.app, 'finance');
    const done = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, second.headers);
    expect(done.body.data).toEqual({ withdrawSn: sn, status: 'processing', approvals: 2 });
    await t.app.jobs.runDueJobs();
    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    expect(list.body.data.list[0]).toMatchObject({ withdrawSn: sn, status: 'success' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, sn)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.operatorId])).toEqual([
      ['withdrawal.approve_first', finance.operator.id],
      ['withdrawal.approve', second.operator.id],
    ]);
  });

  it('above the four-eyes amount: either approver may still reject, and the coins come back', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '15000', bankCardId: p.cardId })).body.data.withdrawSn;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    const res = await post(
      t.app,
      '/v2/admin/draw/reject',
      { withdrawSn: sn, reason: 'Card in another name' },
      finance.headers,
    );
    expect(res.body).toMatchObject({ data: { status: 'rejected' } });
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
  });

  it('only finance operators decide, and forged or replayed payout notices change nothing', async () => {
    const p = await readyPlayer('20000');
    const sn = (await withdraw(p.token, { amount: '10000', bankCardId: p.cardId })).body.data.withdrawSn;
    const support = await signedInOperator(t.app, 'support');
    expect((await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, support.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, { token: p.token })).status).toBe(401);

    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    await t.app.jobs.runDueJobs();
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn));
    const notice: Record<string, string> = {
      withdrawSn: sn,
      amount: row!.payoutAmount.toString(),
      currency: 'JPY',
      status: 'failed',
      providerRef: row!.providerRef!,
      timestamp: '1',
      nonce: 'x',
    };
    const forged = { ...notice, sign: 'cd'.repeat(32) };
    expect((await post(t.app, '/v2/pay/payout-callback/sandbox-payout', forged)).status).toBe(400);
    notice.sign = sign(notice, 'sandbox-gateway-secret-not-for-production');
    // Same reference as the settled payout: a replay, nothing moves.
    expect((await post(t.app, '/v2/pay/payout-callback/sandbox-payout', notice)).body.data.outcome).toBe(
      'already_settled',
    );
    expect(await balanceOf(t.app, p.token)).toBe(10000n);
  });
});

describe.runIf(testEngine() === 'postgres')('withdrawals under concurrency', () => {
  it('accepts exactly one of 50 concurrent withdrawals of 60% of the balance', async () => {
    const p = await readyPlayer('50000');
    const id = await channelId(p.token, 'sandbox-payout');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(
          t.app,
          '/v2/app/draw/withdraw',
          {
            channelId: id,
            bankCardId: p.cardId,
            amount: '30000',
            fundPassword: FUND_PASSWORD,
            requestKey: requestKey(),
          },
          { token: p.token },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The rest are refused cleanly: for want of funds, or, on a machine slow enough that the
    // queue for fund-password checks (a few argon2 runs at a time) outlasts its minute, as too many.
    const refusals = results.filter((r) => r.status !== 200).map((r) => r.body.data?.reason);
    for (const reason of refusals) expect(['insufficient_funds', 'too_many_requests']).toContain(reason);
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
  }, 120_000);
});
