// The crypto cashier's reads: the coins offered, a player's own deposit address on a network, and
// the check of a withdrawal address, each refusal in the player's language.
import type { AddressCheck, CoinNetwork, CoinSymbol, CoinsResponse, DepositAddress } from '@hall/contracts/crypto';
import type { Locale } from '@hall/contracts/locale';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { translate, type MessageKey } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { checkAddress, deriveAddress, homeOfAddress, type AddressHome } from './addresses';
import { COINS, coinInfo, findCoin, type Coin } from './coins';
import { keyTree, onTestKeys } from './keys';
import { formatPrice, type RateSource } from './rates';
import { assertMayPlay } from '../protection/service';
import { findDepositAddress, insertDepositAddress, isOwnDepositAddress } from './repo';

/** Whether a coin on its network has reached the player's wallet before: a withdrawal of it asks. */
export { hasCreditedDeposit } from './repo';

export async function listCoins(config: Config, rates: RateSource): Promise<CoinsResponse> {
  const now = await rates.current();
  return {
    coins: COINS.map((c) => ({
      ...coinInfo(c, formatPrice(now.jpy[c.coin])),
      enabled: c.enabled && keyTree(config, c.family) !== null,
    })),
    testNetwork: onTestKeys(config),
    coinsPerJpy: config.COIN_RATES.JPY ?? 1,
    rateAt: now.at.toISOString(),
    rateStale: now.stale,
  };
}

export function offered(config: Config, symbol: CoinSymbol, network: CoinNetwork): Coin {
  const coin = findCoin(symbol, network);
  if (!coin) throw new AppError(404, 'coin_unknown', 'crypto.coin_unknown');
  if (!coin.enabled || !keyTree(config, coin.family))
    throw new AppError(503, 'crypto_unavailable', 'crypto.unavailable');
  return coin;
}

/**
 * The player's address for a coin's network: derived once at the player's own index (its user id,
 * stored with the address) and read back afterwards, so it never changes; coins on one network
 * (USDT and ETH on Ethereum) share it, as wallets expect.
 */
export async function depositAddress(
  db: Executor,
  config: Config,
  userId: number,
  input: { coin: CoinSymbol; network: CoinNetwork },
): Promise<DepositAddress> {
  const coin = offered(config, input.coin, input.network);
  // No address to send money to while the player's own protections close deposits.
  await assertMayPlay(db, userId);
  const tree = keyTree(config, coin.family)!;
  const mine = { userId, family: coin.family, keyId: tree.keyId };
  let row = await findDepositAddress(db, mine);
  if (!row) {
    const address = deriveAddress(coin.family, tree.xpub, userId, tree.testnet);
    await insertDepositAddress(db, {
      userId,
      family: coin.family,
      derivationIndex: userId,
      keyId: tree.keyId,
      address,
    });
    row = await findDepositAddress(db, mine);
  }
  return {
    coin: coin.coin,
    network: coin.network,
    address: row!.address,
    minDeposit: coin.minDeposit.toString(),
    confirmations: coin.confirmations,
    testNetwork: tree.testnet,
  };
}

export const NETWORK_NAMES: Record<CoinNetwork, string> = {
  TRON: 'TRON (TRC-20)',
  ETHEREUM: 'Ethereum',
  BITCOIN: 'Bitcoin',
};

/** A network's name as a player reads it, Bitcoin's test network named as such. */
const HOME_NAMES: Record<AddressHome, string> = {
  'btc-main': 'Bitcoin',
  'btc-test': 'Bitcoin testnet',
  evm: 'Ethereum',
  tron: 'TRON (TRC-20)',
};

export interface AddressRefusal {
  reason: NonNullable<AddressCheck['reason']>;
  key: MessageKey;
  params: Record<string, string>;
}

/**
 * Why a withdrawal of this coin cannot go to this address, or null. A valid address of another
 * network (Bitcoin's main network while the site pays on its test network, a TRON address for an
 * Ethereum coin) is named as such, not as a typing mistake; the player's own deposit address here is
 * refused, since the coins would come straight back as a deposit.
 */
export async function addressRefusal(
  db: Executor,
  config: Config,
  userId: number,
  coin: Coin,
  address: string,
): Promise<AddressRefusal | null> {
  const testnet = keyTree(config, coin.family)!.testnet;
  const network = coin.family === 'btc' ? HOME_NAMES[testnet ? 'btc-test' : 'btc-main'] : NETWORK_NAMES[coin.network];
  const problem = checkAddress(coin.family, address, testnet);
  if (problem) {
    const home = homeOfAddress(address);
    const expected: AddressHome = coin.family === 'btc' ? (testnet ? 'btc-test' : 'btc-main') : coin.family;
    if (home && home !== expected)
      return { reason: 'network', key: 'crypto.address_other_network', params: { actual: HOME_NAMES[home], network } };
    return { reason: problem, key: `crypto.address_${problem}`, params: { network } };
  }
  if (await isOwnDepositAddress(db, userId, address))
    return { reason: 'own_address', key: 'crypto.address_own', params: {} };
  return null;
}

export async function checkWithdrawalAddress(
  db: Executor,
  config: Config,
  userId: number,
  input: { coin: CoinSymbol; network: CoinNetwork; address: string },
  locale: Locale,
): Promise<AddressCheck> {
  const coin = offered(config, input.coin, input.network);
  const refusal = await addressRefusal(db, config, userId, coin, input.address);
  if (!refusal) return { valid: true, reason: null, message: null };
  return { valid: false, reason: refusal.reason, message: translate(locale, refusal.key, refusal.params) };
}
