// The crypto cashier's reads: coins and networks, a player's own deposit addresses (derived, the same
// every time, one per network family), and the withdrawal address check, with their refusals.
import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { SANDBOX_SEED_HEX, deriveAddress, sandboxXpub } from './addresses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const address = (token: string, coin: string, network: string) =>
  post(t.app, '/v2/cpp/coins/deposit/address', { coin, network }, { ...en, token });
const check = (token: string, body: object, locale = 'en-US') =>
  post(t.app, '/v2/cpp/coins/withdrawal/address/validit', body, { 'accept-language': locale, token });

describe('coins', () => {
  it('lists USDT on TRON and Ethereum, BTC and ETH with bounds in their smallest units, on test keys', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, '/v2/cpp/coins', {}, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ testNetwork: true, coinsPerJpy: 1, rateStale: true });
    const coins = res.body.data.coins as Array<Record<string, unknown>>;
    expect(coins.map((c) => `${c.coin}/${c.network}`)).toEqual([
      'USDT/TRON',
      'USDT/ETHEREUM',
      'BTC/BITCOIN',
      'ETH/ETHEREUM',
    ]);
    expect(coins[0]).toMatchObject({
      decimals: 6,
      minDeposit: '10000000',
      withdrawFee: '1000000',
      enabled: true,
      // No rate source in the tests: the configured fallback, marked stale above.
      jpyRate: '150',
    });
    expect(coins[2]).toMatchObject({ decimals: 8, minDeposit: '20000', withdrawMin: '100000' });
    expect(coins[3]).toMatchObject({ decimals: 18, withdrawFee: '2000000000000000' });
  });

  it('are for signed-in players', async () => {
    for (const url of ['/v2/cpp/coins', '/v2/cpp/coins/deposit/address', '/v2/cpp/coins/withdrawal/address/validit'])
      expect((await post(t.app, url, {})).status, url).toBe(401);
  });
});

describe('deposit addresses', () => {
  it('are the player’s own, the same every time, derived at its index, one per network', async () => {
    const p = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const tron = await address(p.token, 'USDT', 'TRON');
    expect(tron.status).toBe(200);
    expect(tron.body.data).toMatchObject({ coin: 'USDT', network: 'TRON', confirmations: 19, testNetwork: true });
    expect(tron.body.data.address).toBe(deriveAddress('tron', sandboxXpub('tron'), p.user.id));
    expect((await address(p.token, 'USDT', 'TRON')).body.data.address).toBe(tron.body.data.address);
    expect((await address(other.token, 'USDT', 'TRON')).body.data.address).not.toBe(tron.body.data.address);

    const usdtEth = (await address(p.token, 'USDT', 'ETHEREUM')).body.data.address;
    expect(usdtEth).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await address(p.token, 'ETH', 'ETHEREUM')).body.data.address).toBe(usdtEth);
    // The sandbox's Bitcoin addresses are on the test network, never mistakable for real ones.
    expect((await address(p.token, 'BTC', 'BITCOIN')).body.data.address).toMatch(/^tb1q/);
  });

  it('parallel first requests store one address', async () => {
    const p = await createSignedInUser(t.db);
    const all = await Promise.all(Array.from({ length: 8 }, () => address(p.token, 'BTC', 'BITCOIN')));
    expect(new Set(all.map((r) => r.body.data.address)).size).toBe(1);
  });

  it('refuse a coin on a network it is not offered on, and unknown names', async () => {
    const { token } = await createSignedInUser(t.db);
    const wrong = await address(token, 'BTC', 'TRON');
    expect([wrong.status, wrong.body.data.reason, wrong.body.msg]).toEqual([
      404,
      'coin_unknown',
      'This coin is not offered on that network.',
    ]);
    expect((await address(token, 'DOGE', 'TRON')).status).toBe(400);
    expect((await address(token, 'USDT', 'SOLANA')).status).toBe(400);
  });

  it('come from the configured extended public key when there is one, and stop without any key', async () => {
    const xpub = HDKey.fromMasterSeed(Uint8Array.from(Buffer.from(SANDBOX_SEED_HEX, 'hex'))).derive(
      "m/7'",
    ).publicExtendedKey;
    const live = await createTestApp({ CRYPTO_XPUB_EVM: xpub, SANDBOX: 'off', CAPTCHA: 'off' });
    try {
      const p = await createSignedInUser(live.db);
      const res = await post(
        live.app,
        '/v2/cpp/coins/deposit/address',
        { coin: 'ETH', network: 'ETHEREUM' },
        {
          token: p.token,
        },
      );
      expect(res.body.data).toMatchObject({ address: deriveAddress('evm', xpub, p.user.id), testNetwork: false });
      const coins = (await post(live.app, '/v2/cpp/coins', {}, { token: p.token })).body.data;
      expect(coins.testNetwork).toBe(false);
      expect(coins.coins.map((c: { enabled: boolean }) => c.enabled)).toEqual([false, true, false, true]);
      const off = await post(
        live.app,
        '/v2/cpp/coins/deposit/address',
        { coin: 'USDT', network: 'TRON' },
        {
          token: p.token,
        },
      );
      expect([off.status, off.body.data.reason]).toEqual([503, 'crypto_unavailable']);
    } finally {
      await live.close();
    }
  });

  it('take only a public key from the configuration', () => {
    const xprv = HDKey.fromMasterSeed(Uint8Array.from(Buffer.from(SANDBOX_SEED_HEX, 'hex'))).privateExtendedKey;
    expect(() => loadConfig({ CRYPTO_XPUB_BTC: xprv })).toThrow(ConfigError);
    expect(() => loadConfig({ CRYPTO_XPUB_TRON: 'xpub-not-really' })).toThrow(/CRYPTO_XPUB_TRON/);
  });
});

describe('withdrawal address check', () => {
  it('passes good addresses and says why a bad one is bad, in the player’s language', async () => {
    const { token } = await createSignedInUser(t.db);
    expect(
      (await check(token, { coin: 'USDT', network: 'TRON', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).body.data,
    ).toEqual({ valid: true, reason: null, message: null });
    const typo = await check(token, { coin: 'USDT', network: 'TRON', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' });
    expect(typo.body.data).toMatchObject({ valid: false, reason: 'checksum' });
    const other = await check(
      token,
      { coin: 'USDT', network: 'TRON', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
      'ja-JP',
    );
    // A valid Ethereum address: named as another network's (withdrawal-address.test.ts).
    expect(other.body.data).toMatchObject({ valid: false, reason: 'network' });
    expect(other.body.data.message).toContain('これは Ethereum のアドレスですが');
    const nothing = await check(token, { coin: 'USDT', network: 'TRON', address: 'T-not-an-address' }, 'ja-JP');
    expect(nothing.body.data.message).toContain('TRON (TRC-20) のアドレスではありません');
    const evm = await check(token, {
      coin: 'ETH',
      network: 'ETHEREUM',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    });
    expect(evm.body.data.reason).toBe('checksum');
    // The sandbox pays on Bitcoin's test network: a main-network address is another network's.
    const btc = await check(token, {
      coin: 'BTC',
      network: 'BITCOIN',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
    expect(btc.body.data.reason).toBe('network');
    expect((await check(token, { coin: 'BTC', network: 'BITCOIN', address: 'x'.repeat(129) })).status).toBe(400);
    expect((await check(token, { coin: 'BTC', network: 'BITCOIN' })).status).toBe(400);
  });
});
