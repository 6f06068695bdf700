// The sandbox chain end to end through the job queue: a test transfer is seen at one confirmation,
// mined to the coin's depth and credited once; one reorganised away before that is dropped; its page
// lists transfers with every value escaped; it does not exist with sandboxes off.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cryptoDeposits } from '../../db/schema/crypto';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf } from '../../test/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const chain = async (path: string, body: object) => {
  const res = await post(t.app, `/sandbox/chain/${path}`, body);
  await t.app.jobs.runDueJobs();
  return res;
};
const depositOf = async (txid: string) =>
  (await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, txid)))[0];

describe('the sandbox chain', () => {
  it('sends a test transfer, mines it to its confirmations, and the deposit is credited once', async () => {
    const p = await createSignedInUser(t.db);
    const { address } = (
      await post(t.app, '/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRON' }, { token: p.token })
    ).body.data;
    const sent = await chain('send', { network: 'TRON', coin: 'USDT', address, amount: '25' });
    expect(sent.status).toBe(200);
    const { txid } = sent.body.data;
    expect(await depositOf(txid)).toMatchObject({ status: 'pending', confirmations: 1, amount: '25000000' });
    await chain('mine', { network: 'TRON', blocks: 17 });
    expect(await depositOf(txid)).toMatchObject({ status: 'pending', confirmations: 18 });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    await chain('mine', { network: 'TRON', blocks: 1 });
    expect(await depositOf(txid)).toMatchObject({ status: 'credited', confirmations: 19 });
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
    await chain('mine', { network: 'TRON', blocks: 5 });
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
    const list = await post(t.app, '/v2/cpp/coins/deposit/list', {}, { token: p.token });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        coin: 'USDT',
        network: 'TRON',
        amount: '25000000',
        decimals: 6,
        confirmations: 19,
        confirmationsNeeded: 19,
        status: 'credited',
        coinAmount: '3750',
        jpyRate: '150',
        address,
        txid,
      }),
    ]);
    const stranger = await createSignedInUser(t.db);
    expect((await post(t.app, '/v2/cpp/coins/deposit/list', {}, { token: stranger.token })).body.data.total).toBe(0);

    // A second transfer reorganised away before its depth is dropped and never credited.
    const second = (await chain('send', { network: 'TRON', coin: 'USDT', address, amount: '40' })).body.data.txid;
    await chain('mine', { network: 'TRON', blocks: 3 });
    expect((await chain('reorg', { txid: second })).status).toBe(200);
    expect(await depositOf(second)).toMatchObject({ status: 'dropped' });
    await chain('mine', { network: 'TRON', blocks: 30 });
    expect(await balanceOf(t.app, p.token)).toBe(3750n);
  });

  it('refuses amounts the coin cannot hold and unknown pairs', async () => {
    expect((await chain('send', { network: 'TRON', coin: 'USDT', address: 'Tx', amount: '1.1234567' })).status).toBe(
      400,
    );
    expect((await chain('send', { network: 'BITCOIN', coin: 'USDT', address: 'x', amount: '1' })).status).toBe(400);
    expect((await chain('mine', { network: 'TRON', blocks: 1000 })).status).toBe(400);
    expect((await chain('reorg', { txid: 'f'.repeat(64) })).status).toBe(404);
  });

  it('shows its transfers on a page, escaped', async () => {
    await chain('send', { network: 'TRON', coin: 'USDT', address: '<img src=x onerror=alert(1)>', amount: '1' });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/chain' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Sandbox chain');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('does not exist with sandboxes off', async () => {
    const live = await createTestApp({ SANDBOX: 'off', CAPTCHA: 'off' });
    try {
      const res = await post(live.app, '/sandbox/chain/send', {
        network: 'TRON',
        coin: 'USDT',
        address: 'x',
        amount: '1',
      });
      expect(res.status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
