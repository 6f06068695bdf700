// Crypto withdrawals. The player names a coin, its network, an address on it and an amount of the
// coin (the network fee comes out of it); the coins that amount is worth at today's rate, rounded
// up, are held at once, and from there it is a withdrawal like a bank one: the identity-check
// threshold and window, review with four eyes above the amount, a payout job — here the custody's
// send — and on failure every coin back. The rate applied is stored with it.
import type { CryptoWithdrawRequest } from '@hall/contracts/crypto';
import type { Locale } from '@hall/contracts/locale';
import type { z } from 'zod';
import { sandboxesOn } from '../../config';
import { createOnce } from '../../db/idempotent';
import { AppError } from '../../lib/app-error';
import { verifyFundPassword } from '../auth/service';
import { custodyFor } from './payout-job';
import {
  findWithdrawalByRequestKey,
  insertCryptoWithdrawal,
  type RequestedWithdrawal,
  checkKycThreshold,
  getWithdrawal,
  holdWithdrawal,
  type WithdrawalDeps,
} from './service';
import { fromCoins } from '../pay/money';
import { coinsPerUnit } from '../pay/service';
import { findUserById } from '../user/service';
import { findCoin, toUnits, unitsText } from '../crypto/coins';
import { coinsFor, type RateSource } from '../crypto/rates';
import { NETWORK_NAMES, addressRefusal, hasCreditedDeposit, offered } from '../crypto/service';

type Input = z.output<typeof CryptoWithdrawRequest>;
export type CryptoWithdrawDeps = WithdrawalDeps & { rates: RateSource };

export async function requestCryptoWithdrawal(deps: CryptoWithdrawDeps, userId: number, input: Input, locale: Locale) {
  const find = () => findWithdrawalByRequestKey(deps.db, userId, input.requestKey);
  const { sn } = await createOnce(
    find,
    async () => ((await createCryptoWithdrawal(deps, userId, input)) === null ? null : find()),
    (w) => sameRequest(w, input),
  );
  return getWithdrawal(deps.db, userId, sn, locale);
}

/** The same coin, network, address and amount (in the coin's units) as the key's withdrawal. */
function sameRequest({ crypto }: RequestedWithdrawal, input: Input) {
  const coin = findCoin(input.coin, input.network);
  return (
    crypto !== null &&
    coin !== undefined &&
    crypto.coin === coin.coin &&
    crypto.network === coin.network &&
    crypto.address === input.address &&
    crypto.amount === toUnits(input.amount, coin.decimals)?.toString()
  );
}

async function createCryptoWithdrawal(deps: CryptoWithdrawDeps, userId: number, input: Input): Promise<string | null> {
  const coin = offered(deps.config, input.coin, input.network);
  if (!custodyFor(deps)) throw new AppError(503, 'crypto_unavailable', 'crypto.unavailable');
  const network = NETWORK_NAMES[coin.network];
  const refusal = await addressRefusal(deps.db, deps.config, userId, coin, input.address);
  if (refusal)
    throw new AppError(
      400,
      refusal.reason === 'own_address' ? 'address_own' : 'address_invalid',
      refusal.key,
      refusal.params,
    );

  const units = toUnits(input.amount, coin.decimals);
  if (units === null)
    throw new AppError(400, 'amount_decimals', 'crypto.amount_decimals', { coin: coin.coin, decimals: coin.decimals });
  if (units < coin.withdrawMin || units > coin.withdrawMax)
    throw new AppError(400, 'amount_out_of_range', 'pay.amount_out_of_range', {
      min: `${unitsText(coin.withdrawMin, coin.decimals)} ${coin.coin}`,
      max: `${unitsText(coin.withdrawMax, coin.decimals)} ${coin.coin}`,
    });

  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
  await verifyFundPassword(deps.store, user, input.fundPassword);
  // Money leaves on the network it came in on (SPEC section 5): a coin and network the player has
  // deposited on, so a wrong-network send is not made and funds do not hop chains through us.
  if (!(await hasCreditedDeposit(deps.db, userId, coin)))
    throw new AppError(400, 'network_not_deposited', 'crypto.network_not_deposited', { coin: coin.coin, network });

  // The rate is asked before the transaction; a stale one (the source down, or only the configured
  // fallback) values nothing that leaves, since it may be far from the market — except on the
  // sandbox, where no real coin moves and the fallback is the test rate.
  const rate = await deps.rates.current();
  if (rate.stale && !sandboxesOn(deps.config)) throw new AppError(503, 'rate_stale', 'crypto.rate_stale');
  const price = rate.jpy[coin.coin];
  const perJpy = deps.config.COIN_RATES.JPY ?? 1;
  const coinAmount = coinsFor(units, coin.decimals, price, perJpy, 'up');
  const fee = coinsFor(coin.withdrawFee, coin.decimals, price, perJpy, 'down');
  await checkKycThreshold(deps, userId, coinAmount);
  return holdWithdrawal(
    deps,
    userId,
    {
      channelId: null,
      bankCardId: null,
      requestKey: input.requestKey,
      coinAmount,
      fee,
      currency: 'JPY',
      payoutAmount: fromCoins(coinAmount - fee, 'JPY', coinsPerUnit(deps.config, 'JPY')),
    },
    (tx, row) =>
      insertCryptoWithdrawal(tx, {
        withdrawalId: row.id,
        coin: coin.coin,
        network: coin.network,
        address: input.address,
        amount: units.toString(),
        fee: coin.withdrawFee.toString(),
        jpyRate: price,
      }),
    { forfeitBonus: input.forfeitBonus },
  );
}
