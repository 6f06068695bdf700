// AML rules through the real API: each threshold crossed raises one flag (once per day or deposit),
// the deposit is still credited and the player told what is needed; withdrawals wait for an approved
// identity check while a flag is open; operators clear or report flags (audited, role-checked); 20
// parallel deposits crossing the daily threshold raise one flag (PostgreSQL).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amlFlags } from '../../db/schema/aml';
import { kycSubmissions } from '../../db/schema/kyc';
import { auditLog } from '../../db/schema/operator';
import { withdrawals } from '../../db/schema/withdrawals';
import { inTransaction } from '../../db/transaction';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { creditCryptoDeposit } from '../../test/crypto';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { dayOf } from '../agent/periods';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp({
    AML_SINGLE_DEPOSIT: '50000',
    AML_DAILY_DEPOSIT: '80000',
    AML_DAILY_WITHDRAW: '60000',
    AML_TURNOVER_RATIO: '1',
    // The identity threshold of every withdrawal stays out of the way of the AML rules tested here.
    KYC_WITHDRAWAL_THRESHOLD: '10000000',
    JOB_POLL_MS: '0',
  });
  support = await signedInOperator(t.app, 'support');
  fundHash = await storedPassword('246810');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const today = () => dayOf(new Date(), t.app.config.SITE_TIME_ZONE);

/** A player ready to withdraw: real name, fund password and a bound card. */
async function readyPlayer() {
  const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada', fundPasswordHash: fundHash });
  const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
  const card = await post(
    t.app,
    '/v2/app/user/bank/save',
    { bankId, cardNumber: '1234567', holderFirstName: 'Taro', holderLastName: 'Yamada' },
    { token: p.token },
  );
  return { ...p, cardId: card.body.data.id as number };
}

/** Coins that are no deposit (a correction by hand), so no deposit rule sees them. */
async function credit(userId: number, coins: bigint) {
  await inTransaction(t.db, async (tx) =>
    postTransfer(tx, {
      debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.adjustments),
      creditAccountId: await walletAccount(tx, userId),
      amount: coins,
      kind: 'adjustment',
      reference: `test:${randomUUID()}`,
      idempotencyKey: `test-credit:${randomUUID()}`,
    }),
  );
}

async function withdraw(p: { token: string; cardId: number }, amount: string) {
  const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token: p.token })).body.data as {
    id: number;
    code: string;
  }[];
  return post(
    t.app,
    '/v2/app/draw/withdraw',
    {
      channelId: channels.find((c) => c.code === 'sandbox-payout')!.id,
      bankCardId: p.cardId,
      amount,
      fundPassword: '246810',
      requestKey: requestKey(),
    },
    { ...en, token: p.token },
  );
}

const flagsOf = (userId: number) => t.db.select().from(amlFlags).where(eq(amlFlags.userId, userId));

async function letters(token: string) {
  const res = await post(t.app, '/v2/app/station/query', { pageSize: 50 }, { ...en, token });
  // Letters to this player alone: broadcasts (a welcome letter) reach everyone.
  const list = res.body.data.list as { title: string; body: string; titleJp: string; broadcast: boolean }[];
  return list.filter((l) => !l.broadcast);
}

const approveKyc = (userId: number) =>
  t.db.insert(kycSubmissions).values({ userId, status: 'approved', frontFile: 'f', backFile: 'b', handheldFile: 'h' });

const status = async (token: string) => (await post(t.app, '/v2/app/aml/status', {}, { token })).body.data;

/** Spins on a 200-coin machine until at least `coins` have been bet. */
async function betAtLeast(token: string, coins: bigint) {
  let bet = 0n;
  while (bet < coins) {
    const spin = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'S-001', lineBet: 10, requestKey: requestKey() },
      { token },
    );
    expect(spin.status).toBe(200);
    bet += BigInt(spin.body.data.bet);
  }
  return bet;
}

