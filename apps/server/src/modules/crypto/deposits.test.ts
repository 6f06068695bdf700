// Crypto deposits from the chain watcher: recorded at first sight, credited once at the coin's
// confirmations at the rate of that moment, dropped by a reorganisation before that, recorded but
// not credited under the minimum; forged, stale, contradictory and unknown-address reports refused;
// fifty parallel reports of one transfer credit it once (PostgreSQL).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cryptoDeposits } from '../../db/schema/crypto';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { inTransaction } from '../../db/transaction';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { sign } from '../../lib/callback-signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const txid = () => randomBytes(32).toString('hex');
const USDT = 1_000_000n;

async function playerWithAddress(coin = 'USDT', network = 'TRON') {
  const p = await createSignedInUser(t.db);
  const res = await post(t.app, '/v2/cpp/coins/deposit/address', { coin, network }, { token: p.token });
  return { ...p, address: res.body.data.address as string };
}

function signed(fields: Record<string, string>, secret = t.app.config.PAYMENT_SANDBOX_SECRET) {
  const body = { timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomUUID(), ...fields };
  return { ...body, sign: sign(body, secret) };
}

const report = (fields: Record<string, string>, secret?: string) =>
  post(t.app, '/v2/crypto/watcher/report', signed(fields, secret), en);

const transfer = (address: string, id: string, amount: bigint, confirmations: number, extra: object = {}) =>
  report({
    network: 'TRON',
    coin: 'USDT',
    txid: id,
    outputIndex: '0',
    address,
    amount: amount.toString(),
    confirmations: String(confirmations),
    ...extra,
  });

describe('crypto deposits', () => {
  it('wait for the confirmations, then credit once at the rate of that moment', async () => {
    const p = await playerWithAddress();
    const id = txid();
    const seen = await transfer(p.address, id, 25n * USDT, 1);
    expect(seen.body.data).toEqual({ status: 'pending', confirmations: 1 });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect((await transfer(p.address, id, 25n * USDT, 18)).body.data.status).toBe('pending');
    const done = await transfer(p.address, id, 25n * USDT, 19);
    expect(done.body.data).toEqual({ status: 'credited', confirmations: 19 });
    // 25 USDT at the fallback 150 JPY, one coin per yen.
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
    const [row] = await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, id));
    expect(row).toMatchObject({ status: 'credited', coinAmount: 3750n, jpyRate: 15_000_000_000n, userId: p.user.id });
    // Later and replayed reports change nothing.
    expect((await transfer(p.address, id, 25n * USDT, 40)).body.data.status).toBe('credited');
    expect((await transfer(p.address, id, 25n * USDT, 19)).body.data.status).toBe('credited');
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
  });

  it('are dropped by a reorganisation before crediting, and counted again when mined anew', async () => {
    const p = await playerWithAddress();
    const id = txid();
    await transfer(p.address, id, 30n * USDT, 5);
    const gone = await transfer(p.address, id, 30n * USDT, 0, { removed: '1' });
    expect(gone.body.data).toEqual({ status: 'dropped', confirmations: 0 });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect((await transfer(p.address, id, 30n * USDT, 19)).body.data.status).toBe('credited');
    expect(await balanceOf(t.app, p.token)).toBe(4500n);
  });

  it('under the minimum are recorded and not credited', async () => {
    const p = await playerWithAddress();
    const small = await transfer(p.address, txid(), 9n * USDT, 19);
    expect(small.body.data.status).toBe('below_minimum');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
  });

  it('reach Ethereum addresses whatever the case of the report', async () => {
    const p = await playerWithAddress('ETH', 'ETHEREUM');
    const res = await report({
      network: 'ETHEREUM',
      coin: 'ETH',
      txid: `0x${txid().toUpperCase()}`,
      outputIndex: '3',
      address: p.address.toLowerCase(),
      // 0.01 ETH at the fallback 500,000 JPY.
      amount: (10n ** 16n).toString(),
      confirmations: '12',
    });
    expect(res.body.data.status).toBe('credited');
    expect(await balanceOf(t.app, p.token)).toBe(5000n);
  });

  it('refuse forged, stale, contradictory and unknown-address reports, never with a 500', async () => {
    const p = await playerWithAddress();
    const id = txid();
    expect((await transfer(p.address, id, 25n * USDT, 19)).body.data.status).toBe('credited');
    const wrongKey = await report(
      {
        network: 'TRON',
        coin: 'USDT',
        txid: txid(),
        outputIndex: '0',
        address: p.address,
        amount: '1',
        confirmations: '19',
      },
      'not-the-watcher-secret-at-all',
    );
    expect([wrongKey.status, wrongKey.body.data.reason]).toEqual([400, 'callback_invalid']);
    const stale = await post(
      t.app,
      '/v2/crypto/watcher/report',
      signed({
        network: 'TRON',
        coin: 'USDT',
        txid: txid(),
        outputIndex: '0',
        address: p.address,
        amount: '20000000',
        confirmations: '19',
        timestamp: String(Math.floor(Date.now() / 1000) - 3600),
      }),
      en,
    );
    expect(stale.status).toBe(400);
    const bigger = await transfer(p.address, id, 26n * USDT, 19);
    expect([bigger.status, bigger.body.data.reason]).toEqual([409, 'report_conflict']);
    const stranger = await transfer('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', txid(), 25n * USDT, 19);
    expect([stranger.status, stranger.body.data.reason, stranger.body.msg]).toEqual([
      404,
      'address_unknown',
      'No player has this deposit address.',
    ]);
    const wrongPair = await report({
      network: 'BITCOIN',
      coin: 'USDT',
      txid: txid(),
      outputIndex: '0',
      address: p.address,
      amount: '1',
      confirmations: '1',
    });
    expect(wrongPair.status).toBe(404);
    const garbage = await post(t.app, '/v2/crypto/watcher/report', { network: 'TRON', amount: '-5' }, en);
    expect(garbage.status).toBe(400);
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
  });
});

