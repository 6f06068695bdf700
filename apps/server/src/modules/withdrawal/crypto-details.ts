// A crypto withdrawal's own part as records and the console show it: the row's amounts with the
// coin's decimals and the depth the coin needs.
import type { CoinNetwork, CoinSymbol, CryptoWithdrawalDetails } from '@hall/contracts/crypto';
import type { cryptoWithdrawals } from '../../db/schema/withdrawals';
import { findCoin } from '../crypto/coins';
import { formatPrice } from '../crypto/rates';

export function cryptoDetails(row: typeof cryptoWithdrawals.$inferSelect): CryptoWithdrawalDetails {
  const coin = findCoin(row.coin as CoinSymbol, row.network as CoinNetwork);
  return {
    coin: row.coin as CoinSymbol,
    network: row.network as CoinNetwork,
    address: row.address,
    amount: row.amount,
    fee: row.fee,
    decimals: coin?.decimals ?? 0,
    jpyRate: formatPrice(row.jpyRate),
    txid: row.txid,
    confirmations: row.confirmations,
    confirmationsNeeded: coin?.confirmations ?? 0,
  };
}