describe('deposits', () => {
  it('one deposit at the single threshold raises one flag, is credited, and the player is told', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '49999');
    expect(await flagsOf(p.user.id)).toEqual([]);
    const sn = await depositThroughSandbox(t.app, p.token, '50000');
    expect(await balanceOf(t.app, p.token)).toBe(99999n);
    const flags = await flagsOf(p.user.id);
    // 99,999 that day crosses the daily threshold too: two rules, one flag each.
    expect(flags.map((f) => [f.rule, f.flagKey, f.amount, f.threshold, f.status]).sort()).toEqual([
      ['daily_deposit', today(), 99999n, 80000n, 'open'],
      ['single_deposit', `order:${sn}`, 50000n, 50000n, 'open'],
    ]);
    const inbox = await letters(p.token);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.title).toBe('Please verify your identity');
    expect(inbox[0]!.body).toContain('Your deposit of 50,000 coins has been credited');
    expect(inbox[0]!.titleJp).toBe('本人確認のお願い');
    expect(await status(p.token)).toEqual({ identityRequired: true, kyc: null });
  });

  it('the day’s deposits crossing the daily threshold raise one flag that day, however many follow', async () => {
    const p = await createSignedInUser(t.db);
    for (const amount of ['30000', '30000']) await depositThroughSandbox(t.app, p.token, amount);
    expect(await flagsOf(p.user.id)).toEqual([]);
    await depositThroughSandbox(t.app, p.token, '30000');
    await depositThroughSandbox(t.app, p.token, '30000');
    expect(await balanceOf(t.app, p.token)).toBe(120000n);
    const flags = await flagsOf(p.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ rule: 'daily_deposit', flagKey: today(), amount: 90000n, threshold: 80000n });
    expect(await letters(p.token)).toHaveLength(1);
  });

  it('a player already verified is flagged for review but gets no letter and may withdraw', async () => {
    const p = await readyPlayer();
    await approveKyc(p.user.id);
    await depositThroughSandbox(t.app, p.token, '50000');
    expect((await flagsOf(p.user.id)).map((f) => f.rule)).toEqual(['single_deposit']);
    expect(await letters(p.token)).toEqual([]);
    expect(await status(p.token)).toEqual({ identityRequired: false, kyc: 'approved' });
    expect((await withdraw(p, '5000')).status).toBe(200);
  });

  it('crypto deposits are checked the same way when credited', async () => {
    const p = await createSignedInUser(t.db);
    // 400 USDT at the fallback 150 JPY: 60,000 coins.
    expect((await creditCryptoDeposit(t.app, p.token, 400n)).status).toBe('credited');
    expect(await balanceOf(t.app, p.token)).toBe(60000n);
    const flags = await flagsOf(p.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ rule: 'single_deposit', amount: 60000n });
    expect(flags[0]!.flagKey).toMatch(/^crypto:\d+$/);
    expect(await letters(p.token)).toHaveLength(1);
  });
});

