// Conversions between a currency's minor units and game coins, and fees, all in integers.
import { CURRENCY_SCALE } from '@hall/contracts/money';
import { AppError } from '../../lib/app-error';

export function scaleOf(currency: string): number {
  const scale = CURRENCY_SCALE[currency as keyof typeof CURRENCY_SCALE];
  if (scale === undefined) throw new Error(`unknown currency ${currency}`);
  return scale;
}

/** Coins bought by `amount` minor units; refused when it is not a whole number of coins. */
export function toCoins(amount: bigint, currency: string, coinsPerUnit: number): bigint {
  const unit = 10n ** BigInt(scaleOf(currency));
  const scaled = amount * BigInt(coinsPerUnit);
  if (scaled % unit !== 0n) throw new AppError(400, 'amount_not_convertible', 'pay.amount_not_convertible');
  return scaled / unit;
}

/** Minor units paid out for `coins`, rounded down (the house never pays a fraction it does not have). */
export function fromCoins(coins: bigint, currency: string, coinsPerUnit: number): bigint {
  return (coins * 10n ** BigInt(scaleOf(currency))) / BigInt(coinsPerUnit);
}

/** A major-unit display of minor units for messages ("1,000" or "100.00"). */
export function formatMinor(amount: bigint, currency: string): string {
  const scale = scaleOf(currency);
  const unit = 10n ** BigInt(scale);
  const whole = (amount / unit).toLocaleString('en-US');
  return scale === 0 ? whole : `${whole}.${(amount % unit).toString().padStart(scale, '0')}`;
}