describe('a transfer worth more coins than the ledger can hold', () => {
  // 10^24 USDT: at 150 JPY far past the 2^63 - 1 a balance can carry.
  const HUGE = 10n ** 30n;

  it('is held for an operator with its reason, not left pending, and later reports move nothing', async () => {
    const p = await playerWithAddress();
    const id = txid();
    expect((await transfer(p.address, id, HUGE, 1)).body.data).toEqual({ status: 'pending', confirmations: 1 });
    const due = await transfer(p.address, id, HUGE, 19);
    expect(due.status).toBe(200);
    expect(due.body.data).toEqual({ status: 'held', confirmations: 19 });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    const [row] = await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, id));
    expect(row).toMatchObject({ status: 'held', holdReason: 'too_large', coinAmount: null, jpyRate: 15_000_000_000n });
    expect((await transfer(p.address, id, HUGE, 40)).body.data.status).toBe('held');
    expect(await balanceOf(t.app, p.token)).toBe(0n);

    // The back office lists it as held, with its reason; the player sees it held too.
    const support = await signedInOperator(t.app, 'support');
    const held = await post(t.app, '/v2/admin/crypto/deposit/list', { status: 'held', pageSize: 100 }, support.headers);
    expect(held.body.data.list).toContainEqual(
      expect.objectContaining({ id: row!.id, txid: id, status: 'held', holdReason: 'too_large', resolution: null }),
    );
    const own = await post(t.app, '/v2/cpp/coins/deposit/list', {}, { token: p.token });
    expect(own.body.data.list[0]).toMatchObject({ txid: id, status: 'held' });
  });

  it('a first report already past the confirmations is held too', async () => {
    const p = await playerWithAddress();
    const res = await transfer(p.address, txid(), HUGE, 19);
    expect(res.body.data).toEqual({ status: 'held', confirmations: 19 });
  });

  async function heldDeposit() {
    const p = await playerWithAddress();
    const id = txid();
    await transfer(p.address, id, HUGE, 19);
    const [row] = await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, id));
    return { ...p, depositId: row!.id, txid: id };
  }
  const admin = (path: string, body: object, headers: Record<string, string>) =>
    post(t.app, `/v2/admin/crypto/deposit/${path}`, body, { ...en, ...headers });

  it('is credited in part when one finance operator proposes it and another approves, once', async () => {
    const p = await heldDeposit();
    const maker = await signedInOperator(t.app, 'finance');
    const checker = await signedInOperator(t.app, 'finance');
    const support = await signedInOperator(t.app, 'support');
    const note = 'Confirmed on chain; the rest returned to the sender off-chain.';
    const proposal = { id: p.depositId, coins: '1000000', note };

    expect((await admin('propose', proposal, support.headers)).status).toBe(403);
    expect((await admin('approve', { id: p.depositId }, checker.headers)).body.data.reason).toBe('no_proposal');
    // A later proposal replaces an earlier one; its maker cannot approve it.
    expect((await admin('propose', { ...proposal, coins: '2000000' }, checker.headers)).status).toBe(200);
    expect((await admin('propose', proposal, maker.headers)).status).toBe(200);
    expect((await admin('approve', { id: p.depositId }, maker.headers)).body.data.reason).toBe('maker_checker');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    const listed = await admin('list', { txid: p.txid }, support.headers);
    expect(listed.body.data.list[0]).toMatchObject({
      status: 'held',
      proposal: { coins: '1000000', by: maker.username, note },
    });

    const approved = await admin('approve', { id: p.depositId }, checker.headers);
    expect(approved.status).toBe(200);
    expect(await balanceOf(t.app, p.token)).toBe(1_000_000n);
    const settled = (await admin('list', { txid: p.txid }, support.headers)).body.data.list[0];
    expect(settled).toMatchObject({
      status: 'credited',
      coinAmount: '1000000',
      holdReason: 'too_large',
      proposal: null,
      resolution: { by: checker.username, note },
    });
    // Settled once: neither a second approval, nor a report, nor a rejection moves anything more.
    expect((await admin('approve', { id: p.depositId }, checker.headers)).body.data.reason).toBe('deposit_state');
    expect((await admin('reject', { id: p.depositId, note: 'no' }, checker.headers)).status).toBe(409);
    expect((await transfer(p.address, p.txid, HUGE, 50)).body.data.status).toBe('credited');
    expect(await balanceOf(t.app, p.token)).toBe(1_000_000n);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'crypto_deposit'), eq(auditLog.targetId, String(p.depositId))));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'crypto_deposit.credit',
      'crypto_deposit.propose',
      'crypto_deposit.propose',
    ]);
  });

  it('refuses a credit over what the wallet can still hold', async () => {
    const p = await heldDeposit();
    // A wallet 9 × 10^18 coins full (a correction from the house, so the ledger still balances).
    await inTransaction(t.db, async (tx) =>
      postTransfer(tx, {
        debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.adjustments),
        creditAccountId: await walletAccount(tx, p.user.id),
        amount: 9n * 10n ** 18n,
        kind: 'adjustment',
        reference: 'test:full-wallet',
        idempotencyKey: `test:full-wallet:${p.user.id}`,
      }),
    );
    const maker = await signedInOperator(t.app, 'finance');
    const refused = await admin(
      'propose',
      { id: p.depositId, coins: '999999999999999999', note: 'all of it' },
      maker.headers,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.reason).toBe('credit_too_large');
    expect(refused.body.msg).toBe('At most 223,372,036,854,775,807 coins can be credited for this deposit.');
  });

  it('is rejected with a note, crediting nothing', async () => {
    const p = await heldDeposit();
    const finance = await signedInOperator(t.app, 'finance');
    const rejected = await admin(
      'reject',
      { id: p.depositId, note: 'Refunded to the sender off-chain.' },
      finance.headers,
    );
    expect(rejected.status).toBe(200);
    const row = (await admin('list', { txid: p.txid }, finance.headers)).body.data.list[0];
    expect(row).toMatchObject({
      status: 'rejected',
      coinAmount: null,
      resolution: { by: finance.username, note: 'Refunded to the sender off-chain.' },
    });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect((await admin('reject', { id: p.depositId, note: 'again' }, finance.headers)).status).toBe(409);
    expect((await admin('reject', { id: 99_999_999, note: 'none' }, finance.headers)).status).toBe(404);
  });
});

