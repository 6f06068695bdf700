// Crypto withdrawals: the coins an amount is worth held at once (rounded up) with the rate stored,
// reviewed like bank withdrawals (four eyes, identity threshold), sent by the sandbox custody
// through the payout job and paid at the coin's confirmations, a refused send giving every coin
// back; every refusal a clear envelope with nothing held; parallel requests never overdraw
// (PostgreSQL).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxChainTransfers } from '../../db/schema/crypto';
import { jobs } from '../../db/schema/jobs';
import { ledgerAccounts } from '../../db/schema/ledger';
import { withdrawals } from '../../db/schema/withdrawals';
import { post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { creditCryptoDeposit } from '../../test/crypto';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { startWithdrawalApp, type WithdrawalBed, FUND_PASSWORD } from '../../test/withdrawals';
import { deriveAddress, sandboxXpub } from '../crypto/addresses';
import { sandboxCustody } from '../crypto/custody';

let t: TestApp;
let finance: WithdrawalBed['finance'];
let fundHash: string;
// The tests run the queue themselves, so a payout waits where a test left it.
beforeAll(async () => ({ t, finance, fundHash } = await startWithdrawalApp()));
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
/** Someone else's TRON and Ethereum addresses (valid, and no player's). */
const tronAddress = deriveAddress('tron', sandboxXpub('tron'), 900_001);
const evmAddress = deriveAddress('evm', sandboxXpub('evm'), 900_001);

/** A player with a real name and fund password who deposited `usdt` USDT on TRON (150 coins each). */
async function readyPlayer(usdt = 100, values: Record<string, unknown> = {}) {
  const p = await createSignedInUser(t.db, {
    firstName: 'Taro',
    lastName: 'Yamada',
    fundPasswordHash: fundHash,
    ...values,
  });
  expect((await creditCryptoDeposit(t.app, p.token, BigInt(usdt))).status).toBe('credited');
  return p;
}

function withdraw(token: string, body: Record<string, unknown>, headers: Record<string, string> = en) {
  return post(
    t.app,
    '/v2/cpp/coins/withdraw',
    {
      coin: 'USDT',
      network: 'TRON',
      address: tronAddress,
      fundPassword: FUND_PASSWORD,
      requestKey: requestKey(),
      ...body,
    },
    { ...headers, token },
  );
}

/** Runs the payout job of a withdrawal now, whatever its backoff says. */
async function runPayout(sn: string) {
  await t.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(eq(jobs.dedupeKey, `payout:${sn}`));
  await t.app.jobs.runDueJobs();
}

async function record(token: string, sn: string) {
  const list = await post(t.app, '/v2/app/draw/list', { pageSize: 50 }, { token });
  return list.body.data.list.find((w: { withdrawSn: string }) => w.withdrawSn === sn);
}

describe('crypto withdrawals', () => {
  it('hold the coins the amount is worth, then the custody sends it and it is paid at the confirmations', async () => {
    const p = await readyPlayer(100);
    expect(await balanceOf(t.app, p.token)).toBe(15000n);
    const key = requestKey();
    // 20.5 USDT at 150 JPY is 3075 coins; the network fee, 1 USDT, is 150 of them.
    const res = await withdraw(p.token, { amount: '20.5', requestKey: key });
    expect(res.body.code).toBe(200);
    const sn = res.body.data.withdrawSn as string;
    expect(res.body.data).toMatchObject({
      status: 'review',
      coinAmount: '3075',
      fee: '150',
      currency: 'JPY',
      payoutAmount: '2925',
      bankName: null,
      cardLast4: null,
      crypto: {
        coin: 'USDT',
        network: 'TRON',
        address: tronAddress,
        amount: '20500000',
        fee: '1000000',
        decimals: 6,
        jpyRate: '150',
        txid: null,
        confirmations: 0,
        confirmationsNeeded: 19,
      },
    });
    // The same request again is the same withdrawal, held once; the same key for another one is refused.
    expect((await withdraw(p.token, { amount: '20.5', requestKey: key })).body.data.withdrawSn).toBe(sn);
    for (const other of [
      { amount: '20.6' },
      { amount: '20.5', address: deriveAddress('tron', sandboxXpub('tron'), 900_002) },
    ]) {
      const reused = await withdraw(p.token, { ...other, requestKey: key });
      expect(reused.status, JSON.stringify(other)).toBe(409);
      expect(reused.body.data.reason).toBe('idempotency_key_reused');
    }
    expect(await balanceOf(t.app, p.token)).toBe(15000n - 3075n);

    // Operators see it in the queue with its coin, network and address.
    const queue = await post(t.app, '/v2/admin/draw/list', { status: 'review' }, finance.headers);
    const queued = queue.body.data.list.find((w: { withdrawSn: string }) => w.withdrawSn === sn);
    expect(queued).toMatchObject({ holderName: null, crypto: { address: tronAddress, network: 'TRON' } });

    const approved = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect(approved.body.data).toMatchObject({ withdrawSn: sn, status: 'processing' });
    await t.app.jobs.runDueJobs();
    // Sent: the transaction is named and mined in one block; the coin needs 19.
    const sent = await record(p.token, sn);
    expect(sent.status).toBe('processing');
    expect(sent.crypto.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.crypto.confirmations).toBe(1);

    const mined = await post(t.app, '/sandbox/chain/mine', { network: 'TRON', blocks: 18 });
    expect(mined.status).toBe(200);
    await runPayout(sn);
    const paid = await record(p.token, sn);
    expect(paid).toMatchObject({ status: 'success', crypto: { txid: sent.crypto.txid, confirmations: 19 } });
    expect(await balanceOf(t.app, p.token)).toBe(15000n - 3075n);
    const [clearing] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'payout:crypto-USDT-TRON'));
    expect(clearing!.balance).toBeGreaterThanOrEqual(2925n);
    // Settled once: the job run again changes nothing.
    await runPayout(sn);
    expect(await balanceOf(t.app, p.token)).toBe(15000n - 3075n);
  });

  it('are sent once by the custody however often the payout job runs, even after a crash mid-send', async () => {
    const p = await readyPlayer(100);
    const sn = (await withdraw(p.token, { amount: '30' })).body.data.withdrawSn as string;
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    // A worker that sent and died before it could record anything: the custody has the send.
    const custody = sandboxCustody();
    const order = {
      withdrawSn: sn,
      payoutAmount: 0n,
      currency: 'JPY',
      cardLast4: null,
      channelCode: null,
      crypto: { coin: 'USDT', network: 'TRON', address: tronAddress, units: 29_000_000n },
    };
    await custody.send(t.db, order);
    await custody.send(t.db, order);
    await runPayout(sn);
    await runPayout(sn);
    const sends = await t.db.select().from(sandboxChainTransfers).where(eq(sandboxChainTransfers.withdrawalSn, sn));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ address: tronAddress, amount: '29000000', coin: 'USDT', network: 'TRON' });
    expect((await record(p.token, sn)).crypto.txid).toBe(sends[0]!.txid);
  });

  it('give every coin back when the custody does not send', async () => {
    const p = await readyPlayer(100);
    // The sandbox custody refuses amounts of exactly .13.
    const sn = (await withdraw(p.token, { amount: '21.13' })).body.data.withdrawSn as string;
    expect(await balanceOf(t.app, p.token)).toBeLessThan(15000n);
    await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    await t.app.jobs.runDueJobs();
    expect(await record(p.token, sn)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.app, p.token)).toBe(15000n);
  });

  it('need two operators above the four-eyes amount, and the identity check above the threshold', async () => {
    const p = await readyPlayer(300);
    // 100 USDT = 15000 coins: above the four-eyes amount (10000).
    const sn = (await withdraw(p.token, { amount: '100' })).body.data.withdrawSn as string;
    const first = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect(first.body.data).toEqual({ withdrawSn: sn, status: 'review', approvals: 1 });
    const again = await post(t.app, '/v2/admin/draw/approve', { withdrawSn: sn }, finance.headers);
    expect(again.body.data.reason).toBe('four_eyes');
    await post(t.app, '/v2/admin/draw/reject', { withdrawSn: sn, reason: 'Test' }, finance.headers);
    expect(await balanceOf(t.app, p.token)).toBe(45000n);
    // 250 USDT = 37500 coins: past the identity-check threshold (30000) without a verified identity.
    const big = await withdraw(p.token, { amount: '250' });
    expect(big.body).toMatchObject({ code: 403, data: { reason: 'kyc_required' } });
    // Two pieces under it within the window are refused too.
    expect((await withdraw(p.token, { amount: '150' })).body.code).toBe(200);
    expect((await withdraw(p.token, { amount: '60' })).body.data.reason).toBe('kyc_required');
    expect(await balanceOf(t.app, p.token)).toBe(45000n - 22500n);
  });

  it('refuse a wrong address, coin, amount or password clearly, in the player’s language, holding nothing', async () => {
    const p = await readyPlayer(100);
    const refused = async (body: Record<string, unknown>, reason: string, msg?: RegExp, headers = en) => {
      const res = await withdraw(p.token, body, headers);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body.code).not.toBe(200);
      if (reason) expect(res.body.data.reason, JSON.stringify(res.body)).toBe(reason);
      if (msg) expect(res.body.msg).toMatch(msg);
      return res;
    };
    // A valid address of another network is named as such (withdrawal-address.test.ts).
    await refused(
      { address: evmAddress, amount: '25' },
      'address_invalid',
      /is on Ethereum, but this withdrawal is paid on TRON/,
    );
    await refused({ address: 'T-not-an-address', amount: '25' }, 'address_invalid', /not a TRON \(TRC-20\) address/);
    await refused(
      { address: tronAddress.slice(0, -1) + (tronAddress.endsWith('a') ? 'b' : 'a'), amount: '25' },
      'address_invalid',
      /typing mistake/,
    );
    await refused({ coin: 'BTC', amount: '0.01' }, 'coin_unknown', /not offered/);
    await refused({ amount: '25.1234567' }, 'amount_decimals', /USDT has at most 6 decimal places/);
    await refused({ amount: '19.99' }, 'amount_out_of_range', /between 20 USDT and 50000 USDT/);
    await refused({ amount: '50000.01' }, 'amount_out_of_range');
    await refused({ amount: '25', fundPassword: '135799' }, '');
    await refused(
      { network: 'ETHEREUM', address: evmAddress, amount: '60' },
      'network_not_deposited',
      /only on a network you have deposited it on/,
    );
    // More than the wallet holds: 99 USDT is 14850 coins, but asked twice.
    expect((await withdraw(p.token, { amount: '60' })).body.code).toBe(200);
    await refused({ amount: '60' }, '');
    const ja = await refused({ amount: '25.1234567' }, 'amount_decimals', /小数点以下は 6 桁/, {
      'accept-language': 'ja-JP',
    });
    expect(ja.status).toBe(400);
    // Wrong types and sizes are validation errors.
    for (const bad of [{ amount: 25 }, { amount: '-5' }, { address: 'x'.repeat(200) }, { coin: 'DOGE' }]) {
      const res = await withdraw(p.token, { amount: '25', ...bad });
      expect(res.status).toBe(400);
    }
    expect(await balanceOf(t.app, p.token)).toBe(15000n - 9000n);

    const incomplete = await readyPlayer(100, { firstName: null, lastName: null });
    const res = await withdraw(incomplete.token, { amount: '25' });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'profile_incomplete' } });
    expect(await balanceOf(t.app, incomplete.token)).toBe(15000n);
  });
});

describe.runIf(testEngine() === 'postgres')('crypto withdrawals racing', () => {
  it('never hold more than the wallet, and one request key makes one withdrawal', async () => {
    const p = await readyPlayer(100);
    // Twenty asks of 25 USDT (3750 coins each) against 15000 coins: four can be held.
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(p.token, { amount: '25' })));
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(4);
    expect(await balanceOf(t.app, p.token)).toBe(0n);

    const q = await readyPlayer(100);
    const key = requestKey();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(q.token, { amount: '25', requestKey: key })),
    );
    expect(new Set(same.map((r) => r.body.data.withdrawSn)).size).toBe(1);
    const rows = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, q.user.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.app, q.token)).toBe(15000n - 3750n);
  });
});
