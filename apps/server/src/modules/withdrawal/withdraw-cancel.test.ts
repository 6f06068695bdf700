// A player takes back a withdrawal of their own while it is still in review: the coins return at
// once as one ledger transfer, and a cancel racing an operator's decision ends with exactly one of them.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { withdrawals } from '../../db/schema/withdrawals';
import { post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { startWithdrawalApp, type WithdrawalBed, playerWithCard, FUND_PASSWORD } from '../../test/withdrawals';

let t: TestApp;
let finance: WithdrawalBed['finance'];
let fundHash: string;
// No background worker: an approved payout waits in the queue, so "processing" stays put.
beforeAll(async () => ({ t, finance, fundHash } = await startWithdrawalApp()));
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

/** A player ready to withdraw: real name, fund password, a bound card and coins. */
const readyPlayer = (coins = '50000') => playerWithCard({ t, fundHash }, { coins, cardNumber: '7654321' });

async function withdraw(p: { token: string; cardId: number }, amount: string) {
  const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token: p.token })).body.data as Array<{
    id: number;
    code: string;
  }>;
  const res = await post(
    t.app,
    '/v2/app/draw/withdraw',
    {
      channelId: channels.find((c) => c.code === 'sandbox-payout')!.id,
      bankCardId: p.cardId,
      amount,
      fundPassword: FUND_PASSWORD,
      requestKey: requestKey(),
    },
    { ...en, token: p.token },
  );
  if (res.status !== 200) throw new Error(`withdrawal refused: ${res.body.msg}`);
  return res.body.data as { withdrawSn: string; status: string; cancellable: boolean };
}

const cancel = (token: string, withdrawSn: string) =>
  post(t.app, '/v2/app/draw/cancel', { withdrawSn }, { ...en, token });
const approve = (withdrawSn: string, headers = finance.headers) =>
  post(t.app, '/v2/admin/draw/approve', { withdrawSn }, headers);
const reject = (withdrawSn: string) =>
  post(t.app, '/v2/admin/draw/reject', { withdrawSn, reason: 'Checked' }, finance.headers);

const releasesOf = (sn: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reference, `withdrawal:${sn}`), eq(ledgerTransfers.kind, 'withdrawal_release')));
const statusOf = async (sn: string) =>
  (await t.db.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn)))[0]!.status;

describe('cancelling a withdrawal in review', () => {
  it('gives every coin back at once as one ledger transfer with the release key', async () => {
    const p = await readyPlayer('20000');
    const w = await withdraw(p, '8000');
    expect(w.cancellable).toBe(true);
    expect(await balanceOf(t.app, p.token)).toBe(12000n);
    const res = await cancel(p.token, w.withdrawSn);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ withdrawSn: w.withdrawSn, status: 'cancelled', cancellable: false });
    expect(res.body.data.completedAt).not.toBeNull();
    expect(await balanceOf(t.app, p.token)).toBe(20000n);
    const releases = await releasesOf(w.withdrawSn);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({ amount: 8000n, idempotencyKey: `withdrawal-release:${w.withdrawSn}` });
    const list = await post(t.app, '/v2/app/draw/list', { status: 'cancelled' }, { token: p.token });
    expect(list.body.data.list.map((x: { withdrawSn: string }) => x.withdrawSn)).toEqual([w.withdrawSn]);
    // The operator can no longer decide it.
    expect((await approve(w.withdrawSn)).status).toBe(409);
    expect((await reject(w.withdrawSn)).status).toBe(409);
    expect(await releasesOf(w.withdrawSn)).toHaveLength(1);
  });

  it('answers 404 for another player’s withdrawal and for none, moving nothing', async () => {
    const owner = await readyPlayer('10000');
    const other = await readyPlayer('10000');
    const w = await withdraw(owner, '5000');
    const stolen = await cancel(other.token, w.withdrawSn);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 404, data: { reason: 'withdrawal_unknown' } });
    expect((await cancel(other.token, 'W-NOPE')).status).toBe(404);
    expect(await statusOf(w.withdrawSn)).toBe('review');
    expect(await balanceOf(t.app, owner.token)).toBe(5000n);
    expect(await balanceOf(t.app, other.token)).toBe(10000n);
    expect((await post(t.app, '/v2/app/draw/cancel', { withdrawSn: w.withdrawSn }, {})).status).toBe(401);
  });

  it('answers 409 in the envelope once an operator took it (approved, first of two, rejected) or it is cancelled', async () => {
    const p = await readyPlayer('60000');
    const approved = await withdraw(p, '5000');
    expect((await approve(approved.withdrawSn)).body.data.status).toBe('processing');
    // Above the four-eyes amount one approval keeps it in review, but an operator has it now.
    const firstOfTwo = await withdraw(p, '20000');
    expect((await approve(firstOfTwo.withdrawSn)).body.data).toMatchObject({ status: 'review', approvals: 1 });
    const rejected = await withdraw(p, '5000');
    await reject(rejected.withdrawSn);
    const cancelled = await withdraw(p, '5000');
    expect((await cancel(p.token, cancelled.withdrawSn)).status).toBe(200);
    const before = await balanceOf(t.app, p.token);

    const list = await post(t.app, '/v2/app/draw/list', {}, { token: p.token });
    const flags = Object.fromEntries(
      list.body.data.list.map((x: { withdrawSn: string; cancellable: boolean }) => [x.withdrawSn, x.cancellable]),
    );
    expect(flags[firstOfTwo.withdrawSn]).toBe(false);
    expect(flags[approved.withdrawSn]).toBe(false);

    for (const w of [approved, firstOfTwo, rejected, cancelled]) {
      const res = await cancel(p.token, w.withdrawSn);
      expect(res.status, w.withdrawSn).toBe(409);
      expect(res.body).toMatchObject({ code: 409, data: { reason: 'withdrawal_state' } });
    }
    expect(await balanceOf(t.app, p.token)).toBe(before);
    expect(await statusOf(firstOfTwo.withdrawSn)).toBe('review');
    expect(await statusOf(approved.withdrawSn)).toBe('processing');
    for (const w of [rejected, cancelled]) expect(await releasesOf(w.withdrawSn)).toHaveLength(1);
  });

  it('leaves a cancelled withdrawal out of the identity-check window', async () => {
    const p = await readyPlayer('45000');
    const w = await withdraw(p, '20000');
    expect((await cancel(p.token, w.withdrawSn)).status).toBe(200);
    // 20,000 more passes the 30,000 threshold only if the cancelled 20,000 still counted.
    await expect(withdraw(p, '20000')).resolves.toMatchObject({ status: 'review' });
  });
});