describe('withdrawals', () => {
  it('are refused while a flag is open and the identity is not verified, and allowed once it is', async () => {
    const p = await readyPlayer();
    await depositThroughSandbox(t.app, p.token, '50000');
    const refused = await withdraw(p, '10000');
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('aml_review');
    expect(refused.body.msg).toContain('Please complete identity verification in the user center');
    // Nothing held, nothing recorded.
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, p.user.id))).toEqual([]);

    // Documents sent: the player is told to wait for the review, not to send them again.
    await t.db
      .insert(kycSubmissions)
      .values({ userId: p.user.id, status: 'submitted', frontFile: 'f', backFile: 'b', handheldFile: 'h' });
    expect(await status(p.token)).toEqual({ identityRequired: true, kyc: 'submitted' });
    expect((await withdraw(p, '10000')).body.msg).toContain('Your documents are being reviewed');

    await t.db.update(kycSubmissions).set({ status: 'approved' }).where(eq(kycSubmissions.userId, p.user.id));
    expect(await status(p.token)).toEqual({ identityRequired: false, kyc: 'approved' });
    const res = await withdraw(p, '10000');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'review', coinAmount: '10000' });
    expect(await balanceOf(t.app, p.token)).toBe(40000n);
  });

  it('a withdrawal with little play since the last deposit is flagged for review once per deposit', async () => {
    const p = await readyPlayer();
    const finance = await signedInOperator(t.app, 'finance');
    await depositThroughSandbox(t.app, p.token, '20000');
    const bet = await betAtLeast(p.token, 1000n);
    const first = await withdraw(p, '5000');
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('review');
    const flags = await flagsOf(p.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ rule: 'low_turnover', amount: bet, threshold: 20000n, status: 'open' });
    expect(flags[0]!.flagKey).toMatch(/^deposit:\d+$/);
    expect(flags[0]!.detail).toMatchObject({ withdrawSn: first.body.data.withdrawSn, deposit: '20000' });
    // For the operators only: the withdrawal queue marks it, the player is asked for nothing.
    const queue = await post(t.app, '/v2/admin/draw/list', { userId: p.user.id }, finance.headers);
    expect(queue.body.data.list[0]).toMatchObject({ withdrawSn: first.body.data.withdrawSn, amlReview: true });
    expect(await letters(p.token)).toEqual([]);
    expect(await status(p.token)).toEqual({ identityRequired: false, kyc: null });
    expect((await withdraw(p, '2000')).status).toBe(200);
    expect(await flagsOf(p.user.id)).toHaveLength(1);
  });

  it('enough play since the last deposit raises nothing', async () => {
    const p = await readyPlayer();
    await credit(p.user.id, 20000n);
    await depositThroughSandbox(t.app, p.token, '2000');
    await betAtLeast(p.token, 2000n);
    expect((await withdraw(p, '2000')).status).toBe(200);
    expect(await flagsOf(p.user.id)).toEqual([]);
  });

  it('a voided round’s bet is no play since the deposit', async () => {
    const p = await readyPlayer();
    const admin = await signedInOperator(t.app, 'admin');
    await credit(p.user.id, 20000n);
    await depositThroughSandbox(t.app, p.token, '2000');
    // Ten spins of 200 coins: exactly the deposit, enough play until one of them is voided.
    const rounds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const spin = await post(
        t.app,
        '/v2/app/game/spin',
        { machineId: 'S-001', lineBet: 10, requestKey: requestKey() },
        { token: p.token },
      );
      expect(spin.body.data.bet).toBe('200');
      rounds.push(spin.body.data.roundSn);
    }
    await voidRoundAs(t.app, admin.headers, rounds[3]!);
    const res = await withdraw(p, '2000');
    expect(res.body.data.status).toBe('review');
    const flags = await flagsOf(p.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ rule: 'low_turnover', amount: 1800n, threshold: 2000n });
  });

  it('the day’s withdrawals crossing the threshold raise one flag; given-back ones do not count', async () => {
    const p = await readyPlayer();
    await credit(p.user.id, 200000n);
    const finance = await signedInOperator(t.app, 'finance');
    const rejected = (await withdraw(p, '50000')).body.data.withdrawSn as string;
    const reject = await post(
      t.app,
      '/v2/admin/draw/reject',
      { withdrawSn: rejected, reason: 'test' },
      finance.headers,
    );
    expect(reject.status).toBe(200);
    expect((await withdraw(p, '30000')).status).toBe(200);
    expect(await flagsOf(p.user.id)).toEqual([]);
    const crossing = await withdraw(p, '30000');
    expect(crossing.status).toBe(200);
    const flags = await flagsOf(p.user.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      rule: 'daily_withdraw',
      flagKey: today(),
      amount: 60000n,
      threshold: 60000n,
      detail: { withdrawSn: crossing.body.data.withdrawSn },
    });
    // Newest first: the threshold's letter, then the rejected withdrawal's.
    const inbox = await letters(p.token);
    expect(inbox).toHaveLength(2);
    expect(inbox[0]!.body).toContain('Your withdrawal of 30,000 coins has been received');
    expect(inbox[1]!.body).toContain(`Your withdrawal ${rejected} of 50,000 coins was not paid. Reason: test`);
    // The crossing one was accepted; the next waits for the identity check, then one flag still.
    expect((await withdraw(p, '10000')).body.data.reason).toBe('aml_review');
    await approveKyc(p.user.id);
    expect((await withdraw(p, '10000')).status).toBe(200);
    expect(await flagsOf(p.user.id)).toHaveLength(1);
    expect(await balanceOf(t.app, p.token)).toBe(200000n - 70000n);
  });
});