describe('the crypto deposit list of the back office', () => {
  it("shows every player's deposits to support and finance, by state, account and transaction", async () => {
    const p = await playerWithAddress();
    const q = await playerWithAddress();
    const credited = txid();
    const pending = txid();
    await transfer(p.address, credited, 25n * USDT, 19);
    await transfer(q.address, pending, 30n * USDT, 3);
    const support = await signedInOperator(t.app, 'support');
    const list = (body: object, headers = support.headers) =>
      post(t.app, '/v2/admin/crypto/deposit/list', body, headers);

    const mine = await list({ account: p.user.account.toUpperCase() });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ account: p.user.account, txid: credited, status: 'credited', coinAmount: '3750' }),
    ]);
    const waiting = await list({ status: 'pending', pageSize: 100 });
    expect(waiting.body.data.list.map((d: { txid: string }) => d.txid)).toContain(pending);
    expect(waiting.body.data.list.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    expect((await list({ txid: pending.toUpperCase() })).body.data).toMatchObject({
      total: 1,
      list: [{ account: q.user.account, confirmations: 3, confirmationsNeeded: 19 }],
    });
    // Content operators and players are refused.
    const content = await signedInOperator(t.app, 'content');
    expect((await list({}, content.headers)).status).toBe(403);
    expect((await post(t.app, '/v2/admin/crypto/deposit/list', {}, { token: p.token })).status).toBe(401);
    // The player's own list names no account.
    const own = await post(t.app, '/v2/cpp/coins/deposit/list', {}, { token: p.token });
    expect(own.body.data.list).toHaveLength(1);
    expect(own.body.data.list[0]).not.toHaveProperty('account');
  });
});

describe.runIf(testEngine() === 'postgres')('crypto deposits racing', () => {
  it('fifty parallel reports of one transfer at full depth credit it once', async () => {
    const p = await playerWithAddress();
    const id = txid();
    const all = await Promise.all(Array.from({ length: 50 }, () => transfer(p.address, id, 100n * USDT, 19)));
    expect(all.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(all.every((r) => r.body.data.status === 'credited')).toBe(true);
    expect(await balanceOf(t.app, p.token)).toBe(15_000n);
    expect(await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, id))).toHaveLength(1);
  });
});