describe.runIf(testEngine() === 'postgres')('a cancel racing an operator', () => {
  it('against an approval or a rejection, exactly one wins and the coins move once', async () => {
    const p = await readyPlayer('40000');
    for (let i = 0; i < 10; i++) {
      const w = await withdraw(p, '2000');
      const decide = i % 2 === 0 ? approve : reject;
      const [cancelled, decided] = await Promise.all([cancel(p.token, w.withdrawSn), decide(w.withdrawSn)]);
      expect([cancelled.status, decided.status].sort(), `round ${i}`).toEqual([200, 409]);
      const status = await statusOf(w.withdrawSn);
      if (cancelled.status === 200) expect(status).toBe('cancelled');
      else expect(status).toBe(i % 2 === 0 ? 'processing' : 'rejected');
      // Processing keeps the hold; a cancel or a rejection gives it back, once.
      expect(await releasesOf(w.withdrawSn)).toHaveLength(status === 'processing' ? 0 : 1);
    }
    const processing = await t.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, p.user.id), eq(withdrawals.status, 'processing')));
    expect(await balanceOf(t.app, p.token)).toBe(40000n - 2000n * BigInt(processing.length));
  });

  it('fifty at once on one withdrawal, cancels, approvals and rejections mixed: one wins, the coins move once', async () => {
    const p = await readyPlayer('10000');
    const w = await withdraw(p, '4000');
    const moves = [(sn: string) => cancel(p.token, sn), approve, reject];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => moves[i % 3]!(w.withdrawSn)));
    const wins = results.map((r, i) => [r.status, i % 3] as const).filter(([status]) => status === 200);
    expect(wins, JSON.stringify(results.map((r) => r.status))).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const status = await statusOf(w.withdrawSn);
    expect(status).toBe(['cancelled', 'processing', 'rejected'][wins[0]![1]]);
    // Processing keeps the hold; a cancel or a rejection gives it back, once.
    expect(await releasesOf(w.withdrawSn)).toHaveLength(status === 'processing' ? 0 : 1);
    expect(await balanceOf(t.app, p.token)).toBe(status === 'processing' ? 6000n : 10000n);
  });

  it('fifty cancels of one withdrawal at once: one succeeds, one release', async () => {
    const p = await readyPlayer('10000');
    const w = await withdraw(p, '4000');
    const results = await Promise.all(Array.from({ length: 50 }, () => cancel(p.token, w.withdrawSn)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(49).fill(409)]);
    expect(await releasesOf(w.withdrawSn)).toHaveLength(1);
    expect(await balanceOf(t.app, p.token)).toBe(10000n);
  });
});