describe('the review queue', () => {
  it('lists open flags with the player, and a review clears or reports them with a note, audited', async () => {
    const p = await readyPlayer();
    await depositThroughSandbox(t.app, p.token, '50000');
    await depositThroughSandbox(t.app, p.token, '40000');
    const list = await post(
      t.app,
      '/v2/admin/aml/list',
      { status: 'open', account: p.user.account.toUpperCase() },
      support.headers,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    const [daily, single] = list.body.data.list as { id: number; rule: string }[];
    expect(list.body.data.list[0]).toMatchObject({
      rule: 'daily_deposit',
      userId: p.user.id,
      account: p.user.account,
      amount: '90000',
      threshold: '80000',
      status: 'open',
      kycApproved: false,
      reviewedBy: null,
    });
    expect(single!.rule).toBe('single_deposit');

    const cleared = await post(
      t.app,
      '/v2/admin/aml/review',
      { id: single!.id, decision: 'cleared', note: 'Salary, payslip seen' },
      support.headers,
    );
    expect(cleared.body.data).toMatchObject({
      status: 'cleared',
      note: 'Salary, payslip seen',
      reviewedBy: support.username,
    });
    // Still one open flag: the identity is still needed.
    expect((await withdraw(p, '5000')).body.data.reason).toBe('aml_review');
    const reported = await post(
      t.app,
      '/v2/admin/aml/review',
      { id: daily!.id, decision: 'reported', note: 'Passed on to the FIU' },
      support.headers,
    );
    expect(reported.body.data.status).toBe('reported');
    // No identity check is asked for any more, but the report holds withdrawals (aml-report-hold.test.ts).
    expect(await status(p.token)).toEqual({ identityRequired: false, kyc: null });
    expect((await withdraw(p, '5000')).body.data.reason).toBe('withdrawals_held');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'aml_flag'), eq(auditLog.operatorId, support.operator.id)));
    expect(audits.map((a) => [a.action, a.targetId]).sort()).toEqual(
      [
        ['aml.clear', String(single!.id)],
        ['aml.report', String(daily!.id)],
      ].sort(),
    );
    expect(audits.find((a) => a.action === 'aml.clear')!.after).toEqual({
      status: 'cleared',
      note: 'Salary, payslip seen',
    });

    const again = await post(
      t.app,
      '/v2/admin/aml/review',
      { id: single!.id, decision: 'reported', note: 'x' },
      { ...en, ...support.headers },
    );
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('aml_reviewed');
    const unknown = await post(
      t.app,
      '/v2/admin/aml/review',
      { id: 999999999, decision: 'cleared', note: 'x' },
      support.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.reason).toBe('aml_flag_unknown');
    const byStatus = await post(
      t.app,
      '/v2/admin/aml/list',
      { status: 'reported', userId: p.user.id },
      support.headers,
    );
    expect(byStatus.body.data.list.map((f: { id: number }) => f.id)).toEqual([daily!.id]);
  });

  it('is closed to players and to operators outside support and finance', async () => {
    const p = await createSignedInUser(t.db);
    const content = await signedInOperator(t.app, 'content');
    const finance = await signedInOperator(t.app, 'finance');
    for (const [url, body] of [
      ['/v2/admin/aml/list', {}],
      ['/v2/admin/aml/review', { id: 1, decision: 'cleared', note: 'x' }],
    ] as const) {
      expect((await post(t.app, url, body, { token: p.token })).status, url).toBe(401);
      const refused = await post(t.app, url, body, content.headers);
      expect(refused.status, url).toBe(403);
      expect(refused.body.data.reason).toBe('forbidden');
    }
    expect((await post(t.app, '/v2/admin/aml/list', {}, finance.headers)).status).toBe(200);
    expect((await post(t.app, '/v2/app/aml/status', {}, {})).status).toBe(401);
  });

  it('answers bad input with a 400 envelope naming the field', async () => {
    for (const body of [
      { id: 1, decision: 'maybe', note: 'x' },
      { id: 1, decision: 'cleared', note: '   ' },
      { id: 1, decision: 'cleared' },
      { id: -1, decision: 'cleared', note: 'x' },
      { id: 1, decision: 'cleared', note: 'x'.repeat(501) },
      { id: '1', decision: 'cleared', note: 'x' },
    ]) {
      const res = await post(t.app, '/v2/admin/aml/review', body, { ...en, ...support.headers });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { reason: 'validation_failed' } });
      expect(res.body.data.fields.length).toBeGreaterThan(0);
    }
    for (const body of [{ status: 'closed' }, { rule: 'big' }, { pageSize: 1000 }, { account: 'a\u0000b' }]) {
      const res = await post(t.app, '/v2/admin/aml/list', body, { ...en, ...support.headers });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
  });
});

describe.runIf(testEngine() === 'postgres')('the daily threshold under concurrency', () => {
  it('20 parallel deposits crossing it raise exactly one flag and one letter', async () => {
    const p = await createSignedInUser(t.db);
    const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) {
      const order = await post(
        t.app,
        '/v2/app/pay/order',
        { channelId: channel.id, amount: '5000', requestKey: requestKey() },
        { token: p.token },
      );
      expect(order.status).toBe(200);
      orders.push(order.body.data.orderSn);
    }
    const paid = await Promise.all(
      orders.map((sn) => t.app.inject({ method: 'POST', url: `/sandbox/cashier/${sn}/pay` })),
    );
    for (const res of paid) expect(String(res.headers.location)).toContain('result=paid');
    expect(await balanceOf(t.app, p.token)).toBe(100000n);
    const flags = await flagsOf(p.user.id);
    expect(flags.map((f) => [f.rule, f.flagKey])).toEqual([['daily_deposit', today()]]);
    // Each deposit saw the ones committed before it: the first to reach 80,000 raised the flag.
    expect(flags[0]!.amount).toBe(80000n);
    expect(await letters(p.token)).toHaveLength(1);
  });
});
