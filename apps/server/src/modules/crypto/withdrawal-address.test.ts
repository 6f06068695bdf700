// Where a crypto withdrawal may go: never back to the player's own deposit address here (refused by
// the check and by the withdrawal, nothing held), and an address of another network is named as
// such, not as a typing mistake: Bitcoin's main network while the site pays on its test network,
// an Ethereum address for a TRON coin and the converse.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/withdrawals';
import { createTestApp, post, type TestApp } from '../../test/app';
import { creditCryptoDeposit } from '../../test/crypto';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { storedPassword } from '../../test/passwords';
import { deriveAddress, sandboxXpub } from './addresses';

let t: TestApp;
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' });
  fundHash = await storedPassword('246810');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const depositAddress = async (token: string, coin: string, network: string) =>
  (await post(t.app, '/v2/cpp/coins/deposit/address', { coin, network }, { token })).body.data.address as string;
const check = (token: string, body: object, locale = 'en-US') =>
  post(t.app, '/v2/cpp/coins/withdrawal/address/validit', body, { 'accept-language': locale, token });

/** A player who deposited 100 USDT on TRON, with its TRON deposit address. */
async function depositedPlayer() {
  const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada', fundPasswordHash: fundHash });
  const { status, address } = await creditCryptoDeposit(t.app, p.token, 100n);
  expect(status).toBe('credited');
  return { ...p, address };
}

describe('the player’s own deposit address', () => {
  it('is refused as a withdrawal address, by the check and by the withdrawal, and nothing is held', async () => {
    const p = await depositedPlayer();
    const before = await balanceOf(t.app, p.token);
    const checked = await check(p.token, { coin: 'USDT', network: 'TRON', address: p.address });
    expect(checked.body.data).toEqual({
      valid: false,
      reason: 'own_address',
      message: 'This is your own deposit address on this site. A withdrawal must go to a wallet of yours outside it.',
    });
    const refused = await post(
      t.app,
      '/v2/cpp/coins/withdraw',
      {
        coin: 'USDT',
        network: 'TRON',
        address: p.address,
        amount: '20',
        fundPassword: '246810',
        requestKey: requestKey(),
      },
      { ...en, token: p.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.reason).toBe('address_own');
    expect(refused.body.msg).toContain('your own deposit address');
    expect(await balanceOf(t.app, p.token)).toBe(before);
    expect(await t.db.select().from(withdrawals)).toHaveLength(0);
    // An EVM address is the same one in any case: the lower-case spelling is refused too.
    const evm = await depositAddress(p.token, 'ETH', 'ETHEREUM');
    const lower = await check(p.token, { coin: 'ETH', network: 'ETHEREUM', address: evm.toLowerCase() }, 'ja-JP');
    expect(lower.body.data.reason).toBe('own_address');
    expect(lower.body.data.message).toContain('入金アドレス');
    // Someone else's deposit address is theirs to be paid on: not refused as the player's own.
    const other = await createSignedInUser(t.db);
    expect((await check(other.token, { coin: 'USDT', network: 'TRON', address: p.address })).body.data.valid).toBe(
      true,
    );
  });
});

describe('an address of another network', () => {
  it('a main-network Bitcoin address on the test network is the wrong network, not a typing mistake', async () => {
    const { token } = await createSignedInUser(t.db);
    for (const address of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2']) {
      const res = await check(token, { coin: 'BTC', network: 'BITCOIN', address });
      expect(res.body.data).toEqual({
        valid: false,
        reason: 'network',
        message:
          'This address is on Bitcoin, but this withdrawal is paid on Bitcoin testnet. Choose the network your wallet uses, or give a Bitcoin testnet address.',
      });
    }
    // A real typing mistake is still one.
    const typo = await check(token, {
      coin: 'BTC',
      network: 'BITCOIN',
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy',
    });
    expect(typo.body.data.reason).toBe('checksum');
  });

  it('an Ethereum address for a TRON coin, and a TRON or Bitcoin one for an Ethereum coin, name their network', async () => {
    const { token } = await createSignedInUser(t.db);
    const evm = deriveAddress('evm', sandboxXpub('evm'), 900_002);
    const tron = deriveAddress('tron', sandboxXpub('tron'), 900_002);
    const onTron = await check(token, { coin: 'USDT', network: 'TRON', address: evm });
    expect(onTron.body.data.reason).toBe('network');
    expect(onTron.body.data.message).toContain(
      'This address is on Ethereum, but this withdrawal is paid on TRON (TRC-20)',
    );
    const onEthereum = await check(token, { coin: 'USDT', network: 'ETHEREUM', address: tron }, 'zh-CN');
    expect(onEthereum.body.data.reason).toBe('network');
    expect(onEthereum.body.data.message).toContain('这是 TRON (TRC-20) 地址，但此笔提现通过 Ethereum 支付');
    const btc = await check(token, {
      coin: 'ETH',
      network: 'ETHEREUM',
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    });
    expect(btc.body.data.message).toContain('Bitcoin testnet');
    // Something that is no address anywhere stays a format problem.
    expect((await check(token, { coin: 'USDT', network: 'TRON', address: 'hello' })).body.data.reason).toBe('format');
    // The withdrawal itself refuses it the same way, before anything is held.
    const p = await depositedPlayer();
    const refused = await post(
      t.app,
      '/v2/cpp/coins/withdraw',
      { coin: 'USDT', network: 'TRON', address: evm, amount: '20', fundPassword: '246810', requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.reason).toBe('address_invalid');
    expect(refused.body.msg).toContain('paid on TRON (TRC-20)');
  });
});
