// The amount shortcuts of the money forms: quick deposit amounts within a channel's bounds, and the
// largest withdrawal the player may ask for. Integers only (BigInt), as everywhere money is handled.
import { checkDeposit, checkWithdrawal, minorToDecimal, scaleOf, type DepositChannelTerms } from '../../../lib/money';

/** The first "round" amount at or above `minor` (1, 2 or 5 times a power of ten major units). */
function roundAtLeast(minor: bigint, unit: bigint): bigint {
  for (let power = unit; ; power *= 10n) {
    for (const step of [1n, 2n, 5n]) if (step * power >= minor) return step * power;
  }
}

/**
 * Up to four quick amounts for a deposit channel, in minor units: the first round amount at or above
 * the minimum, then five, ten and fifty times it (1,000 / 5,000 / 10,000 / 50,000 on a 1,000 minimum),
 * each clipped to the maximum, every one an amount the channel takes (whole coins included).
 */
export function quickDepositAmounts(channel: DepositChannelTerms): bigint[] {
  const unit = 10n ** BigInt(scaleOf(channel.currency));
  const min = BigInt(channel.minAmount);
  const max = BigInt(channel.maxAmount);
  if (max < min) return [];
  const first = roundAtLeast(min > unit ? min : unit, unit);
  const amounts: bigint[] = [];
  for (const times of [1n, 5n, 10n, 50n]) {
    const amount = first * times > max ? max : first * times;
    if (amounts.includes(amount)) continue;
    if (checkDeposit(amountText(amount, channel.currency), channel).ok) amounts.push(amount);
  }
  return amounts;
}

/** Minor units as the text a player would type: '1000', '100', '100.5' (no trailing zeros). */
export function amountText(minor: bigint, currency: DepositChannelTerms['currency']): string {
  const text = minorToDecimal(minor, currency);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The most coins the player may ask to withdraw on a channel: the balance, at most the channel's
 * maximum. The fee is taken out of the amount (it is not charged on top), so it does not lower the
 * figure; null when nothing the player has can be withdrawn (below the minimum, or not above the fee).
 */
export function maxWithdrawal(channel: DepositChannelTerms, balance: bigint | null): bigint | null {
  if (balance === null) return null;
  const max = BigInt(channel.maxAmount);
  const amount = balance < max ? balance : max;
  return checkWithdrawal(amount.toString(), channel, balance).ok ? amount : null;
}
