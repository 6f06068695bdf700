// The coins and networks the cashier offers. Bounds are in each coin's smallest unit; a network's
// confirmations are how deep a transfer must be before it is credited (TRON's solidity, Ethereum's
// usual 12 blocks, two Bitcoin blocks for the amounts a game hall takes).
import type { CoinInfo, CoinNetwork, CoinSymbol } from '@hall/contracts/crypto';
import type { ChainFamily } from './addresses';

export interface Coin extends Omit<CoinInfo, 'minDeposit' | 'withdrawMin' | 'withdrawMax' | 'withdrawFee' | 'jpyRate'> {
  family: ChainFamily;
  minDeposit: bigint;
  withdrawMin: bigint;
  withdrawMax: bigint;
  withdrawFee: bigint;
}

/** "25.5" in a coin of 6 decimals → 25500000n; null when it has more decimals than the coin. */
export function toUnits(amount: string, decimals: number): bigint | null {
  const [whole, fraction = ''] = amount.split('.');
  if (fraction.length > decimals) return null;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
const units = (amount: string, decimals: number) => toUnits(amount, decimals)!;

/** 25500000n in a coin of 6 decimals → "25.5": the inverse of toUnits, trailing zeros dropped. */
export function unitsText(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${units / scale}.${fraction}` : `${units / scale}`;
}

function coin(
  c: Omit<Coin, 'minDeposit' | 'withdrawMin' | 'withdrawMax' | 'withdrawFee' | 'enabled'> & {
    minDeposit: string;
    withdrawMin: string;
    withdrawMax: string;
    withdrawFee: string;
  },
): Coin {
  return {
    ...c,
    enabled: true,
    minDeposit: units(c.minDeposit, c.decimals),
    withdrawMin: units(c.withdrawMin, c.decimals),
    withdrawMax: units(c.withdrawMax, c.decimals),
    withdrawFee: units(c.withdrawFee, c.decimals),
  };
}

export const COINS: readonly Coin[] = [
  coin({
    coin: 'USDT',
    network: 'TRON',
    standard: 'TRC-20',
    family: 'tron',
    decimals: 6,
    confirmations: 19,
    minDeposit: '10',
    withdrawMin: '20',
    withdrawMax: '50000',
    withdrawFee: '1',
  }),
  coin({
    coin: 'USDT',
    network: 'ETHEREUM',
    standard: 'ERC-20',
    family: 'evm',
    decimals: 6,
    confirmations: 12,
    minDeposit: '10',
    withdrawMin: '50',
    withdrawMax: '50000',
    withdrawFee: '5',
  }),
  coin({
    coin: 'BTC',
    network: 'BITCOIN',
    standard: 'Bitcoin',
    family: 'btc',
    decimals: 8,
    confirmations: 2,
    minDeposit: '0.0002',
    withdrawMin: '0.001',
    withdrawMax: '2',
    withdrawFee: '0.0001',
  }),
  coin({
    coin: 'ETH',
    network: 'ETHEREUM',
    standard: 'Ethereum',
    family: 'evm',
    decimals: 18,
    confirmations: 12,
    minDeposit: '0.005',
    withdrawMin: '0.01',
    withdrawMax: '20',
    withdrawFee: '0.002',
  }),
];

export function findCoin(symbol: CoinSymbol, network: CoinNetwork): Coin | undefined {
  return COINS.find((c) => c.coin === symbol && c.network === network);
}

export function coinInfo(c: Coin, jpyRate: string): CoinInfo {
  const { family: _family, ...rest } = c;
  return {
    ...rest,
    jpyRate,
    minDeposit: c.minDeposit.toString(),
    withdrawMin: c.withdrawMin.toString(),
    withdrawMax: c.withdrawMax.toString(),
    withdrawFee: c.withdrawFee.toString(),
  };
}
